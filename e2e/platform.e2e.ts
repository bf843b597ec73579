import type { ConsoleMessage, Page } from '@playwright/test';
import { reply, type Api, type ProductView } from './support/api';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

/** A product the shopper can put in the cart (it has a price and is in stock). */
async function buyableProduct(api: Api): Promise<ProductView> {
  const { items } = await api('/api/products?limit=24', reply.productList);
  const product = items.find((p) => p.price !== null && !p.contactForQuote && p.availability !== 'out-of-stock');
  if (!product) throw new Error('the seed has no product with a price');
  return product;
}

/** Resolves with the first console warning starting with `prefix`; listen before acting. */
function nextWarning(p: Page, prefix: string): Promise<string> {
  return p
    .waitForEvent('console', {
      predicate: (m: ConsoleMessage) => m.type() === 'warning' && m.text().startsWith(prefix),
      timeout: 25_000,
    })
    .then((m) => m.text());
}

const heroHeading = (p: Page) => p.getByRole('heading', { level: 1, name: 'Premium Office Furniture' });

/** Waits until exactly `n` toasts are on screen. */
const toastCount = (p: Page, n: number) =>
  p.waitForFunction((count) => document.querySelectorAll('[data-testid="toast"]').length === count, n, {
    timeout: 10_000,
  });

/** Adds the product on the page once more from the keyboard (the pointer stays where it is) and waits for the badge. */
async function addFromKeyboard(p: Page, cartCount: number): Promise<void> {
  await p.getByTestId('add-to-cart').focus();
  await p.keyboard.press('Enter');
  await p
    .getByTestId('cart-badge')
    .filter({ hasText: new RegExp(`^${cartCount}$`) })
    .waitFor();
}

test.describe('cleanup on each load', () => {
  test('removes cache_ and api_ keys, Cache Storage and service workers, and keeps the cart and language', async ({
    page,
    context,
  }) => {
    // Seed from a page of the same site that runs none of the shell's code (a JSON reply).
    await context.route('**/e2e-old-worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
    );
    await page.goto('/api/health');
    await page.evaluate(async () => {
      localStorage.setItem('cache_x', 'old');
      localStorage.setItem('api_y', 'old');
      localStorage.setItem('cart', '[]');
      localStorage.setItem('lang', 'en');
      const cache = await caches.open('e2e-old-cache');
      await cache.put('/e2e-old-reply', new Response('old'));
      await navigator.serviceWorker.register('/e2e-old-worker.js');
      await navigator.serviceWorker.ready;
    });
    const seeded = await page.evaluate(async () => ({
      caches: (await caches.keys()).length,
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    expect(seeded).toEqual({ caches: 1, workers: 1 });

    await page.goto('/');
    await heroHeading(page).waitFor();
    await page.waitForFunction(
      async () =>
        localStorage.getItem('cache_x') === null &&
        localStorage.getItem('api_y') === null &&
        (await caches.keys()).length === 0 &&
        (await navigator.serviceWorker.getRegistrations()).length === 0,
      undefined,
      { polling: 250, timeout: 15_000 },
    );
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('lang')]))
      .toEqual(['[]', 'en']);
  });
});

test.describe('performance warnings', () => {
  test('warns when the largest paint comes after 2500 ms', async ({ page }) => {
    // Hold back the hero's picture (the largest paint; the page itself comes rendered) so it arrives late.
    await page.route('**/hero-scenes/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const warning = nextWarning(page, '[perf] LCP');
    await page.goto('/');
    await heroHeading(page).waitFor();
    const text = await warning;
    expect(text).toMatch(/^\[perf\] LCP \d+ ms > 2500 ms$/);
    expect(Number(/LCP (\d+)/.exec(text)?.[1])).toBeGreaterThan(2500);
  });

  test('warns when the layout shifts by more than 0.1 without the user doing anything', async ({ page }) => {
    await page.goto('/');
    await heroHeading(page).waitFor();
    const warning = nextWarning(page, '[perf] CLS');
    await page.evaluate(() => {
      const pushDown = document.createElement('div');
      pushDown.style.blockSize = '400px';
      document.querySelector('main')?.prepend(pushDown);
    });
    expect(await warning).toMatch(/^\[perf\] CLS \d\.\d{3} > 0\.1$/);
  });

  test('warns when the first click waits more than 100 ms for a busy page', async ({ page }) => {
    // (Not with --trace on: its snapshot before the click would wait for the busy page, so the click would never wait.)
    await page.goto('/');
    await heroHeading(page).waitFor();
    const warning = nextWarning(page, '[perf] FID');
    await page.mouse.move(20, 400);
    // The page blocks in a synchronous request; while it hangs there, the shopper clicks.
    const clicked = new Promise<void>((resolve, reject) => {
      void page.route('**/e2e-busy', async (route) => {
        const click = page.mouse.down().then(() => page.mouse.up());
        await new Promise((r) => setTimeout(r, 300));
        await route.fulfill({ body: 'ok' });
        click.then(resolve, reject);
      });
    });
    await page.evaluate(() => {
      setTimeout(() => {
        const request = new XMLHttpRequest();
        request.open('GET', '/e2e-busy', false);
        request.send();
      }, 0);
    });
    await clicked;
    expect(await warning).toMatch(/^\[perf\] FID \d+ ms > 100 ms$/);
  });
});

test.describe('device tier', () => {
  const transitionOf = (p: Page) =>
    p.evaluate(() =>
      parseFloat(getComputedStyle(document.querySelector('.site-header__icon-btn') as Element).transitionDuration),
    );

  test('marks a weak device low and tones its motion down', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2 });
      Object.defineProperty(navigator, 'deviceMemory', { value: 2 });
    });
    await page.goto('/');
    await heroHeading(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.deviceTier)).toBe('low');
    await expect.poll(() => transitionOf(page)).toBeLessThan(0.001);
  });

  test('marks a strong device high and keeps its motion', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { value: 8 });
      Object.defineProperty(navigator, 'deviceMemory', { value: 8 });
    });
    await page.goto('/');
    await heroHeading(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.deviceTier)).toBe('high');
    await expect.poll(() => transitionOf(page)).toBeGreaterThan(0.1);
  });
});

test.describe('header tooltips', () => {
  test('shows the tooltip after the hover delay and describes the button with it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const search = page.getByTestId('search-button');
    await search.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Search products' });
    await tooltip.waitFor();
    const id = await search.getAttribute('aria-describedby');
    expect(id).toBeTruthy();
    await expect(page.locator(`[id="${id}"]`)).toHaveText('Search products');
    await page.mouse.move(600, 500);
    await tooltip.waitFor({ state: 'hidden' });
  });

  test('shows on keyboard focus and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('search-button').waitFor();
    const cart = page.getByRole('link', { name: /^Cart,/ });
    for (let i = 0; i < 15 && !(await cart.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect.poll(() => cart.evaluate((el) => el === document.activeElement)).toBe(true);
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'View your cart' });
    await tooltip.waitFor();
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await expect.poll(() => cart.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('speaks Arabic in Arabic', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
    await page.getByTestId('language-switch').hover();
    await page.getByRole('tooltip').filter({ hasText: 'تغيير اللغة' }).waitFor();
  });
});

test.describe('notifications', () => {
  test('shows Added to cart with its action, at most three at a time, older ones waiting their turn', async ({
    page,
    api,
  }) => {
    const product = await buyableProduct(api);
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await page.getByTestId('add-to-cart').click();
    const toasts = page.getByTestId('toast');
    await toasts.first().waitFor();
    await expect(toasts.first()).toContainText('Added to cart');
    await expect(page.getByTestId('toast-announcer')).toContainText('Added to cart');

    // The pointer resting on the toaster pauses every timer while four more are added.
    await toasts.first().hover();
    for (let count = 2; count <= 5; count++) await addFromKeyboard(page, count);
    await toastCount(page, 3);

    // Closing one brings an older one back: still three until only two are left.
    for (const left of [3, 3, 2]) {
      const closing = await toasts.first().elementHandle();
      await toasts.first().getByRole('button', { name: 'Close notification' }).click();
      await page.waitForFunction((el) => !el?.isConnected, closing);
      await toastCount(page, left);
    }

    // The action goes to the cart and closes its own toast.
    await toasts.last().getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await toastCount(page, 1);
  });

  test('closes one by a sideways swipe, and the rest by themselves once the pointer leaves', async ({ page, api }) => {
    // The page's clock is ours to move: the toasts' time runs out without waiting for it.
    await page.clock.install();
    const product = await buyableProduct(api);
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await page.getByTestId('add-to-cart').click();
    const toasts = page.getByTestId('toast');
    await toasts.first().waitFor();
    await toasts.first().hover();
    await addFromKeyboard(page, 2);
    await toastCount(page, 2);

    // Drag the newest 80 px sideways: it goes, the other stays.
    const box = await toasts.last().boundingBox();
    if (!box) throw new Error('toast has no box');
    const y = box.y + 16;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width / 2 + step * 10, y);
    await page.mouse.up();
    await toastCount(page, 1);

    // Away from the toaster, its 4 seconds run out.
    await page.mouse.move(10, 10, { steps: 5 });
    await page.clock.runFor(4_000);
    await expect(toasts).toHaveCount(0);
  });
});
