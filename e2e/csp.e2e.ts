import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';
import { reply } from './support/api';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

/**
 * The site works under its own Content-Security-Policy: every kind of page, in English and in
 * Arabic, the admin's included, renders its content in Chromium without one violation. A
 * violation is seen twice over: Chromium's console error ("... violates the following Content
 * Security Policy directive ...") and the page's `securitypolicyviolation` event, which a script
 * added before any of the page's own reports to the console.
 */

const VIOLATION = 'csp-violation:';

/** Every CSP complaint of the browser and of the page, from the moment this is called. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
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
  // Nothing inline runs and no string becomes code; only style attributes (server-rendered React
  // `style` props) may be inline, never a <style> element.
  expect(policy).not.toMatch(/'unsafe-eval'|(script-src|style-src) [^;]*'unsafe-inline'/);
  expect(policy).toContain("style-src-attr 'unsafe-inline'");
}

/** Opens `path` in `lang` and waits until `rendered` shows the page's own content. */
async function visit(
  page: Page,
  path: string,
  lang: 'en' | 'ar',
  rendered: (p: Page) => Promise<unknown>,
): Promise<void> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const response = await page.goto(url);
  expectStrictPolicy(response, path);
  await rendered(page);
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

const heading = (p: Page) => p.locator('h1').first().waitFor();
const testId = (id: string) => (p: Page) => p.getByTestId(id).first().waitFor();

for (const lang of ['en', 'ar'] as const) {
  test.describe(`Content-Security-Policy in Chromium (${lang})`, () => {
    test('every storefront page renders with no violation', async ({ page, api, context }) => {
      const violations = await watchViolations(context, page);
      const products = (await api('/api/products?limit=24', reply.productList)).items;
      const product =
        products.find((p) => p.price !== null && !p.contactForQuote && p.availability !== 'out-of-stock') ??
        products[0]!;
      const article = (await api('/api/articles?limit=1', reply.articleList)).items[0]!;

      await visit(page, '/', lang, testId('home-featured'));
      await visit(page, '/products', lang, async (p) => {
        await p.getByTestId('products-page').waitFor();
        await p.getByTestId('product-card').first().waitFor();
      });
      await visit(page, `/product/${product.slug}`, lang, testId('product-page'));
      // With a line in the cart, the cart and checkout pages show their full content.
      await hydrated(page, 'catalog');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-badge').filter({ hasText: /^1$/ }).first().waitFor();
      await visit(page, '/cart', lang, heading);
      await visit(page, '/checkout', lang, testId('checkout-form'));
      await visit(page, '/blog', lang, testId('article-card'));
      await visit(page, `/${article.slug}`, lang, heading);
      await visit(page, '/contact', lang, heading);
      await visit(page, '/about', lang, heading);
      // A reload revalidates the page (304): the browser takes that reply's policy for the cached page.
      const reloaded = await page.reload();
      expect([200, 304]).toContain(reloaded?.status());
      await heading(page);
      await page.waitForLoadState('load');
      await visit(page, '/no-such-page-for-csp', lang, testId('not-found'));

      expect(violations).toEqual([]);
    });

    test('the admin sign-in and the signed-in admin render with no violation', async ({ page, context }) => {
      const violations = await watchViolations(context, page);
      await visit(page, '/adm/ogulf', lang, (p) => p.locator('input[name="password"]').waitFor());
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill(E2E_ADMIN_PASSWORD);
      await page.locator('input[name="password"]').press('Enter');
      await page.waitForURL('/admin');
      await page.getByTestId('overview-catalog-counts').waitFor();
      for (const path of ['/admin', '/admin/products', '/admin/orders', '/admin/categories']) {
        await visit(page, path, lang, async (p) => {
          await p.getByTestId('admin-dashboard').waitFor();
          await heading(p);
        });
      }
      expect(violations).toEqual([]);
    });
  });
}

test.describe('the violation watch itself', () => {
  test('sees an inline script the policy does not allow', async ({ page, context }) => {
    const violations = await watchViolations(context, page);
    await visit(page, '/about', 'en', heading);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "ran"';
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => window.name)).not.toBe('ran');
    // The console event arrives asynchronously.
    await expect.poll(() => violations.some((text) => text.includes('script-src'))).toBe(true);
  });
});

test.describe('failed remote preloads under the policy', () => {
  test('are marked for the shell by the hashed script, with no inline handler and no violation', async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(context, page);
    await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await page.getByTestId('remote-unavailable').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('link[rel="preload"][data-failed]').length > 0);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[onerror]').length)).toBe(0);
    expect(violations).toEqual([]);
  });
});
