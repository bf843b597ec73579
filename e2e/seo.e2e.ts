import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { reply } from './support/api';
import { expect, siteUrl, test } from './support/test';

test.describe('head tags of the built site', () => {
  test('answers a crawler without JavaScript with the built shell carrying the page head', async ({ api }) => {
    const reply = await api.raw('/office-furniture-doha', { headers: { Accept: 'text/html' } });
    expect(reply.status).toBe(200);
    const html = reply.text;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Office Furniture in Doha | OGulf Office Furniture</title>');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/office-furniture-doha">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${siteUrl()}/office-furniture-doha?lang=ar">`);
    // The shell's script, started by the inline loader once the page has painted (scripts-after-paint.mjs).
    expect(html).toMatch(/<script>(?:(?!<\/script>)[^])*\["\/main\.[0-9a-f]+\.js"\]/);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(200);
  });

  test('opens a ?lang=ar address in Arabic, right to left, and remembers the choice', async ({ page }) => {
    await page.goto('/about?lang=ar');
    await page.getByRole('heading', { level: 1, name: 'عن أو جلف', exact: true }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => [
          document.documentElement.lang,
          document.documentElement.dir,
          localStorage.getItem('lang'),
        ]),
      )
      .toEqual(['ar', 'rtl', 'ar']);
    await expect(page).toHaveTitle(/عن أو جلف/);
    await page.goto('/services');
    await page.getByRole('heading', { level: 1, name: 'خدماتنا', exact: true }).waitFor();
    await page.goto('/services?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Our Services', exact: true }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('keeps the document title in step with the page after client-side navigation', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About OGulf', exact: true }).waitFor();
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services', exact: true }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Our Services'));
    await expect(page).toHaveURL('/services');
  });

  test('shows the 404 page for an address the server answers with 404 and noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const robots = page.locator('meta[name="robots"]');
    await expect(robots.first()).toHaveAttribute('content', 'noindex');
    await expect
      .poll(async () => new Set(await robots.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))))
      .toEqual(new Set(['noindex']));
  });
});

test.describe('site files in the admin dashboard', () => {
  async function download(page: Page, fileName: string): Promise<string> {
    const panel = page.getByTestId('seo-files');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: `Download ${fileName}` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(fileName);
    return fs.readFileSync(await file.path(), 'utf8');
  }

  test('downloads the sitemap, robots file and AI summary generated in the browser, and makes them again when the stored products change', async ({
    page,
    api,
    signIn,
  }) => {
    await signIn();
    await page.goto('/admin');
    const panel = page.getByTestId('seo-files');
    await panel.getByText(/^Generated at /).waitFor({ timeout: 20_000 });

    const sitemap = await download(page, 'sitemap.xml');
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
    );
    expect(sitemap).toContain(`<loc>${siteUrl()}/</loc>`);
    for (const path of ['/products', '/about', '/delivery-info', '/office-furniture-al-waab', '/blog']) {
      expect(sitemap).toContain(`<loc>${siteUrl()}${path}?lang=ar</loc>`);
    }
    // Other test files may be adding products right now: check one built-in product, by slug and by id.
    const product = (await api('/api/products?sort=name&limit=1', reply.productList)).items[0]!;
    expect(sitemap).toContain(`<loc>${siteUrl()}/product/${product.slug}?lang=ar</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl()}/product/${product.id}</loc>`);
    expect(sitemap.match(/<url>/g)!.length).toBeGreaterThan(500);

    const robots = await download(page, 'robots.txt');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);

    const summary = await download(page, 'llms.txt');
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
