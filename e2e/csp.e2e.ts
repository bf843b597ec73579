import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { baseUrl, openBrowserForEachTest, type Browser } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';

/**
 * The site works under its own Content-Security-Policy: every kind of page, in English and in
 * Arabic, the admin's included, renders its content in Chromium without one violation. A
 * violation is seen twice over: Chromium's console error ("... violates the following Content
 * Security Policy directive ...") and the page's `securitypolicyviolation` event, which a script
 * added before any of the page's own reports to the console.
 */

let browser: Browser;
let page: Page;
openBrowserForEachTest((b) => {
  browser = b;
  page = b.page;
});

const VIOLATION = 'csp-violation:';

interface Product {
  slug: string;
  price: number | null;
  contactForQuote: boolean;
  availability?: string;
}

async function data<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Every CSP complaint of the browser and of the page, from the moment this is called. */
async function watchViolations(): Promise<string[]> {
  const seen: string[] = [];
  await browser.context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  }, VIOLATION);
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (text.includes('Content Security Policy') || text.startsWith(VIOLATION)) seen.push(`${page.url()}: ${text}`);
  });
  return seen;
}

/** The page's CSP as sent, checked to be the strict one (so a pass is not a missing header). */
function expectStrictPolicy(response: Response | null, path: string): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect({ path, policy }).toEqual({ path, policy: expect.stringMatching(/script-src 'self'/) });
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
}

/** Opens `path` in `lang` and waits until `rendered` shows the page's own content. */
async function visit(path: string, lang: 'en' | 'ar', rendered: (p: Page) => Promise<unknown>): Promise<void> {
  const url = `${baseUrl()}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const response = await page.goto(url);
  expectStrictPolicy(response, path);
  await rendered(page);
  await page.waitForLoadState('load');
  await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
}

const heading = (p: Page) => p.locator('h1').first().waitFor();
const testId = (id: string) => (p: Page) => p.getByTestId(id).first().waitFor();

describe.each(['en', 'ar'] as const)('Content-Security-Policy in Chromium (%s)', (lang) => {
  it('every storefront page renders with no violation', async () => {
    const violations = await watchViolations();
    const products = (await data<{ items: Product[] }>('/api/products?limit=24')).items;
    const product = products.find((p) => p.price !== null && !p.contactForQuote && p.availability !== 'out-of-stock') ?? products[0]!;
    const article = (await data<{ items: Array<{ slug: string }> }>('/api/articles?limit=1')).items[0]!;

    await visit('/', lang, testId('home-featured'));
    await visit('/products', lang, async (p) => {
      await p.getByTestId('products-page').waitFor();
      await p.getByTestId('product-card').first().waitFor();
    });
    await visit(`/product/${product.slug}`, lang, testId('product-page'));
    // With a line in the cart, the cart and checkout pages show their full content.
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-badge').filter({ hasText: /^1$/ }).first().waitFor();
    await visit('/cart', lang, heading);
    await visit('/checkout', lang, testId('checkout-form'));
    await visit('/blog', lang, testId('article-card'));
    await visit(`/${article.slug}`, lang, heading);
    await visit('/contact', lang, heading);
    await visit('/about', lang, heading);
    // A reload revalidates the page (304): the browser takes that reply's policy for the cached page.
    const reloaded = await page.reload();
    expect([200, 304]).toContain(reloaded?.status());
    await heading(page);
    await page.waitForLoadState('load');
    await visit('/no-such-page-for-csp', lang, testId('not-found'));

    expect(violations).toEqual([]);
  });

  it('the admin sign-in and the signed-in admin render with no violation', async () => {
    const violations = await watchViolations();
    await visit('/adm/ogulf', lang, (p) => p.locator('input[name="password"]').waitFor());
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(E2E_ADMIN_PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(`${baseUrl()}/admin`);
    await page.getByTestId('overview-catalog-counts').waitFor();
    for (const path of ['/admin', '/admin/products', '/admin/orders', '/admin/categories']) {
      await visit(path, lang, async (p) => {
        await p.getByTestId('admin-dashboard').waitFor();
        await heading(p);
      });
    }
    expect(violations).toEqual([]);
  });
});

describe('the violation watch itself', () => {
  it('sees an inline script the policy does not allow', async () => {
    const violations = await watchViolations();
    await visit('/about', 'en', heading);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "ran"';
      document.head.append(script);
    });
    await expect(page.evaluate(() => window.name)).resolves.not.toBe('ran');
    await waitUntil(() => violations.length >= 1);
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);
  });
});

describe('failed remote preloads under the policy', () => {
  it('are marked for the shell by the hashed script, with no inline handler and no violation', async () => {
    const violations = await watchViolations();
    await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl()}/about`);
    await page.getByTestId('remote-unavailable').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('link[rel="preload"][data-failed]').length > 0);
    await expect(page.evaluate(() => document.querySelectorAll('link[onerror]').length)).resolves.toBe(0);
    expect(violations).toEqual([]);
  });
});

/** Resolves once `condition` holds, polling briefly (the console event arrives asynchronously). */
async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
