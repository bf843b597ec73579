import request from 'supertest';
import { createApp } from '../src/app';
import { Category, Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { adminAgent, resetAdminUser } from './admin-login';
import { BARE_MANIFEST, makeWebRoot, removeDir, testConfig, testShopDataDir, useTestDatabase } from './helpers';

/** Issue 17: the product form's address (slug) and SEO texts, as the API checks, stores and serves them. */

useTestDatabase();

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">' +
  '<title>OGulf Office Furniture</title><meta name="description" content="Generic shell description.">' +
  '</head><body><div id="root"></div></body></html>';
const HOST = 'shop.example.qa';

let webRoot: string;
let server: ReturnType<ReturnType<typeof createApp>['callback']>;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let category: string;

beforeAll(async () => {
  webRoot = await makeWebRoot({
    'shell/dist/index.html': SHELL,
    'mf-catalog/dist/mf-manifest.json': BARE_MANIFEST,
  });
  server = createApp({ config: testConfig({ webRoot, dataDir: testShopDataDir() }) }).callback();
  await Promise.all([seedCatalog(), resetAdminUser()]);
  admin = await adminAgent(server);
  category = String((await Category.findOne({ slug: CATALOG_SEED.categories[0]!.slug }).lean())!._id);
});

afterAll(async () => {
  await removeDir(webRoot);
});

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Oak Meeting Table',
  nameAr: 'طاولة اجتماعات من خشب البلوط',
  shortDescription: 'A table for eight.',
  shortDescriptionAr: 'طاولة لثمانية أشخاص.',
  category,
  price: 3200,
  ...extra,
});

/** The page as a crawler gets it: title and meta description from the server's head tags. */
async function head(path: string) {
  const res = await request(server).get(path).set('Host', HOST).set('Accept', 'text/html');
  const html = res.text;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { status: res.status, location: res.headers['location'], title, description };
}

describe('the product address (slug)', () => {
  it('takes the address the admin typed, and refuses one another product has with a 409 naming it', async () => {
    const created = await admin
      .post('/api/products')
      .send(body({ slug: 'oak-table-8-seats' }))
      .expect(201);
    expect(created.body.data.slug).toBe('oak-table-8-seats');
    await request(server).get('/api/products/oak-table-8-seats').expect(200);

    const before = await Product.countDocuments();
    const clash = await admin.post('/api/products').send(body({ name: 'Another Table', slug: 'oak-table-8-seats' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      success: false,
      error: { code: 'SLUG_TAKEN', details: { slug: 'oak-table-8-seats' } },
    });
    expect(clash.body.error.message).toMatch(/oak-table-8-seats/);
    expect(await Product.countDocuments()).toBe(before);

    // Renaming another product onto it is refused the same way, and changes nothing.
    const other = await admin
      .post('/api/products')
      .send(body({ name: 'Walnut Table', slug: 'walnut-table' }))
      .expect(201);
    const move = await admin
      .put(`/api/products/${other.body.data.id}`)
      .send(body({ name: 'Walnut Table', slug: 'oak-table-8-seats' }));
    expect(move.status).toBe(409);
    expect(move.body.error.code).toBe('SLUG_TAKEN');
    expect((await Product.findById(other.body.data.id).lean())!.slug).toBe('walnut-table');
  });

  it.each([['Oak Table'], ['oak_table'], ['-oak'], ['oak--table'], ['search'], ['a'.repeat(181)]])(
    'refuses the address %j with a 400 on the slug field',
    async (slug) => {
      const before = await Product.countDocuments();
      const res = await admin.post('/api/products').send(body({ name: 'Slug Check Table', slug }));
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body.error.details)).toContain('slug');
      expect(await Product.countDocuments()).toBe(before);
    },
  );

  it('keeps the old address working after a change: the API finds it and the page moves there for good', async () => {
    const created = await admin
      .post('/api/products')
      .send(body({ name: 'Standing Desk Pro', slug: 'standing-desk-pro' }))
      .expect(201);
    const id = created.body.data.id as string;
    const saved = await admin
      .put(`/api/products/${id}`)
      .send(body({ name: 'Standing Desk Pro', slug: 'electric-standing-desk' }))
      .expect(200);
    expect(saved.body.data.slug).toBe('electric-standing-desk');

    const old = await request(server).get('/api/products/standing-desk-pro').expect(200);
    expect(old.body.data).toMatchObject({ id, slug: 'electric-standing-desk' });
    const page = await head('/product/standing-desk-pro?lang=ar');
    expect(page.status).toBe(301);
    expect(page.location).toBe('/product/electric-standing-desk?lang=ar');
    expect((await head('/product/electric-standing-desk')).status).toBe(200);

    // The old address can be given to another product, which then owns it.
    const taker = await admin
      .post('/api/products')
      .send(body({ name: 'Desk Pro Frame', slug: 'standing-desk-pro' }))
      .expect(201);
    expect((await request(server).get('/api/products/standing-desk-pro').expect(200)).body.data.id).toBe(
      taker.body.data.id,
    );
  });

  it('keeps the address when only the name changes, since the form sends it', async () => {
    const created = await admin
      .post('/api/products')
      .send(body({ name: 'Filing Cabinet Four', slug: 'filing-cabinet-4' }))
      .expect(201);
    const saved = await admin
      .put(`/api/products/${created.body.data.id}`)
      .send(body({ name: 'Filing Cabinet, Four Drawers', slug: 'filing-cabinet-4' }))
      .expect(200);
    expect(saved.body.data.slug).toBe('filing-cabinet-4');
  });
});

describe('the SEO title and description', () => {
  it('refuses a title over 60 or a description over 160 characters, in either language, and stores nothing', async () => {
    for (const extra of [
      { seoTitle: 'T'.repeat(61) },
      { seoTitleAr: 'ع'.repeat(61) },
      { seoDescription: 'D'.repeat(161) },
      { seoDescriptionAr: 'و'.repeat(161) },
    ]) {
      const before = await Product.countDocuments();
      const res = await admin.post('/api/products').send(body({ name: 'SEO Limit Table', ...extra }));
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([expect.objectContaining({ path: Object.keys(extra)[0] })]);
      expect(await Product.countDocuments()).toBe(before);
    }
  });

  it('stores them, answers them to the admin, and the product page serves them in its head', async () => {
    const seo = {
      seoTitle: 'Oak Boardroom Table for 8 | Doha Delivery', // 41 characters
      seoTitleAr: 'طاولة اجتماعات بلوط لثمانية | توصيل في الدوحة',
      seoDescription: 'Solid oak boardroom table seating eight, delivered and assembled free across Qatar.',
      seoDescriptionAr: 'طاولة اجتماعات من البلوط الصلب لثمانية أشخاص، مع توصيل وتركيب مجاني في قطر.',
    };
    const created = await admin
      .post('/api/products')
      .send(
        body({ name: 'Boardroom Table Eight', slug: 'boardroom-table-eight', ...seo, seoTitle: `  ${seo.seoTitle} ` }),
      )
      .expect(201);
    expect(created.body.data).toMatchObject(seo);
    const listed = (await admin.get('/api/admin/products?q=Boardroom%20Table%20Eight').expect(200)).body.data.items;
    expect(listed[0]).toMatchObject(seo);

    const en = await head('/product/boardroom-table-eight');
    expect(en.title).toBe(seo.seoTitle.replace('&', '&amp;'));
    expect(en.description).toBe(seo.seoDescription);
    const ar = await head('/product/boardroom-table-eight?lang=ar');
    expect(ar.title).toBe(seo.seoTitleAr);
    expect(ar.description).toBe(seo.seoDescriptionAr);

    // Emptied: the title is made from the name again.
    await admin
      .put(`/api/products/${created.body.data.id}`)
      .send(body({ name: 'Boardroom Table Eight', slug: 'boardroom-table-eight', seoTitle: '', seoTitleAr: '' }))
      .expect(200);
    expect((await head('/product/boardroom-table-eight')).title).toMatch(/^Boardroom Table Eight \| /);
  });
});

describe('a sale', () => {
  it('stores the price charged and the regular price, and answers both to the storefront', async () => {
    const created = await admin
      .post('/api/products')
      .send(body({ name: 'Sale Desk', slug: 'sale-desk', price: 1999, regularPrice: 2450 }))
      .expect(201);
    expect(created.body.data).toMatchObject({ price: 1999, regularPrice: 2450 });
    const shown = (await request(server).get('/api/products/sale-desk').expect(200)).body.data;
    expect(shown).toMatchObject({ price: 1999, regularPrice: 2450, priceFrom: 1999 });

    // Ended: the regular price is the price again, and no sale is shown.
    await admin
      .put(`/api/products/${created.body.data.id}`)
      .send(body({ name: 'Sale Desk', slug: 'sale-desk', price: 2450, regularPrice: null }))
      .expect(200);
    expect((await request(server).get('/api/products/sale-desk').expect(200)).body.data).toMatchObject({
      price: 2450,
      regularPrice: null,
    });
  });

  it.each([
    ['a regular price not above the price', { price: 2450, regularPrice: 2450 }],
    ['a regular price without a price', { price: null, contactForQuote: true, regularPrice: 2450 }],
    ['a negative regular price', { price: 10, regularPrice: -1 }],
  ])('refuses %s with a 400 and stores nothing', async (_, extra) => {
    const before = await Product.countDocuments();
    const res = await admin.post('/api/products').send(body({ name: 'Bad Sale Desk', ...extra }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.details)).toContain('regularPrice');
    expect(await Product.countDocuments()).toBe(before);
  });
});
