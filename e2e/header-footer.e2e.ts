import type { Page, Route } from '@playwright/test';
import { reply, listOf } from './support/api';
import { placeOrder } from './support/shop';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const PHONE = { width: 375, height: 740 };

async function openInArabic(page: Page, path: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto(path);
}

test.describe('the header category menu', () => {
  test('lists every category and subcategory on desktop, by keyboard, and closes with Escape', async ({
    page,
    api,
  }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const [first] = categories;
    if (!first?.subcategories[0]) throw new Error('no category with subcategories');
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The menu's keys work once the shell has hydrated the server's header.
    await hydrated(page);

    const nav = page.getByTestId('nav-desktop');
    // The spec's five links stay, in order.
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Products', 'Services', 'Contact Us']);
    const button = nav.getByRole('button', { name: 'Shop by category' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tab from Products reaches the button; ArrowDown opens the panel on its first link.
    await nav.getByRole('link', { name: 'Products' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: first.name, exact: true })).toBeFocused();
    for (const category of categories) {
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/category/${category.id}`,
      );
    }
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: first.subcategories[0].name, exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it too; a subcategory link goes to its page and closes the panel.
    await page.keyboard.press('Enter');
    const sub = first.subcategories[0];
    await panel.getByRole('link', { name: sub.name, exact: true }).click();
    await page.waitForURL(`/subcategory/${sub.id}`);
    await expect(panel).toBeHidden();
  });

  test('names the categories in Arabic, right to left', async ({ page, api }) => {
    const [first] = await api('/api/categories', listOf(reply.categoryView));
    if (!first) throw new Error('no categories');
    await openInArabic(page, '/');
    const button = page.getByTestId('nav-desktop').getByRole('button', { name: 'تسوّق حسب الفئة' });
    await button.click();
    const panel = page.getByTestId('category-mega');
    await expect(panel.getByRole('link', { name: first.nameAr, exact: true })).toBeVisible();
    // The panel runs from the inline start: the first category sits at the right in Arabic.
    const box = await panel.getByRole('link', { name: first.nameAr, exact: true }).boundingBox();
    expect(box!.x).toBeGreaterThan(640);
    await page.mouse.click(10, 700);
    await expect(panel).toBeHidden();
  });

  test('drills down from categories to subcategories in the mobile menu, with Back', async ({ page, api }) => {
    const categories = await api('/api/categories', listOf(reply.categoryView));
    const category = categories.find((c) => c.subcategories.length > 1);
    if (!category) throw new Error('no category with subcategories');
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await hydrated(page);
    await page.getByTestId('nav-mobile-toggle').click();
    const menu = page.getByTestId('nav-mobile');
    await menu.getByRole('button', { name: 'Shop by category' }).click();

    await expect(menu.getByRole('heading', { name: 'Shop by category' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
    for (const item of categories) await expect(menu.getByRole('button', { name: item.name })).toBeVisible();

    await menu.getByRole('button', { name: category.name, exact: true }).click();
    await expect(menu.getByRole('heading', { name: category.name })).toBeFocused();
    await expect(menu.getByRole('link', { name: `All ${category.name}` })).toHaveAttribute(
      'href',
      `/category/${category.id}`,
    );
    for (const sub of category.subcategories)
      await expect(menu.getByRole('link', { name: sub.name, exact: true })).toHaveAttribute(
        'href',
        `/subcategory/${sub.id}`,
      );

    // Back returns to the categories, focus on the one just left; Back again to the menu.
    await menu.getByRole('button', { name: 'Back to categories' }).click();
    await expect(menu.getByRole('button', { name: category.name, exact: true })).toBeFocused();
    await menu.getByRole('button', { name: 'Back to menu' }).click();
    await expect(menu.getByRole('button', { name: 'Shop by category' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();

    // Into the category again, and to a subcategory's page: the menu closes.
    await menu.getByRole('button', { name: 'Shop by category' }).click();
    await menu.getByRole('button', { name: category.name, exact: true }).click();
    const sub = category.subcategories[1]!;
    await menu.getByRole('link', { name: sub.name, exact: true }).click();
    await page.waitForURL(`/subcategory/${sub.id}`);
    await expect(menu).toBeHidden();
  });
});

test.describe('the footer', () => {
  test('says how to pay, the hours and the commercial registration, in both languages', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('list', { name: 'Ways to pay:' }).getByRole('listitem')).toHaveText([
      'Cash on delivery',
      'Credit card on delivery',
      'Bank transfer',
    ]);
    await expect(footer.getByTestId('footer-hours-open')).toHaveText('Saturday to Thursday, 08:00–18:00');
    await expect(footer.getByTestId('footer-cr')).toHaveText('Commercial Registration No. 48213');
    // About says it too, from the same configuration.
    await expect(page.locator('#visit-showroom')).toContainText('Commercial Registration No. 48213');

    // Switched before the footer's code came (it is below the fold): the footer is rendered afresh in Arabic.
    await hydrated(page);
    await page.getByTestId('language-switch').click();
    await expect(footer.getByRole('list', { name: 'طرق الدفع:' }).getByRole('listitem')).toHaveText([
      'نقدًا عند الاستلام',
      'بطاقة ائتمان عند الاستلام',
      'تحويل بنكي',
    ]);
    await expect(footer.getByTestId('footer-hours-open')).toHaveText('من السبت إلى الخميس، 08:00–18:00');
    await expect(footer.getByTestId('footer-cr')).toHaveText('السجل التجاري رقم 48213');
    await expect(page.locator('#visit-showroom')).toContainText('بالسجل التجاري رقم 48213');
  });

  test("loads its code only when the reader comes near it, hydrating the server's footer in place", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // A shopper's visit, not the first render of a server just started (that one may stream its parts
    // late, and a page hydrated before they are in place has the footer near the top).
    await page.request.get('/products');
    await page.goto('/products');
    await hydrated(page, 'catalog');
    await page.waitForLoadState('networkidle');
    const footer = page.getByTestId('site-footer');
    // Below a page of products on a desktop screen: still the server's HTML, its code not fetched.
    await expect(footer).not.toHaveAttribute('data-live');
    await footer.evaluate((element) => Object.assign(window, { __serverFooter: element }));
    const scriptsAfterLoad: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsAfterLoad.push(request.url());
    });

    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveAttribute('data-live', '');
    expect(scriptsAfterLoad.length).toBeGreaterThan(0);
    // The same element React hydrated, not one rendered anew.
    expect(
      await footer.evaluate((element) => (window as { __serverFooter?: Element }).__serverFooter === element),
    ).toBe(true);
    // Now live, its links navigate in place.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await footer.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("keeps the server's footer when its code cannot be had, and hydrates it once it can", async ({ page }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await page.request.get('/products');
    await page.goto('/products');
    await hydrated(page, 'catalog');
    await page.waitForLoadState('networkidle');
    // Offline for scripts from now on: the footer's chunk fails.
    const offline = (route: Route) => route.abort('internetdisconnected');
    await page.route(/\.js(\?|$)/, offline);
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForEvent('requestfailed', (request) => request.resourceType() === 'script');
    // Still the server's footer, whole, and the rest of the page works on.
    await expect(footer.getByRole('link', { name: 'Track Your Order', exact: true })).toBeVisible();
    await expect(footer).not.toHaveAttribute('data-live');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.unroute(/\.js(\?|$)/, offline);
    await expect(footer).toHaveAttribute('data-live', '', { timeout: 15_000 });
    expect(crashes).toEqual([]);
  });

  test('Careers opens the contact form with its subject filled in', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Careers', exact: true }).click();
    await page.waitForURL('/contact?subject=careers');
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Careers: job application');
  });
});

test.describe('phone numbers', () => {
  test('the order confirmation writes the phone the way the site does', async ({ page, api }) => {
    const order = await placeOrder(api, { zone: 'al-waab', customer: { phone: '+97455512345' } });
    await openInArabic(page, `/order-confirmation?token=${order.token}`);
    const phone = page.getByTestId('order-customer-phone');
    await expect(phone).toHaveText('+974 5551 2345');
    await expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
