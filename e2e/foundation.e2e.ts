import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

const remoteOf = (request: Request): string | undefined => /\/remotes\/([a-z_]+)\//.exec(request.url())?.[1];

async function collectRemoteRequests(p: Page): Promise<Set<string>> {
  const remotes = new Set<string>();
  p.on('request', (request) => {
    const remote = remoteOf(request);
    if (remote) remotes.add(remote);
  });
  return remotes;
}

test.describe('shell and remotes', () => {
  test('renders the home page with navigation, footer and the catalogue hero', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByTestId('nav-desktop');
    for (const label of ['Home', 'About', 'Products', 'Services', 'Contact Us']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    const footer = page.getByTestId('site-footer');
    for (const label of [
      'Customer Service',
      'Track Your Order',
      'Delivery Info',
      'Returns Policy',
      'Terms & Conditions',
      'Our Story',
      'Our Team',
      'Careers',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveCount(1);
    }
    await expect(page.getByTestId('whatsapp-button')).toBeVisible();
  });

  test('navigates between pages of two remotes without a full reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    // Links navigate in place once the page is hydrated (before that they are plain links).
    await hydrated(page, 'catalog');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    await expect(page).toHaveURL('/about');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument))
      .toBe(true);
  });

  test('loads React once, shared by the shell and every remote on the page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    // The blog's part must run in this tab (not only be in the server's HTML) for it to share React.
    await hydrated(page, 'blog');
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    const copies = await page.evaluate(() => {
      type Entry = { loaded?: boolean; from: string; useIn: string[] };
      type Registry = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
      const registry = (window as unknown as { __FEDERATION__: { __SHARE__: Registry } }).__FEDERATION__.__SHARE__;
      const result: Record<string, Array<{ version: string; from: string; useIn: string[] }>> = {};
      for (const scopes of Object.values(registry)) {
        for (const modules of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(modules)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded) (result[name] ??= []).push({ version, from: entry.from, useIn: entry.useIn });
            }
          }
        }
      }
      return result;
    });
    // One loaded copy of each singleton, provided by the shell...
    for (const name of ['react', 'react-dom', 'react/jsx-runtime', 'wouter', 'i18next', '@ogulf/web-kit']) {
      expect(copies[name]).toHaveLength(1);
      expect(copies[name]?.[0]?.from).toBe('shell');
    }
    // ...and both remotes that rendered on this page used that copy rather than their own
    // (web-kit carries the react-i18next binding, so translations share one instance too).
    for (const name of ['react', 'react/jsx-runtime', '@ogulf/web-kit']) {
      expect(copies[name]?.[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'blog', 'catalog']));
    }
  });

  test('does not fetch the admin or blog remote on the home page', async ({ page }) => {
    const remotes = await collectRemoteRequests(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(remotes.has('catalog')).toBe(true);
    expect(remotes.has('admin')).toBe(false);
    expect(remotes.has('blog')).toBe(false);
  });

  test('shows a retryable fallback for an unreachable remote while other routes keep working', async ({ page }) => {
    await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    const panel = page.getByTestId('remote-unavailable');
    await panel.waitFor();
    await expect(panel).toHaveAttribute('data-remote', 'blog');
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the site still works.
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();

    // Once the remote is back, Retry recovers it in place, without a reload.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.unroute('**/remotes/blog/**');
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'About', exact: true }).click();
    await page.getByTestId('remote-unavailable').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument))
      .toBe(true);
  });

  test('shows the 404 page with the requested path for unknown routes', async ({ page }) => {
    for (const path of ['/no/such/page', '/not-an-article-or-page']) {
      await page.goto(path);
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      await expect(notFound.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByTestId('not-found-path')).toHaveText(path);
      await expect(notFound).toContainText('404');
      await expect(notFound).toContainText(
        "Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or you may have entered an incorrect URL.",
      );
      await expect(notFound.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/collection');
      for (const action of ['Go to Homepage', 'Contact Support']) {
        await expect(notFound.getByRole('link', { name: action })).toBeVisible();
      }
      await expect(notFound.getByRole('button', { name: 'Go Back' })).toBeVisible();
    }
  });

  test('switches to Arabic right-to-left and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('counts cart items in the badge, shows 99+ above 99, and follows cartUpdated', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toBeHidden();
    await page.evaluate(() => {
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'a', name: 'Desk', quantity: 2 },
          { id: 'b', name: 'Chair', quantity: 3 },
        ]),
      );
      window.dispatchEvent(new Event('cartUpdated'));
    });
    await expect(badge).toHaveText('5');
    await page.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify([{ id: 'a', name: 'Desk', quantity: 100 }]));
      window.dispatchEvent(new Event('cartUpdated'));
    });
    await expect(badge).toHaveText('99+');
  });

  test('sends /admin without a session to /adm/ogulf, where the WhatsApp button is hidden', async ({ page }) => {
    await page.goto('/admin');
    await page.waitForURL(/\/adm\/ogulf$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Sign In' }).waitFor();
    await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
  });
});

test.describe('mobile layout', () => {
  test('collapses the navigation into a menu that adds Cart at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('nav-desktop')).toBeHidden();
    await page.getByTestId('nav-mobile-toggle').click();
    const menu = page.getByTestId('nav-mobile');
    for (const label of ['Home', 'About', 'Products', 'Services', 'Contact Us', 'Cart']) {
      await expect(menu.getByRole('link', { name: label }).first()).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await expect(menu).toBeHidden();
  });
});
