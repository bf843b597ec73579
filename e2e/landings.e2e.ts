import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const CITIES = [
  {
    path: '/office-furniture-doha',
    en: 'Office Furniture in Doha',
    ar: 'أثاث مكتبي في الدوحة',
    question: 'How quickly can you deliver office furniture in Doha?',
    flag: 'featured',
  },
  {
    path: '/office-furniture-lusail',
    en: 'Office Furniture in Lusail',
    ar: 'أثاث مكتبي في لوسيل',
    question: 'Which days do you deliver to Lusail?',
    flag: 'newArrival',
  },
  {
    path: '/office-furniture-al-waab',
    en: 'Office Furniture in Al Waab',
    ar: 'أثاث مكتبي في الوعب',
    question: 'Where exactly is your showroom?',
    flag: 'bestSeller',
  },
] as const;

test.describe('city landing pages', () => {
  for (const city of CITIES) {
    test(`${city.path} is a real landing page: hero, why us, categories, products, FAQ and calls to action`, async ({
      page,
    }) => {
      await page.goto(city.path);
      await page.getByRole('heading', { level: 1, name: city.en }).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${city.en} \\|`));
      const landing = page.getByTestId('city-landing');

      // Four reasons, each with a heading.
      await expect(landing.locator('.city-why__item h3')).toHaveCount(4);
      await expect.poll(() => landing.getByText(/Salwa Road/).count()).toBeGreaterThan(0);

      // Popular categories link to their pages; products are the city's pick.
      const tiles = page.getByTestId('landing-categories').getByTestId('category-tile');
      await tiles.first().waitFor();
      await expect(tiles).toHaveCount(4);
      await expect(tiles.first().getByRole('link')).toHaveAttribute('href', /^\/category\/[0-9a-f]{24}$/);
      const products = page.getByTestId('landing-products').getByTestId('product-card');
      await products.first().waitFor();
      await expect(products).toHaveCount(4);
      await expect(landing.getByRole('link', { name: 'View all products' })).toHaveAttribute(
        'href',
        `/products?${city.flag}=true`,
      );

      // FAQ: closed questions that open on a click.
      const faq = page.getByTestId('landing-faq').locator('details');
      await expect.poll(() => faq.count()).toBeGreaterThanOrEqual(3);
      await expect(faq.first()).not.toHaveAttribute('open');
      await hydrated(page, 'catalog');
      await page.getByText(city.question).click();
      await expect(faq.first()).toHaveAttribute('open', '');
      await expect(faq.first().locator('p')).toBeVisible();

      // Calls to action: quote form, WhatsApp, phone.
      await expect(page.getByTestId('landing-quote').first()).toHaveAttribute('href', '/contact');
      await expect(page.getByTestId('landing-whatsapp').first()).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=/,
      );
      await expect(page.getByTestId('landing-phone').first()).toHaveAttribute('href', /^tel:\+974\d+$/);
    });
  }

  test('tells each city its own story', async ({ page }) => {
    const leads: string[] = [];
    for (const city of CITIES) {
      await page.goto(city.path);
      await page.getByRole('heading', { level: 1, name: city.en }).waitFor();
      const lead = page.locator('.city-hero__lead');
      await expect(lead).not.toBeEmpty();
      leads.push((await lead.textContent()) ?? '');
    }
    expect(new Set(leads).size).toBe(3);
  });

  test('opens Request a Quote on the contact page', async ({ page }) => {
    await page.goto('/office-furniture-lusail');
    await page.getByTestId('landing-quote').first().click();
    await page.waitForURL((url) => url.pathname === '/contact');
  });

  for (const city of CITIES) {
    test(`${city.path} speaks Arabic, right to left`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.goto(city.path);
      await page.getByRole('heading', { level: 1, name: city.ar }).waitFor();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
      await expect(page.getByTestId('landing-quote').first()).toHaveText('اطلب عرض سعر');
      // The phone number stays left to right inside the Arabic text.
      await expect(page.getByTestId('landing-phone').first().locator('[dir="ltr"]')).toHaveText(/^\+974/);
    });
  }
});
