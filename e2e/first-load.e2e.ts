import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

// What the first load carries (figures in `npm run bench -- --js`; here only what must or must not be there).
const SHELL_ARABIC = 'الانتقال إلى المحتوى الرئيسي'; // the shell's skip link in Arabic
const BUNDLER_RUNTIME = 'initOptions is required!'; // a message of the federation bundler runtime

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

const bodies = (scripts: Response[]) =>
  Promise.all(scripts.map(async (response) => ({ url: response.url(), text: (await response.body()).toString() })));

test('an English page downloads no Arabic shell texts and one federation bundler runtime, and still switches to Arabic', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
  await hydrated(page, 'catalog');
  await page.waitForLoadState('networkidle');
  const loaded = await bodies(scripts);
  expect(loaded.filter((script) => script.text.includes(SHELL_ARABIC))).toEqual([]);
  const runtimes = loaded.filter((script) => script.text.includes(BUNDLER_RUNTIME)).map((script) => script.url);
  expect(runtimes).toHaveLength(1);
  expect(runtimes[0]).not.toContain('/remotes/');

  await page.getByTestId('language-switch').click();
  await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
  await expect(page.getByRole('link', { name: SHELL_ARABIC })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an Arabic page shows the shell in Arabic from its first render', async ({ page }) => {
  // Records the shell's text the moment #root first holds some (from the server's stream, or React).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.textContent?.trim()) return;
      (window as unknown as { firstText: string }).firstText = root.textContent ?? '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/?lang=ar');
  await expect(page.getByRole('link', { name: SHELL_ARABIC })).toBeAttached();
  const firstText = await page.evaluate(() => (window as unknown as { firstText?: string }).firstText ?? '');
  expect(firstText).toContain(SHELL_ARABIC);
  expect(firstText).not.toContain('Skip to main content');
  await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
});

// The product page's first load carries neither the cart remote nor the zoom view: they load at the
// shopper's first action, and both then answer at once. `zoom-stage` is a test id of the zoom view only.
const CART_REMOTE = '/remotes/cart_checkout/';
const ZOOM_VIEW = 'zoom-stage';

test('a product page loads the cart and the zoom view at the first action, and both then answer', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/product/oak-executive-desk-180-cm');
  await page.getByTestId('add-to-cart').waitFor();
  // The page comes rendered; it listens for the shopper once hydrated.
  await hydrated(page, 'catalog');
  await page.waitForLoadState('networkidle');
  const atLoad = await bodies(scripts);
  expect(atLoad.filter((script) => script.url.includes(CART_REMOTE) || script.text.includes(ZOOM_VIEW))).toEqual([]);

  await page.mouse.move(200, 200);
  await expect.poll(async () => (await bodies(scripts)).some((script) => script.url.includes(CART_REMOTE))).toBe(true);
  await expect.poll(async () => (await bodies(scripts)).some((script) => script.text.includes(ZOOM_VIEW))).toBe(true);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toaster').getByText('Added to cart')).toBeVisible();
  await page.getByTestId('open-zoom').click();
  await expect(page.getByTestId('zoom-view')).toBeVisible();
});

test('a keyboard shopper gets the cart at the first key, and Add to Cart works from the keyboard', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/product/oak-executive-desk-180-cm');
  await page.getByTestId('add-to-cart').waitFor();
  // The page comes rendered; it listens for the shopper once hydrated.
  await hydrated(page, 'catalog');
  await page.keyboard.press('Tab');
  await expect.poll(() => scripts.some((script) => script.url().includes(CART_REMOTE))).toBe(true);
  await page.getByTestId('add-to-cart').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toaster').getByText('Added to cart')).toBeVisible();
});

test("the home page's own code is hinted with its remote, and only on the home page", async ({ page, request }) => {
  const hinted = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<link rel="(?:preload" as="(\w+)"[^>]*|stylesheet") href="([^"]+)"/g,
      ),
    ]
      .map(([, as, href]) => `${as ?? 'stylesheet'} ${href}`)
      .filter((hint) => hint.includes('home-page.'));
  const home = await hinted('/');
  // The page comes rendered, so its styles are a stylesheet, not a hint (by its full address, as the
  // remote's runtime names it).
  expect(home).toEqual([
    expect.stringMatching(/^stylesheet http:\/\/[^/]+\/remotes\/catalog\/home-page\.\w+\.css$/),
    expect.stringMatching(/^script \/remotes\/catalog\/home-page\.\w+\.js$/),
  ]);
  expect(await hinted('/products')).toEqual([]);

  // The browser takes the hinted files from its preload cache: each is fetched once.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/home-page.')) fetched.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
  await hydrated(page, 'catalog');
  await page.waitForLoadState('networkidle');
  expect(fetched.sort()).toEqual(home.map((hint) => new URL(hint.split(' ')[1]!, 'http://site').pathname).sort());
});

// The home page's sections below the fold (from the featured products on) are not part of its first
// load: their code and data load at the shopper's first action (or once one is in the viewport), and
// the featured row then shows as before. `featured-track` is a test id of the product row's code only.
const PRODUCT_ROW = 'featured-track';
// A reason the dashboard's session guard logs; its code is a chunk loaded on /admin only.
const ADMIN_GUARD = 'no login flag';

test('the home page loads its below-the-fold sections at the first action, and they then show', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts = collectScripts(page);
  const productReads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/products' && url.searchParams.get('featured') === 'true') productReads.push(url.search);
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
  await hydrated(page, 'catalog');
  await page.waitForLoadState('networkidle');
  const atLoad = await bodies(scripts);
  expect(atLoad.filter((script) => script.text.includes(PRODUCT_ROW) || script.text.includes(ADMIN_GUARD))).toEqual([]);
  expect(productReads).toEqual([]);
  await expect(page.locator('[data-lazy-section="featured"]')).toBeAttached();

  // A mouse moving over the hero is enough: the row loads before any scroll brings it into view.
  await page.mouse.move(300, 300);
  const section = page.getByTestId('home-featured');
  await section.waitFor({ state: 'attached' });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(async () => (await bodies(scripts)).some((script) => script.text.includes(PRODUCT_ROW))).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId(PRODUCT_ROW).locator('a[href^="/product/"]').first()).toBeVisible();
});

test('a home page tall enough to show the featured products renders them without any action', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
  await expect(page.getByTestId('home-featured').getByTestId(PRODUCT_ROW)).toBeVisible();
});
