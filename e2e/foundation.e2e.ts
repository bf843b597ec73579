import type { Page, Request } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

const remoteOf = (request: Request): string | undefined => /\/remotes\/([a-z_]+)\//.exec(request.url())?.[1];

async function collectRemoteRequests(p: Page): Promise<Set<string>> {
  const remotes = new Set<string>();
  p.on('request', (request) => {
    const remote = remoteOf(request);
    if (remote) remotes.add(remote);
  });
  return remotes;
}

describe('shell and remotes', () => {
  it('renders the home page with navigation, footer and the catalogue hero', async () => {
    await page.goto(baseUrl());
    const nav = page.getByTestId('nav-desktop');
    for (const label of ['Home', 'About', 'Products', 'Services', 'Contact Us']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    const footer = page.getByTestId('site-footer');
    for (const label of ['Customer Service', 'Delivery Info', 'Returns Policy', 'Terms & Conditions', 'Our Story', 'Our Team', 'Careers']) {
      await expect(footer.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByTestId('whatsapp-button').isVisible()).resolves.toBe(true);
  });

  it('navigates between pages of two remotes without a full reload', async () => {
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
  });

  it('loads React once, shared by the shell and every remote on the page', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { level: 1, name: 'About OGulf' }).waitFor();
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

  it('does not fetch the admin or blog remote on the home page', async () => {
    const remotes = await collectRemoteRequests(page);
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(remotes.has('catalog')).toBe(true);
    expect(remotes.has('admin')).toBe(false);
    expect(remotes.has('blog')).toBe(false);
  });

  it('shows a retryable fallback for an unreachable remote while other routes keep working', async () => {
    await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl()}/about`);
    const panel = page.getByTestId('remote-unavailable');
    await panel.waitFor();
    await expect(panel.getAttribute('data-remote')).resolves.toBe('blog');
    await expect(panel.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);

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
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
  });

  it('shows the 404 page with the requested path for unknown routes', async () => {
    for (const path of ['/no/such/page', '/not-an-article-or-page']) {
      await page.goto(`${baseUrl()}${path}`);
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      await expect(notFound.getByRole('heading', { name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('not-found-path').textContent()).resolves.toBe(path);
      const text = await notFound.textContent();
      expect(text).toContain('404');
      expect(text).toContain("Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or you may have entered an incorrect URL.");
      await expect(notFound.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).resolves.toBe('/collection');
      for (const action of ['Go to Homepage', 'Contact Support']) {
        await expect(notFound.getByRole('link', { name: action }).isVisible()).resolves.toBe(true);
      }
      await expect(notFound.getByRole('button', { name: 'Go Back' }).isVisible()).resolves.toBe(true);
    }
  });

  it('switches to Arabic right-to-left and keeps it after a reload', async () => {
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
    const html = async () => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    await expect(html()).resolves.toEqual(['ar', 'rtl']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'أثاث مكتبي فاخر' }).waitFor();
    await expect(html()).resolves.toEqual(['ar', 'rtl']);
  });

  it('counts cart items in the badge, shows 99+ above 99, and follows cartUpdated', async () => {
    await page.goto(baseUrl());
    const badge = page.getByTestId('cart-badge');
    await expect(badge.isVisible()).resolves.toBe(false);
    await page.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify([{ id: 'a', name: 'Desk', quantity: 2 }, { id: 'b', name: 'Chair', quantity: 3 }]));
      window.dispatchEvent(new Event('cartUpdated'));
    });
    await expect(badge.textContent()).resolves.toBe('5');
    await page.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify([{ id: 'a', name: 'Desk', quantity: 100 }]));
      window.dispatchEvent(new Event('cartUpdated'));
    });
    await expect(badge.textContent()).resolves.toBe('99+');
  });

  it('sends /admin without a session to /adm/ogulf, where the WhatsApp button is hidden', async () => {
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(/\/adm\/ogulf$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Sign In' }).waitFor();
    await expect(page.getByTestId('whatsapp-button').count()).resolves.toBe(0);
  });
});

describe('mobile layout', () => {
  it('collapses the navigation into a menu that adds Cart at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(baseUrl());
    await expect(page.getByTestId('nav-desktop').isVisible()).resolves.toBe(false);
    await page.getByTestId('nav-mobile-toggle').click();
    const menu = page.getByTestId('nav-mobile');
    for (const label of ['Home', 'About', 'Products', 'Services', 'Contact Us', 'Cart']) {
      await expect(menu.getByRole('link', { name: label }).first().isVisible()).resolves.toBe(true);
    }
    await menu.getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
  });
});
