import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import request from 'supertest';
import { validateXML } from 'xmllint-wasm';
import { createApp } from '../src/app';
import { Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { Article } from '../src/content/model';
import { seedArticles } from '../src/content/seed';
import { connectDatabase, disconnectDatabase } from '../src/db/connection';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { RouteModule } from '../src/http/api-router';
import { buildRobots, SITE_PAGES } from '@ogulf/site-files';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

const database = useTestDatabase();

/** Lets a test play the part of an admin write: forget the cached replies of one resource. */
const invalidateRoute: RouteModule = (router) => {
  router.get('/test/invalidate/:tag', (ctx) => {
    ctx.readCache.invalidate(String(ctx.params['tag']));
    ctx.body = { success: true, data: null };
  });
};
const server = createApp({
  config: testConfig({ dataDir: testShopDataDir() }),
  extraRoutes: [invalidateRoute],
}).callback();
const HOST = 'shop.example.qa';
const ORIGIN = `http://${HOST}`;
const get = (path: string, host = HOST) => request(server).get(path).set('Host', host);

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority: number;
  'xhtml:link'?: Array<{ '@_rel': string; '@_hreflang': string; '@_href': string }>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: true,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  });
  return (parser.parse(xml) as { urlset: { url: SitemapUrl[] } }).urlset.url;
}

const fixture = (file: string) => ({
  fileName: file,
  contents: fs.readFileSync(path.join(__dirname, 'seo-fixtures', file), 'utf8'),
});

/** What the public API lists: the sitemap must hold every one of these. */
async function publicCatalog() {
  const categories = (await get('/api/categories').expect(200)).body.data as Array<{
    id: string;
    subcategories: Array<{ id: string }>;
  }>;
  const products: Array<{ id: string; slug: string; updatedAt: string }> = [];
  for (let page = 1; ; page += 1) {
    const res = await get(`/api/products?limit=48&page=${page}`).expect(200);
    products.push(...res.body.data.items);
    if (page >= res.body.data.pages) break;
  }
  const articles = (await get('/api/articles?limit=50').expect(200)).body.data.items as Array<{
    slug: string;
    titleAr?: string;
  }>;
  return { categories, subcategories: categories.flatMap((category) => category.subcategories), products, articles };
}

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedArticles(), seedZoneDeliverySettings()]);
});

describe('GET /sitemap.xml', () => {
  let xml: string;
  let urls: SitemapUrl[];
  let byLoc: Map<string, SitemapUrl>;

  beforeAll(async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    xml = res.text;
    urls = parseSitemap(xml);
    byLoc = new Map(urls.map((url) => [url.loc, url]));
  });

  it('is valid against the sitemaps.org schema (with the xhtml:link hreflang element)', async () => {
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [fixture('sitemap-with-hreflang.xsd')],
      preload: [fixture('sitemap.xsd'), fixture('xhtml-link.xsd')],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every category, subcategory, product (by slug and by id) and article the site shows, with the spec values', async () => {
    const catalog = await publicCatalog();
    expect(catalog.products.length).toBeGreaterThan(100);
    for (const category of catalog.categories)
      expect(byLoc.get(`${ORIGIN}/category/${category.id}`)).toMatchObject({ priority: 0.8, changefreq: 'weekly' });
    for (const sub of catalog.subcategories)
      expect(byLoc.get(`${ORIGIN}/subcategory/${sub.id}?lang=ar`)).toMatchObject({
        priority: 0.7,
        changefreq: 'weekly',
      });
    for (const product of catalog.products) {
      expect(byLoc.get(`${ORIGIN}/product/${product.slug}`)).toMatchObject({
        priority: 0.6,
        changefreq: 'weekly',
        lastmod: product.updatedAt.replace(/\.\d{3}Z$/, 'Z'),
      });
      expect(byLoc.get(`${ORIGIN}/product/${product.id}`)).toMatchObject({ priority: 0.6, changefreq: 'weekly' });
    }
    for (const article of catalog.articles)
      expect(byLoc.get(`${ORIGIN}/${article.slug}`)).toMatchObject({ priority: 0.7, changefreq: 'monthly' });

    const translated = catalog.articles.filter((article) => article.titleAr).length;
    expect(translated).toBe(40);
    const bothLanguages =
      SITE_PAGES.length +
      catalog.categories.length +
      catalog.subcategories.length +
      catalog.products.length +
      translated;
    const englishOnly = catalog.products.length + (catalog.articles.length - translated);
    expect(urls).toHaveLength(bothLanguages * 2 + englishOnly);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('gives the fixed pages the priorities and frequencies of the spec table', () => {
    expect(byLoc.get(`${ORIGIN}/`)).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(byLoc.get(`${ORIGIN}/products`)).toMatchObject({ priority: 0.9, changefreq: 'daily' });
    expect(byLoc.get(`${ORIGIN}/about`)?.priority).toBe(0.8);
    expect(byLoc.get(`${ORIGIN}/services`)?.priority).toBe(0.7);
    expect(byLoc.get(`${ORIGIN}/contact`)?.priority).toBe(0.6);
    for (const page of ['customer-service', 'delivery-info', 'return-policy', 'terms-conditions']) {
      expect(byLoc.get(`${ORIGIN}/${page}`)).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
    }
    for (const city of ['doha', 'lusail', 'al-waab'])
      expect(byLoc.has(`${ORIGIN}/office-furniture-${city}?lang=ar`)).toBe(true);
  });

  it('uses absolute URLs of this site only, and never lists the pages crawlers are kept out of', () => {
    for (const url of urls) {
      const { origin, pathname } = new URL(url.loc);
      expect(origin).toBe(ORIGIN);
      expect(pathname).not.toMatch(/^\/(cart|checkout|order-confirmation|admin|adm)(\/|$)/);
      expect(pathname).toMatch(
        /^\/(|products|collection|blog|[a-z-]+|product\/[^/]+|category\/[0-9a-f]{24}|subcategory\/[0-9a-f]{24})$/,
      );
    }
  });

  it('links both language versions of a page with hreflang en, ar and x-default', () => {
    const home = byLoc.get(`${ORIGIN}/?lang=ar`)?.['xhtml:link'] ?? [];
    expect(home.map((link) => [link['@_rel'], link['@_hreflang'], link['@_href']])).toEqual([
      ['alternate', 'en', `${ORIGIN}/`],
      ['alternate', 'ar', `${ORIGIN}/?lang=ar`],
      ['alternate', 'x-default', `${ORIGIN}/`],
    ]);
  });

  it('lists every article in both languages, each address linking the other with hreflang', async () => {
    const { articles } = await publicCatalog();
    expect(articles).toHaveLength(40);
    for (const { slug } of articles) {
      const expected = [
        ['alternate', 'en', `${ORIGIN}/${slug}`],
        ['alternate', 'ar', `${ORIGIN}/${slug}?lang=ar`],
        ['alternate', 'x-default', `${ORIGIN}/${slug}`],
      ];
      for (const loc of [`${ORIGIN}/${slug}`, `${ORIGIN}/${slug}?lang=ar`]) {
        const links = byLoc.get(loc)?.['xhtml:link'] ?? [];
        expect({ loc, links: links.map((link) => [link['@_rel'], link['@_hreflang'], link['@_href']]) }).toEqual({
          loc,
          links: expected,
        });
      }
    }
  });

  it('builds its URLs from the host of each request, even when an earlier reply came from the cache', async () => {
    const other = await get('/sitemap.xml', 'other.example.qa:8080').expect(200);
    expect(other.text).toContain('<loc>http://other.example.qa:8080/products</loc>');
    expect(other.text).not.toContain(HOST);
    const forged = await get('/sitemap.xml', 'evil.example"><x').expect(200);
    expect(forged.text).toContain('<loc>http://localhost/products</loc>');
  });

  it('follows catalogue and blog changes once their caches are invalidated, and not before', async () => {
    const product = await Product.findOne().sort({ name: 1 }).lean<{ _id: unknown; slug: string }>();
    const article = await Article.findOne().lean<Record<string, unknown>>();
    await Product.deleteOne({ _id: product!._id });
    expect((await get('/sitemap.xml')).text).toContain(`/product/${product!.slug}<`);
    await get('/api/test/invalidate/catalog').expect(200);
    expect((await get('/sitemap.xml')).text).not.toContain(`/product/${product!.slug}<`);

    const { _id, ...copy } = article!;
    await Article.create({ ...copy, slug: 'a-new-article-for-the-sitemap', titleAr: undefined });
    expect((await get('/sitemap.xml')).text).not.toContain('/a-new-article-for-the-sitemap<');
    await get('/api/test/invalidate/articles').expect(200);
    expect((await get('/sitemap.xml')).text).toContain(`<loc>${ORIGIN}/a-new-article-for-the-sitemap</loc>`);
  });
});

describe('GET /robots.txt', () => {
  it('serves the shared robots file for this host: checkout and admin kept out, the sitemap named', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Every rule of the file is proven in packages/site-files/src/robots.test.ts; here, that it is served for this host.
    expect(res.text).toBe(buildRobots(ORIGIN));
    const robots = robotsParser(`${ORIGIN}/robots.txt`, res.text);
    for (const blocked of ['/checkout', '/admin'])
      expect(robots.isDisallowed(`${ORIGIN}${blocked}`, 'GPTBot')).toBe(true);
    expect(robots.isAllowed(`${ORIGIN}/product/walnut-desk`, 'Googlebot')).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});

describe('GET /llms.txt', () => {
  it('summarises the company, every category with its product count, contact, hours, policies and key pages', async () => {
    const res = await get('/llms.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const { categories } = await publicCatalog();
    const counts = (await get('/api/categories')).body.data as Array<{
      id: string;
      name: string;
      productCount: number;
    }>;
    expect(categories.length).toBe(counts.length);
    for (const category of counts) {
      expect(res.text).toContain(
        `- [${category.name}](${ORIGIN}/category/${category.id}) (${category.productCount} products)`,
      );
    }
    expect(res.text).toMatch(/^# OGulf Office Furniture\n\n> .*since 2006/);
    expect(res.text).toContain('+974 4412 3456');
    expect(res.text).toContain('Sunday to Thursday and Saturday 08:00–18:00; Friday closed');
    expect(res.text).toContain('Free delivery across Qatar with no minimum order (9 delivery zones)');
    expect(res.text).toContain('within 7 days of delivery');
    expect(res.text).toContain(`[Delivery Information](${ORIGIN}/delivery-info)`);
  });

  it('answers the short fallback text, not an error, when the summary cannot be made', async () => {
    await disconnectDatabase();
    try {
      const res = await get('/api/test/invalidate/catalog').then(() => get('/llms.txt'));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('# OGulf Office Furniture');
      expect(res.text).toContain('+974 4412 3456');
      expect(res.text).not.toContain('## What we sell');
    } finally {
      await connectDatabase(database.uri, database.dbName);
    }
    // The failure was not cached: the full summary is back.
    expect((await get('/llms.txt')).text).toContain('## What we sell');
  });
});
