import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

const CITIES = [
  { path: '/office-furniture-doha', en: 'Office Furniture in Doha', ar: 'أثاث مكتبي في الدوحة', question: 'How quickly can you deliver office furniture in Doha?', flag: 'featured' },
  { path: '/office-furniture-lusail', en: 'Office Furniture in Lusail', ar: 'أثاث مكتبي في لوسيل', question: 'Which days do you deliver to Lusail?', flag: 'newArrival' },
  { path: '/office-furniture-al-waab', en: 'Office Furniture in Al Waab', ar: 'أثاث مكتبي في الوعب', question: 'Where exactly is your showroom?', flag: 'bestSeller' },
] as const;

describe('city landing pages', () => {
  it.each(CITIES)('$path is a real landing page: hero, why us, categories, products, FAQ and calls to action', async (city) => {
    await page.goto(`${baseUrl()}${city.path}`);
    await page.getByRole('heading', { level: 1, name: city.en }).waitFor();
    await expect(page.title()).resolves.toMatch(new RegExp(`^${city.en} \\|`));
    const landing = page.getByTestId('city-landing');

    // Four reasons, each with a heading.
    await expect(landing.locator('.city-why__item h3').count()).resolves.toBe(4);
    await expect(landing.getByText(/Salwa Road/).count()).resolves.toBeGreaterThan(0);

    // Popular categories link to their pages; products are the city's pick.
    const tiles = page.getByTestId('landing-categories').getByTestId('category-tile');
    await tiles.first().waitFor();
    await expect(tiles.count()).resolves.toBe(4);
    await expect(tiles.first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/category\/[0-9a-f]{24}$/);
    const products = page.getByTestId('landing-products').getByTestId('product-card');
    await products.first().waitFor();
    await expect(products.count()).resolves.toBe(4);
    await expect(landing.getByRole('link', { name: 'View all products' }).getAttribute('href')).resolves.toBe(`/products?${city.flag}=true`);

    // FAQ: closed questions that open on a click.
    const faq = page.getByTestId('landing-faq').locator('details');
    await expect(faq.count()).resolves.toBeGreaterThanOrEqual(3);
    await expect(faq.first().getAttribute('open')).resolves.toBeNull();
    await page.getByText(city.question).click();
    await expect(faq.first().getAttribute('open')).resolves.toBe('');
    await expect(faq.first().locator('p').isVisible()).resolves.toBe(true);

    // Calls to action: quote form, WhatsApp, phone.
    await expect(page.getByTestId('landing-quote').first().getAttribute('href')).resolves.toBe('/contact');
    await expect(page.getByTestId('landing-whatsapp').first().getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.getByTestId('landing-phone').first().getAttribute('href')).resolves.toMatch(/^tel:\+974\d+$/);
  });

  it('tells each city its own story', async () => {
    const leads: string[] = [];
    for (const city of CITIES) {
      await page.goto(`${baseUrl()}${city.path}`);
      await page.getByRole('heading', { level: 1, name: city.en }).waitFor();
      leads.push((await page.locator('.city-hero__lead').textContent()) ?? '');
    }
    expect(new Set(leads).size).toBe(3);
  });

  it('opens Request a Quote on the contact page', async () => {
    await page.goto(`${baseUrl()}/office-furniture-lusail`);
    await page.getByTestId('landing-quote').first().click();
    await page.waitForURL((url) => url.pathname === '/contact');
  });

  it.each(CITIES)('$path speaks Arabic, right to left', async (city) => {
    await page.goto(baseUrl());
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto(`${baseUrl()}${city.path}`);
    await page.getByRole('heading', { level: 1, name: city.ar }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await page.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' }).waitFor();
    await expect(page.getByTestId('landing-quote').first().textContent()).resolves.toBe('اطلب عرض سعر');
    // The phone number stays left to right inside the Arabic text.
    await expect(page.getByTestId('landing-phone').first().locator('[dir="ltr"]').textContent()).resolves.toMatch(/^\+974/);
  });
});
