import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

/**
 * The admin password the e2e site starts with (ADMIN_PASSWORD for its first start). The admin
 * pieces set it for the e2e server; without it the admin test cannot sign in.
 */
function adminPassword(): string {
  const password = process.env['E2E_ADMIN_PASSWORD'] ?? process.env['ADMIN_PASSWORD'];
  if (!password) throw new Error('Set E2E_ADMIN_PASSWORD (or ADMIN_PASSWORD) to the password the e2e site was started with');
  return password;
}

describe('head tags of the built site', () => {
  it('answers a crawler without JavaScript with the built shell carrying the page head', async () => {
    const res = await fetch(`${baseUrl()}/office-furniture-doha`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Office Furniture in Doha | OGulf Office Furniture</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/office-furniture-doha">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${baseUrl()}/office-furniture-doha?lang=ar">`);
    expect(html).toMatch(/<script src="\/main\.[0-9a-f]+\.js" type="module"><\/script>/);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(200);
  });

  it('opens a ?lang=ar address in Arabic, right to left, and remembers the choice', async () => {
    await page.goto(`${baseUrl()}/about?lang=ar`);
    await page.getByRole('heading', { level: 1, name: 'عن أو جلف', exact: true }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, localStorage.getItem('lang')])).resolves.toEqual(['ar', 'rtl', 'ar']);
    await expect(page.title()).resolves.toContain('عن أو جلف');
    await page.goto(`${baseUrl()}/services`);
    await page.getByRole('heading', { level: 1, name: 'خدماتنا', exact: true }).waitFor();
    await page.goto(`${baseUrl()}/services?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Our Services', exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('ltr');
  });

  it('keeps the document title in step with the page after client-side navigation', async () => {
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { level: 1, name: 'About OGulf', exact: true }).waitFor();
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services', exact: true }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Our Services'));
    expect(new URL(page.url()).pathname).toBe('/services');
  });

  it('shows the 404 page for an address the server answers with 404 and noindex', async () => {
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    expect(new Set(robots)).toEqual(new Set(['noindex']));
  });
});

describe('site files in the admin dashboard', () => {
  async function signIn(): Promise<void> {
    await page.goto(`${baseUrl()}/adm/ogulf`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(adminPassword());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
  }

  async function download(fileName: string): Promise<string> {
    const panel = page.getByTestId('seo-files');
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `Download ${fileName}` }).click()]);
    expect(file.suggestedFilename()).toBe(fileName);
    return fs.readFileSync(await file.path(), 'utf8');
  }

  it('downloads the sitemap, robots file and AI summary generated in the browser', async () => {
    await signIn();
    const panel = page.getByTestId('seo-files');
    await panel.getByText(/^Generated at /).waitFor({ timeout: 20_000 });

    const sitemap = await download('sitemap.xml');
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    expect(sitemap).toContain(`<loc>${baseUrl()}/</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${baseUrl()}/product/[a-z0-9-]+\\?lang=ar</loc>`));
    const server = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap.match(/<url>/g)?.length).toBe(server.match(/<url>/g)?.length);

    const robots = await download('robots.txt');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const summary = await download('llms.txt');
    expect(summary).toMatch(/^# OGulf Office Furniture\n/);
    expect(summary).toMatch(/\(\d+ products\)/);
  });

  it('generates the files again after the stored products change', async () => {
    await signIn();
    const status = page.getByTestId('seo-files-status');
    await status.getByText(/^Generated at /).waitFor({ timeout: 20_000 });
    // The time shown has seconds, and the new generation comes a second after the change.
    const before = await status.textContent();
    await page.evaluate(() => window.dispatchEvent(new Event('productsUpdated')));
    await page.waitForFunction(
      (shown) => {
        const text = document.querySelector('[data-testid="seo-files-status"]')?.textContent ?? '';
        return text.startsWith('Generated at ') && text !== shown;
      },
      before,
      { timeout: 10_000 },
    );
  });
});
