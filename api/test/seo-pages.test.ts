import { trusted } from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { Article } from '../src/content/model';
import { seedArticles } from '../src/content/seed';
import { connectDatabase, disconnectDatabase } from '../src/db/connection';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { RouteModule } from '../src/http/api-router';
import { BARE_MANIFEST, makeWebRoot, removeDir, testConfig, testShopDataDir, useTestDatabase } from './helpers';

const database = useTestDatabase();

/** The shell's built index.html, as rspack writes it (minified, generic title and description). */
const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>OGulf Office Furniture | Office Furniture & IT in Qatar</title><meta name="description" content="Generic shell description.">' +
  '<meta name="theme-color" content="#0e3a4a"><script>try{}catch(e){}</script><script src="/main.0123456789.js" type="module"></script>' +
  '</head><body><div id="root"></div></body></html>';

const invalidateRoute: RouteModule = (router) => {
  router.get('/test/invalidate/:tag', (ctx) => {
    ctx.readCache.invalidate(String(ctx.params['tag']));
    ctx.body = { success: true, data: null };
  });
};

let webRoot: string;
let server: ReturnType<ReturnType<typeof createApp>['callback']>;
const HOST = 'shop.example.qa';
const ORIGIN = `http://${HOST}`;

beforeAll(async () => {
  webRoot = await makeWebRoot({
    'shell/dist/index.html': SHELL,
    'mf-catalog/dist/mf-manifest.json': BARE_MANIFEST,
    'mf-blog/dist/mf-manifest.json': BARE_MANIFEST,
  });
  server = createApp({
    config: testConfig({ webRoot, dataDir: testShopDataDir() }),
    extraRoutes: [invalidateRoute],
  }).callback();
  await Promise.all([seedCatalog(), seedArticles(), seedZoneDeliverySettings()]);
});

afterAll(async () => {
  await removeDir(webRoot);
});

interface Page {
  status: number;
  html: string;
  lang: string | undefined;
  dir: string | undefined;
  titles: string[];
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A plain HTTP GET, as a crawler that runs no JavaScript sees the page. */
async function crawl(path: string): Promise<Page> {
  const res = await request(server).get(path).set('Host', HOST).set('Accept', 'text/html');
  const html = res.text;
  const attr = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const meta: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    meta[match[1]!] ??= decode(match[2]!);
  return {
    status: res.status,
    html,
    lang: attr(/<html lang="([^"]+)"/),
    dir: attr(/<html [^>]*dir="([^"]+)"/),
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    description: attr(/<meta name="description" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((match) => [
        match[1]!,
        decode(match[2]!),
      ]),
    ),
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

const ofType = (page: Page, type: string) => page.jsonLd.find((data) => data['@type'] === type);

function expectIndexable(page: Page, canonical: string) {
  expect(page.status).toBe(200);
  expect(page.titles).toHaveLength(1);
  expect(page.titles[0]!.length).toBeLessThanOrEqual(60);
  expect(page.description).toBeDefined();
  expect(page.description!.length).toBeLessThanOrEqual(160);
  expect(page.description).not.toBe('Generic shell description.');
  expect(page.robots).toBeUndefined();
  expect(page.canonical).toBe(canonical);
  expect(page.meta['og:title']).toBe(page.titles[0]);
  expect(page.meta['og:url']).toBe(canonical);
  expect(page.meta['twitter:title']).toBe(page.titles[0]);
  // The rest of the shell is untouched: its app script still loads.
  expect(page.html).toContain('<script src="/main.0123456789.js" type="module"></script>');
}

async function firstProduct(filter: Record<string, unknown>) {
  const product = await Product.findOne(filter)
    .sort({ name: 1 })
    .lean<{ _id: unknown; slug: string; name: string; price: number | null }>();
  return { id: String(product!._id), slug: product!.slug, name: product!.name, price: product!.price };
}

describe('storefront pages as a crawler without JavaScript sees them', () => {
  it('serves the home page with location-specific tags, hreflang alternates and the store with its 4.8 rating from 150 reviews', async () => {
    const page = await crawl('/');
    expectIndexable(page, `${ORIGIN}/`);
    expect([page.lang, page.dir]).toEqual(['en', 'ltr']);
    expect(page.titles[0]).toBe('Office Furniture in Qatar | OGulf Office Furniture');
    expect(page.description).toMatch(/Doha and across Qatar/);
    expect(page.alternates).toEqual({ en: `${ORIGIN}/`, ar: `${ORIGIN}/?lang=ar`, 'x-default': `${ORIGIN}/` });
    const store = ofType(page, 'FurnitureStore');
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      name: 'OGulf Office Furniture',
      telephone: '+974 4412 3456',
      address: { '@type': 'PostalAddress', addressLocality: 'Doha', addressCountry: 'QA' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 150 },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
    });
    expect(ofType(page, 'WebSite')).toMatchObject({ url: `${ORIGIN}/` });
    expect(page.html.match(/<meta charset="utf-8">/g)).toHaveLength(1);
    expect(page.html.indexOf('<meta charset="utf-8">')).toBeLessThan(page.html.indexOf('<title>'));
  });

  it("hints the page's own remote to the browser, and none on a page that does not exist", async () => {
    const preloaded = async (path: string) => {
      const html = (await request(server).get(path).set('Host', HOST)).text;
      return [...html.matchAll(/<link rel="preload" as="script" href="\/remotes\/(\w+)\/remoteEntry\.js"/g)].map(
        (match) => match[1],
      );
    };
    await expect(preloaded('/')).resolves.toEqual(['catalog']);
    await expect(preloaded('/about')).resolves.toEqual(['blog']);
    await expect(preloaded('/no-such-article-here')).resolves.toEqual([]);
  });

  it('serves Arabic head tags and a right-to-left document for ?lang=ar', async () => {
    const page = await crawl('/?lang=ar');
    expectIndexable(page, `${ORIGIN}/?lang=ar`);
    expect([page.lang, page.dir]).toEqual(['ar', 'rtl']);
    expect(page.titles[0]).toBe('أثاث مكتبي في قطر | أو جلف للأثاث المكتبي');
    expect(page.description).toMatch(/قطر/);
    expect(page.meta['og:locale']).toBe('ar_QA');
    expect(page.alternates['ar']).toBe(`${ORIGIN}/?lang=ar`);
  });

  it.each([
    ['doha', 'Doha', 'الدوحة'],
    ['lusail', 'Lusail', 'لوسيل'],
    ['al-waab', 'Al Waab', 'الوعب'],
  ])('gives the %s landing page its own city title and description in both languages', async (slug, en, ar) => {
    const english = await crawl(`/office-furniture-${slug}`);
    expectIndexable(english, `${ORIGIN}/office-furniture-${slug}`);
    expect(english.titles[0]).toBe(`Office Furniture in ${en} | OGulf Office Furniture`);
    expect(english.description).toContain(en);
    expect(ofType(english, 'FurnitureStore')).toMatchObject({ areaServed: { '@type': 'City', name: en } });
    const arabic = await crawl(`/office-furniture-${slug}?lang=ar`);
    expect(arabic.titles[0]).toBe(`أثاث مكتبي في ${ar} | أو جلف للأثاث المكتبي`);
    expect(arabic.description).toContain(ar);
  });

  it('gives every fixed page a title and description of its own', async () => {
    const paths = [
      '/',
      '/products',
      '/collection',
      '/about',
      '/services',
      '/contact',
      '/our-story',
      '/customer-service',
      '/delivery-info',
      '/return-policy',
      '/terms-conditions',
      '/blog',
    ];
    const pages = await Promise.all(paths.map((path) => crawl(path)));
    for (const [index, page] of pages.entries())
      expectIndexable(page, `${ORIGIN}${paths[index] === '/' ? '/' : paths[index]}`);
    expect(new Set(pages.map((page) => page.titles[0])).size).toBe(paths.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(paths.length);
  });

  it('serves a product with a Product offer in QAR, its picture and its breadcrumb', async () => {
    const product = await firstProduct({ price: trusted({ $gt: 0 }), contactForQuote: false });
    const page = await crawl(`/product/${product.slug}`);
    expectIndexable(page, `${ORIGIN}/product/${product.slug}`);
    expect(page.titles[0]).toContain(product.name.slice(0, 30));
    expect(page.meta['og:type']).toBe('product');
    expect(page.meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/assets/images/shop/.+\\.webp$`));
    const data = ofType(page, 'Product');
    expect(data).toMatchObject({
      name: product.name,
      url: `${ORIGIN}/product/${product.slug}`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'QAR',
        price: product.price!.toFixed(2),
        availability: expect.stringMatching(/^https:\/\/schema\.org\//),
      },
    });
    const crumbs = ofType(page, 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ item: `${ORIGIN}/product/${product.slug}` });
  });

  it('gives a product sold on quotation no price', async () => {
    const product = await firstProduct({ price: null });
    const page = await crawl(`/product/${product.slug}?lang=ar`);
    expectIndexable(page, `${ORIGIN}/product/${product.slug}?lang=ar`);
    expect(ofType(page, 'Product')).not.toHaveProperty('offers');
    expect(page.meta['product:price:amount']).toBeUndefined();
  });

  it('moves /product/{id} permanently to /product/{slug}, keeping the language', async () => {
    const product = await firstProduct({});
    const res = await request(server).get(`/product/${product.id}?lang=ar`).set('Host', HOST).expect(301);
    expect(res.headers['location']).toBe(`/product/${product.slug}?lang=ar`);
  });

  it('serves an article with BlogPosting data, and its translation in Arabic', async () => {
    const list = await request(server).get('/api/articles?featured=true').expect(200);
    const article = (list.body.data.items as Array<{ slug: string; title: string; titleAr: string }>)[0]!;
    const detail = (await request(server).get(`/api/articles/${article.slug}`).expect(200)).body.data as {
      seoTitle: string;
      seoDescription: string;
      publishDate: string;
    };
    const page = await crawl(`/${article.slug}`);
    expectIndexable(page, `${ORIGIN}/${article.slug}`);
    expect(page.titles[0]).toBe(detail.seoTitle);
    expect(page.description).toBe(detail.seoDescription);
    expect(page.meta['og:type']).toBe('article');
    expect(ofType(page, 'BlogPosting')).toMatchObject({
      headline: article.title,
      datePublished: detail.publishDate,
      url: `${ORIGIN}/${article.slug}`,
      inLanguage: 'en-QA',
    });
    const arabic = await crawl(`/${article.slug}?lang=ar`);
    expect(arabic.canonical).toBe(`${ORIGIN}/${article.slug}?lang=ar`);
    expect(ofType(arabic, 'BlogPosting')).toMatchObject({ headline: article.titleAr, inLanguage: 'ar-QA' });
  });

  it('serves a generated article in Arabic with its Arabic title, description, author and both addresses', async () => {
    const list = await request(server).get('/api/articles?featured=false&limit=1').expect(200);
    const { slug } = (list.body.data.items as Array<{ slug: string }>)[0]!;
    const article = (await request(server).get(`/api/articles/${slug}`).expect(200)).body.data as {
      titleAr: string;
      excerptAr: string;
      author: { nameAr: string };
    };
    const page = await crawl(`/${slug}?lang=ar`);
    expectIndexable(page, `${ORIGIN}/${slug}?lang=ar`);
    expect(page.titles[0]).toBe(article.titleAr);
    expect(page.description).toBe(article.excerptAr);
    expect(page.alternates).toEqual({
      en: `${ORIGIN}/${slug}`,
      ar: `${ORIGIN}/${slug}?lang=ar`,
      'x-default': `${ORIGIN}/${slug}`,
    });
    expect(ofType(page, 'BlogPosting')).toMatchObject({
      headline: article.titleAr,
      inLanguage: 'ar-QA',
      author: { name: article.author.nameAr },
    });
  });

  it('points the Arabic address of an untranslated article at the English one', async () => {
    const record = await Article.findOne({ featured: false }).lean<Record<string, unknown>>();
    const { _id, titleAr: _titleAr, excerptAr: _excerptAr, contentAr: _contentAr, ...english } = record!;
    const slug = 'an-article-staff-wrote-in-english';
    await Article.create({ ...english, slug });
    const page = await crawl(`/${slug}?lang=ar`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${ORIGIN}/${slug}`);
    expect(page.alternates).toEqual({});
  });

  it('serves category and subcategory pages, and the listing of one category', async () => {
    const categories = (await request(server).get('/api/categories').expect(200)).body.data as Array<{
      id: string;
      name: string;
      subcategories: Array<{ id: string; name: string }>;
    }>;
    const category = categories[0]!;
    const page = await crawl(`/category/${category.id}`);
    expectIndexable(page, `${ORIGIN}/category/${category.id}`);
    expect(page.titles[0]).toContain(category.name);
    const sub = category.subcategories[0]!;
    const subPage = await crawl(`/subcategory/${sub.id}`);
    expectIndexable(subPage, `${ORIGIN}/subcategory/${sub.id}`);
    expect(subPage.titles[0]).toContain(sub.name);
    const listing = await crawl(`/products?category=${encodeURIComponent(category.name)}`);
    expectIndexable(listing, `${ORIGIN}/products?${new URLSearchParams({ category: category.name })}`);
    expect(listing.titles[0]).toContain(`Shop ${category.name}`);
  });

  it.each(['/cart', '/checkout', '/order-confirmation', '/track-order', '/quote/qt_0123456789abcdefghij'])(
    'keeps %s out of search results with noindex',
    async (path) => {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.robots).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.titles[0]!.length).toBeLessThanOrEqual(60);
    },
  );

  it('keeps the admin pages out with noindex, nofollow', async () => {
    for (const path of ['/adm/ogulf', '/admin', '/admin/orders'])
      expect((await crawl(path)).robots).toBe('noindex, nofollow');
  });

  it.each([
    '/no/such/page',
    '/no-such-article',
    '/product/no-such-product',
    '/category/0123456789abcdef01234567',
    '/subcategory/0123456789abcdef01234567',
  ])('answers %s with 404, the shell (which shows its 404 page) and noindex', async (path) => {
    const page = await crawl(path);
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
    expect(page.titles).toEqual(['Page Not Found | OGulf Office Furniture']);
    expect(page.canonical).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('sends the HTML uncached by browsers, revalidated with an ETag', async () => {
    const first = await request(server).get('/about').set('Host', HOST).expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-frame-options']).toBe('DENY');
    await request(server)
      .get('/about')
      .set('Host', HOST)
      .set('If-None-Match', String(first.headers['etag']))
      .expect(304);
  });

  it('shows a renamed product once the catalogue cache is invalidated', async () => {
    const product = await firstProduct({ price: trusted({ $gt: 0 }) });
    expect((await crawl(`/product/${product.slug}`)).titles[0]).not.toContain('Renamed Desk');
    await Product.updateOne({ _id: product.id }, { $set: { name: 'Renamed Desk' } });
    expect((await crawl(`/product/${product.slug}`)).titles[0]).not.toContain('Renamed Desk');
    await request(server).get('/api/test/invalidate/catalog').expect(200);
    expect((await crawl(`/product/${product.slug}`)).titles[0]).toBe('Renamed Desk | OGulf Office Furniture');
  });

  it('serves the shell as built when the database is down, rather than an error or a wait', async () => {
    await disconnectDatabase();
    try {
      const res = await request(server).get('/office-furniture-doha?x=1').set('Host', HOST).expect(200);
      expect(res.text).toBe(SHELL);
    } finally {
      await connectDatabase(database.uri, database.dbName);
    }
  });
});
