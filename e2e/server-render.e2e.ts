import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { formatPrice } from '../packages/web-kit/src/format';
import { heroSlideView } from '../packages/contracts/src/replies-content';
import { listOf, reply, type Api } from './support/api';
import { holdReplies, hydrated } from './support/in-app';
import { ROOT, startSite, type RunningSite } from './support/server';
import { pricedProducts } from './support/shop';
import { expect, test, type Page } from './support/test';

// Server rendering (issue 16): every storefront page answers with its content in the first HTML,
// the browser hydrates it without asking the API again, and a remote that fails on the server is
// rendered in the browser, alone.

type Lang = 'en' | 'ar';
const LANGS: readonly Lang[] = ['en', 'ar'];
const withLang = (pagePath: string, lang: Lang) =>
  lang === 'en' ? pagePath : `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=ar`;

/** A crawler's request for a page (it gets the page whole, in document order). */
const AS_CRAWLER = {
  Accept: 'text/html',
  'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
/** A shopper's browser's request for a page (it gets the page streamed). */
const AS_BROWSER = {
  Accept: 'text/html',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** What a crawler that runs no JavaScript reads in the page's body: the text of `#root`. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-state"');
  expect(start, 'the page has a server-rendered #root').toBeGreaterThan(0);
  expect(end, 'the page carries the data it was rendered from').toBeGreaterThan(start);
  return html
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ');
}

/** The API replies the server rendered a page from, by request path (the browser's query keys). */
function renderedData(html: string): Map<string, unknown> {
  const match = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  const state = JSON.parse(match?.[1] ?? '{}') as {
    queries?: { queries?: Array<{ queryKey: unknown[]; state: { data?: unknown } }> };
  };
  return new Map((state.queries?.queries ?? []).map((query) => [String(query.queryKey[0]), query.state.data]));
}

type Named = { name: string; nameAr: string };

/** The products a rendered page listed: the items of its reads whose key starts with `prefix`. */
function listedProducts(html: string, prefix: string): Named[] {
  return [...renderedData(html).entries()]
    .filter(([key]) => key.startsWith(prefix))
    .flatMap(([, data]) => (Array.isArray(data) ? data : ((data as { items?: unknown[] } | null)?.items ?? [])))
    .filter((item): item is Named => typeof (item as Partial<Named>)?.name === 'string');
}

const plain = (markdown: string) =>
  markdown
    .replace(/[#*_>`[\]()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('server rendering: what a crawler without JavaScript reads', () => {
  for (const lang of LANGS) {
    test(`the home page, listing, product and article carry their content (${lang})`, async ({ api }) => {
      const get = async (pagePath: string, status = 200) => {
        const answer = await api.raw(withLang(pagePath, lang), { headers: AS_CRAWLER });
        expect(answer.status, pagePath).toBe(status);
        expect(answer.text).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
        return answer.text;
      };
      const name = (item: { name: string; nameAr: string }) => (lang === 'ar' ? item.nameAr : item.name);

      // Home: the hero's first slide (a real picture, fetched first) and the category names.
      const home = await get('/');
      const slides = await api('/api/hero-slides', listOf(heroSlideView));
      const categories = await api('/api/categories', listOf(reply.categoryView));
      const homeText = rootText(home);
      const firstSlide = slides[0];
      expect(firstSlide).toBeDefined();
      expect(homeText).toContain((lang === 'ar' && firstSlide!.titleAr) || firstSlide!.title);
      expect(home).toMatch(/<img[^>]*fetchpriority="high"/i);
      for (const category of categories) expect(homeText).toContain(name(category));

      // The listing: every product of its first page, by name.
      const listing = await get('/products');
      const listed = [...renderedData(listing).entries()].find(([key]) => key.startsWith('/api/products?'));
      const items = (listed?.[1] as { items?: Array<{ name: string; nameAr: string }> } | undefined)?.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      const listingText = rootText(listing);
      for (const item of items) expect(listingText).toContain(name(item));

      // A product: its name, price and description.
      const [product] = await pricedProducts(api, 1);
      const productText = rootText(await get(`/product/${product!.slug}`));
      expect(productText).toContain(name(product!));
      expect(productText).toContain(formatPrice(product!.price ?? 0, lang).replace(/\s+/g, ' '));
      const description = lang === 'ar' ? product!.descriptionAr : product!.description;
      expect(productText).toContain(plain(description ?? '').slice(0, 40));

      // A category and one of its subcategories: their names and the names of the products listed.
      const category = categories.find((item) => item.subcategories.length > 0)!;
      for (const pagePath of [`/category/${category.slug}`, `/subcategory/${category.subcategories[0]!.slug}`]) {
        const html = await get(pagePath);
        const text = rootText(html);
        expect(text).toContain(name(pagePath.startsWith('/category/') ? category : category.subcategories[0]!));
        const products = [...renderedData(html).entries()].find(([key]) => key.startsWith('/api/products?'));
        const names = (products?.[1] as { items?: Array<{ name: string; nameAr: string }> } | undefined)?.items ?? [];
        expect(names.length, pagePath).toBeGreaterThan(0);
        for (const item of names) expect(text).toContain(name(item));
      }

      // The search results page: the products it found.
      const results = await get('/products?q=desk');
      const found = listedProducts(results, '/api/products?q=desk&');
      expect(found.length).toBeGreaterThan(0);
      for (const item of found) expect(rootText(results)).toContain(name(item));

      // The collection: every category and subcategory by name.
      const collectionText = rootText(await get('/collection'));
      for (const item of categories.flatMap((each) => [each, ...each.subcategories]))
        expect(collectionText).toContain(name(item));

      // An article: its title and the start of its body.
      const articles = await api('/api/articles?limit=1', reply.articleList);
      const summary = articles.items[0];
      const article = await api(`/api/articles/${summary!.slug}`, reply.articleDetail);
      const articleText = rootText(await get(`/${article.slug}`));
      expect(articleText).toContain(lang === 'ar' ? article.titleAr : article.title);
      const body = plain(lang === 'ar' ? (article.contentAr ?? '') : article.content).slice(0, 30);
      expect(articleText).toContain(body);
    });

    test(`content pages, per-visitor frames and the 404 page (${lang})`, async ({ api }) => {
      const pages: ReadonlyArray<readonly [string, number, string, string]> = [
        ['/about', 200, 'About OGulf', 'عن أو جلف'],
        ['/services', 200, 'Our Services', 'خدماتنا'],
        ['/contact', 200, 'Contact Us', 'اتصل بنا'],
        ['/office-furniture-doha', 200, 'Office Furniture in Doha', 'أثاث مكتبي في الدوحة'],
        ['/office-furniture-lusail', 200, 'Office Furniture in Lusail', 'أثاث مكتبي في لوسيل'],
        ['/office-furniture-al-waab', 200, 'Office Furniture in Al Waab', 'أثاث مكتبي في الوعب'],
        ['/blog', 200, 'Blog', 'المدونة'],
        ['/cart', 200, 'Your Cart', 'سلة التسوق'],
        ['/no/such/page', 404, 'Page Not Found', 'الصفحة غير موجودة'],
      ];
      for (const [pagePath, status, en, ar] of pages) {
        const answer = await api.raw(withLang(pagePath, lang), { headers: AS_CRAWLER });
        expect(answer.status, pagePath).toBe(status);
        expect(rootText(answer.text), pagePath).toContain(lang === 'ar' ? ar : en);
      }
    });
  }
});

/**
 * A browser's revalidation of a page it has (fetch() would add `Cache-Control: no-cache` to a
 * request with `If-None-Match`, which asks for the page afresh; a browser's own cache sends this).
 */
const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

/**
 * Has the site read the listing's data once (through another address of the listing, which stays
 * out of the page cache of the addresses a test asks for): on a site just started, the embedded
 * engine's first reads may outlast the render's budget, and that part would be left to the browser.
 */
async function warmListing(api: Api): Promise<void> {
  const warm = await api.raw(`/products?utm_source=warm-${Date.now()}`, { headers: AS_CRAWLER });
  expect(warm.status).toBe(200);
}

/**
 * A priced product whose data the site has read once: a first lookup on the embedded engine may
 * outlast the render's budget, and the product would then be read in the browser (as it should
 * be), which is not what the tests using this are about.
 */
async function warmProduct(api: Api) {
  const [product] = await pricedProducts(api, 1);
  expect((await api.raw(`/api/products/${product!.slug}`)).status).toBe(200);
  return product!;
}

test.describe('streaming', () => {
  test('a browser gets the frame first and each part as it is ready; a crawler gets the same page whole', async ({
    api,
  }) => {
    // An address nobody asked for yet, so neither is answered from the page cache; its data read
    // once before (another address of the same listing), so it comes within the render's budget.
    await warmListing(api);
    const pagePath = `/products?utm_source=stream-${Date.now()}`;
    const streamed = await api.raw(pagePath, { headers: AS_BROWSER });
    expect(streamed.status).toBe(200);
    const firstCard = (html: string) => html.indexOf('data-testid="product-card"');
    // Streamed: the footer (the shell's frame) comes before the listing, which follows with the
    // script that moves it into place, allowed by this reply's own nonce.
    expect(firstCard(streamed.text)).toBeGreaterThan(streamed.text.indexOf('<footer'));
    const nonce = /'nonce-([^']+)'/.exec(streamed.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...streamed.text.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)].filter(
      ([, attributes]) => !/\b(src|type)=/.test(attributes ?? ''),
    );
    expect(inline.filter(([, attributes]) => attributes?.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
    expect(streamed.headers.get('etag')).toBeNull();

    // The same address for a crawler: whole, in document order, with no script to run and an ETag.
    const whole = await api.raw(pagePath, { headers: AS_CRAWLER });
    expect(whole.status).toBe(200);
    expect(firstCard(whole.text)).toBeGreaterThan(0);
    expect(firstCard(whole.text)).toBeLessThan(whole.text.indexOf('<footer'));
    expect(whole.text).not.toContain('nonce=');
    expect(whole.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(whole.headers.get('etag')).toBeTruthy();
    // Both carry the same listing.
    const listed = listedProducts(whole.text, '/api/products?');
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(rootText(streamed.text)).toContain(item.name);
  });
});

test.describe('the page cache', () => {
  test('a kept page answers 304 to its ETag, and an admin change drops it: the next reader sees the change', async ({
    api,
    adminApi,
  }) => {
    const [category] = await api('/api/categories', listOf(reply.categoryView));
    const stamp = Date.now();
    const body = { name: `Cached Desk ${stamp}`, nameAr: `مكتب محفوظ ${stamp}`, category: category!.id, price: 1234 };
    const created = await adminApi.raw('/api/products', { method: 'POST', body });
    expect(created.status, created.text).toBe(201);
    const product = (created.json as { data: { id: string; slug: string } }).data;
    const pagePath = `/product/${product.slug}`;
    // Read once, as a new product's first lookup on the embedded engine may outlast the render's budget.
    expect((await api.raw(`/api/products/${product.slug}`)).status).toBe(200);
    const shows = (html: string, price: number) =>
      rootText(html).includes(formatPrice(price, 'en').replace(/\s+/g, ' '));
    try {
      // A browser's first request is streamed and not kept; the next request is rendered whole and kept.
      expect((await api.raw(pagePath, { headers: AS_BROWSER })).status).toBe(200);
      // Kept: asked until an answer is a 304 to the ETag of the one before (a first render that left a
      // slow part to the browser is served but not kept, and the next one is rendered again).
      let etag = '';
      await expect
        .poll(async () => {
          const answer = await api.raw(pagePath, { headers: { ...AS_CRAWLER, ...revalidate(etag) } });
          if (answer.status === 304) return true;
          etag = answer.headers.get('etag') ?? '';
          return false;
        })
        .toBe(true);
      expect(shows((await api.raw(pagePath, { headers: AS_CRAWLER })).text, 1234)).toBe(true);
      // A browser gets the kept page too (whole now), so the same ETag.
      expect((await api.raw(pagePath, { headers: { ...AS_BROWSER, ...revalidate(etag) } })).status).toBe(304);

      const changed = await adminApi.raw(`/api/products/${product.id}`, {
        method: 'PUT',
        body: { ...body, price: 1399 },
      });
      expect(changed.status, changed.text).toBe(200);
      // Readers after the write get the new price, streamed or whole, and the old ETag no longer matches.
      await expect
        .poll(async () => {
          const answer = await api.raw(pagePath, { headers: { ...AS_CRAWLER, ...revalidate(etag) } });
          return [answer.status, shows(answer.text, 1399), shows(answer.text, 1234)];
        })
        .toEqual([200, true, false]);
      expect(shows((await api.raw(pagePath, { headers: AS_BROWSER })).text, 1399)).toBe(true);
    } finally {
      await adminApi.raw(`/api/products/${product.id}`, { method: 'DELETE' });
    }
  });
});

/** Console errors and warnings of a page, and the API reads it made. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(`${url.pathname}${url.search}`);
  });
  return { problems, reads };
}

test.describe('hydration in Chromium', () => {
  test('a streamed page is put together and hydrated with no console error, its own CSP included', async ({
    page,
    api,
  }) => {
    await warmListing(api);
    const seen = watch(page);
    const response = await page.goto(`/products?utm_source=hydrate-${Date.now()}`);
    expect(response?.headers()['content-security-policy']).toContain("'nonce-");
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'catalog');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The listing came in the stream: not read again.
    expect(seen.reads.filter((read) => read.startsWith('/api/products?'))).toEqual([]);
    await page.getByTestId('sort-select').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    expect(seen.problems).toEqual([]);
    // The page's stylesheets the server linked are the ones the remote's runtime uses: none twice.
    await page.waitForLoadState('networkidle');
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(sheets.filter((href) => href.includes('/remotes/catalog/')).length).toBeGreaterThan(0);
    expect(sheets.length).toBe(new Set(sheets).size);
  });

  test('a product page hydrates from the HTML without reading its product again, and Add to Cart works', async ({
    page,
    api,
  }) => {
    const product = await warmProduct(api);
    const seen = watch(page);
    await page.goto(`/product/${product.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: product.name });
    await heading.waitFor();
    // The heading is the server's; the button answers once the catalogue's part has hydrated.
    await hydrated(page, 'catalog');
    const add = page.getByRole('button', { name: /^Add to Cart/ }).first();
    await add.click();
    await expect(page.getByTestId('cart-badge').first()).toHaveText('1');
    expect(seen.reads.filter((read) => read.startsWith(`/api/products/${product.slug}`))).toEqual([]);
    expect(seen.problems).toEqual([]);
  });

  test('a server-rendered page is painted before its scripts and their hints start, and then hydrates', async ({
    page,
    api,
  }) => {
    const product = await warmProduct(api);
    await page.goto(`/product/${product.slug}`);
    await hydrated(page, 'catalog');
    const timing = await page.evaluate(() => {
      const started = (path: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => path.test(new URL(entry.name).pathname))?.startTime;
      return {
        paint: Math.min(...performance.getEntriesByType('paint').map((entry) => entry.startTime)),
        shell: started(/^\/main\.[0-9a-f]+\.js$/),
        remotes: started(/^\/remotes\.json$/),
        entry: started(/^\/remotes\/catalog\/remoteEntry\.js$/),
        stylesheet: started(/^\/main\.[0-9a-f]+\.css$/),
      };
    });
    // The page's content, styles and pictures came with the HTML; its scripts and their hints only
    // after they showed.
    expect(Number.isFinite(timing.paint)).toBe(true);
    expect(timing.stylesheet).toBeLessThan(timing.paint);
    expect(timing.shell).toBeGreaterThan(timing.paint);
    expect(timing.remotes).toBeGreaterThan(timing.paint);
    expect(timing.entry).toBeGreaterThan(timing.paint);
  });

  test('a page scrolled before its scripts ran stays where the reader scrolled; a link to another page opens at its top', async ({
    page,
    api,
  }) => {
    await warmListing(api);
    // The shell's script held back: the reader scrolls the server's page while it is not yet live.
    const release = await holdReplies(page, '**/main.*.js');
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('product-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    release();
    await hydrated(page, 'catalog');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    // Moving to another page in the app starts it at the top, as a full load would.
    await page.getByTestId('product-card').nth(4).getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const lang of LANGS) {
    test(`the listing and the home page hydrate without console errors and work: sort, search, language (${lang})`, async ({
      page,
    }) => {
      const seen = watch(page);
      await page.goto(withLang('/products', lang));
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'catalog');
      // The first page of products came with the HTML: not read again.
      expect(seen.reads.filter((read) => read.startsWith('/api/products?'))).toEqual([]);
      // Interactive: a sort choice reaches the address and the list.
      await page.getByTestId('sort-select').selectOption('price-asc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');

      await page.goto(withLang('/', lang));
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'catalog');
      await page.getByTestId('search-button').click();
      await expect(page.getByTestId('search-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      // The language switch renders the other language in place.
      await page.getByTestId('language-switch').first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? 'en' : 'ar');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
        lang === 'ar' ? 'Premium Office Furniture' : 'أثاث مكتبي فاخر',
      );
      expect(seen.problems).toEqual([]);
    });
  }
});

// A catalogue on a host of its own whose server entry can be made to fail in each way, while its
// browser build stays the real one: the site must answer 200 with the rest rendered on the server,
// and the browser renders the catalogue's part.
const FAILING_ENTRIES: Record<string, string> = {
  'throws.0000000001.cjs':
    "exports.init = () => ({ default: function Pages() { throw new Error('the catalogue broke on the server'); } });",
  'hangs.0000000002.cjs':
    "exports.init = () => { const React = require('react'); const never = new Promise(() => {}); return { default: function Pages() { return React.use(never); } }; };",
  'bad-require.0000000003.cjs': "require('fs'); exports.init = () => ({});",
};

test.describe('a remote that fails on the server', () => {
  let host: http.Server;
  let hostUrl: string;
  let site: RunningSite;
  let serverEntry = 'gone.0000000000.cjs';
  /** The server entries the site asked the host for. */
  const served = new Set<string>();
  const dist = path.join(ROOT, 'mf-catalog', 'dist');

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    host = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://host');
      // The test's browser sends its own X-Forwarded-For, so the runtime's manifest fetch is preflighted.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') {
        response.statusCode = 204;
        response.end();
        return;
      }
      if (url.pathname === '/mf-manifest.json') {
        const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
        manifest.metaData.ssrRemoteEntry = { name: serverEntry, path: 'server', type: 'commonjs-module' };
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(manifest));
        return;
      }
      if (url.pathname.startsWith('/server/')) served.add(url.pathname.slice('/server/'.length));
      const failing = FAILING_ENTRIES[url.pathname.replace('/server/', '')];
      if (failing) {
        response.end(failing);
        return;
      }
      const file = path.join(dist, path.normalize(url.pathname));
      if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader('Content-Type', file.endsWith('.css') ? 'text/css' : 'text/javascript');
      fs.createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    site = await startSite({ MF_CATALOG_URL: `${hostUrl}/mf-manifest.json`, SSR_BUDGET_MS: '300' });
  });

  test.afterAll(async () => {
    await site?.stop();
    host?.close();
  });

  test("loads the remote's server entry as the server starts, before any page is asked for", async () => {
    // Nothing has asked the site for a page yet: only its warm-up fetches the catalogue's server entry,
    // so the first shopper after a start or a deploy does not wait for it.
    await expect.poll(() => served.has(serverEntry), { timeout: 30_000 }).toBe(true);
  });

  for (const [entry, failure] of [
    ['gone.0000000000.cjs', 'cannot be loaded'],
    ['throws.0000000001.cjs', 'throws while rendering'],
    ['hangs.0000000002.cjs', 'takes longer than the budget'],
    ['bad-require.0000000003.cjs', 'requires a module the shell does not share'],
  ] as const) {
    test(`a catalogue that ${failure} is rendered in the browser; the rest of the page on the server`, async ({
      page,
    }) => {
      serverEntry = entry;
      // The server looks at a configured manifest again every few seconds: wait for it to see this one.
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${site.url}/products`, { headers: { Accept: 'text/html' } });
            const html = await answer.text();
            return [
              served.has(entry),
              answer.status,
              html.includes('<footer'),
              html.includes('data-testid="product-card"'),
            ];
          },
          { timeout: 30_000 },
        )
        .toEqual([true, 200, true, false]);
      await page.goto(`${site.url}/products`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  }

  test('a working build published on the host afterwards is server-rendered again, without a restart', async () => {
    const built = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { ssrRemoteEntry: { name: string } };
    };
    serverEntry = built.metaData.ssrRemoteEntry.name;
    await expect
      .poll(
        async () => {
          const html = await (await fetch(`${site.url}/products`, { headers: { Accept: 'text/html' } })).text();
          return [served.has(serverEntry), html.includes('data-testid="product-card"')];
        },
        { timeout: 30_000 },
      )
      .toEqual([true, true]);
  });
});
