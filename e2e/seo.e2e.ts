import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowserForEachTest } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';

let page: Page;
openBrowserForEachTest((browser) => {
  page = browser.page;
});

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
    await page.locator('input[name="password"]').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
  }

  async function download(fileName: string): Promise<string> {
    const panel = page.getByTestId('seo-files');
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `Download ${fileName}` }).click()]);
    expect(file.suggestedFilename()).toBe(fileName);
    return fs.readFileSync(await file.path(), 'utf8');
  }

  it('downloads the sitemap, robots file and AI summary generated in the browser, and makes them again when the stored products change', async () => {
    await signIn();
    const panel = page.getByTestId('seo-files');
    await panel.getByText(/^Generated at /).waitFor({ timeout: 20_000 });

    const sitemap = await download('sitemap.xml');
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    expect(sitemap).toContain(`<loc>${baseUrl()}/</loc>`);
    for (const path of ['/products', '/about', '/delivery-info', '/office-furniture-al-waab', '/blog']) {
      expect(sitemap).toContain(`<loc>${baseUrl()}${path}?lang=ar</loc>`);
    }
    // Other test files may be adding products right now: check one built-in product, by slug and by id.
    const product = ((await (await fetch(`${baseUrl()}/api/products?sort=name&limit=1`)).json()) as { data: { items: Array<{ id: string; slug: string }> } }).data.items[0]!;
    expect(sitemap).toContain(`<loc>${baseUrl()}/product/${product.slug}?lang=ar</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl()}/product/${product.id}</loc>`);
    expect(sitemap.match(/<url>/g)!.length).toBeGreaterThan(500);

    const robots = await download('robots.txt');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const summary = await download('llms.txt');
    expect(summary).toMatch(/^# OGulf Office Furniture\n/);
    expect(summary).toMatch(/\(\d+ products\)/);

    // Regenerated a second after the stored products change (here: this tab's productsUpdated).
    const status = page.getByTestId('seo-files-status');
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
