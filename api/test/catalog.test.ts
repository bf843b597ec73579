import request from 'supertest';
import { trusted } from 'mongoose';
import { createApp } from '../src/app';
import { Category, Product, ProductSku, Subcategory } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { StockLevelModel } from '../src/stock/stock';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();
/** A fresh app: its read cache has not seen any reply yet (needed after changing the database). */
const freshServer = () => createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();
const server = freshServer();

const PRODUCT_KEYS = [
  'availability',
  // Issue 17: a sale's regular price (null when not on sale) and the admin's SEO texts ('' when not written).
  'regularPrice',
  'seoTitle',
  'seoTitleAr',
  'seoDescription',
  'seoDescriptionAr',
  'options',
  'priceFrom',
  'sku',
  'stock',
  'variants',
  'category',
  'contactForQuote',
  'createdAt',
  'description',
  'descriptionAr',
  'id',
  'image',
  'images',
  'isBestSeller',
  'isFeatured',
  'isNewArrival',
  'name',
  'nameAr',
  'price',
  'shortDescription',
  'shortDescriptionAr',
  'slug',
  'specifications',
  'subcategory',
  'updatedAt',
];
const REF_KEYS = ['id', 'name', 'nameAr', 'slug'];
const CATEGORY_KEYS = [
  'description',
  'descriptionAr',
  'id',
  'image',
  'name',
  'nameAr',
  'productCount',
  'slug',
  'sortOrder',
  'subcategories',
];
const SUBCATEGORY_KEYS = ['description', 'descriptionAr', 'id', 'image', 'name', 'nameAr', 'productCount', 'slug'];

interface Ref {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
}

interface ProductReply extends Ref {
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  image: string;
  images: string[];
  specifications: Array<Record<string, string>>;
  availability: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

interface SubcategoryReply extends Ref {
  productCount: number;
}

interface CategoryReply extends Ref {
  image: string;
  sortOrder: number;
  productCount: number;
  subcategories: SubcategoryReply[];
}

const TOTAL = CATALOG_SEED.products.length;
const seedCount = (flag: 'isFeatured' | 'isNewArrival' | 'isBestSeller') =>
  CATALOG_SEED.products.filter((product) => product[flag]).length;

beforeAll(async () => {
  await seedCatalog();
});

async function get(path: string, app = server): Promise<request.Response> {
  return request(app).get(path);
}

async function listAll(query = '', app = server): Promise<ProductReply[]> {
  const items: ProductReply[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/products?limit=48&page=${page}${query ? `&${query}` : ''}`, app);
    expect(res.status).toBe(200);
    items.push(...(res.body.data.items as ProductReply[]));
    if (page >= res.body.data.pages) return items;
  }
}

async function categories(): Promise<CategoryReply[]> {
  const res = await get('/api/categories');
  expect(res.status).toBe(200);
  return res.body.data as CategoryReply[];
}

describe('GET /api/categories', () => {
  it('lists the active categories in sort order with their subcategories and product counts, cacheable for a minute', async () => {
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.success).toBe(true);
    const list = res.body.data as CategoryReply[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((category) => category.slug)).toEqual(CATALOG_SEED.categories.map((category) => category.slug));
    const orders = list.map((category) => category.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const category of list) {
      expect(Object.keys(category).sort()).toEqual(CATEGORY_KEYS);
      expect(category.id).toMatch(/^[0-9a-f]{24}$/);
      expect(category.image).toBe(`/assets/images/shop/categories/${category.slug}.webp`);
      expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
      for (const subcategory of category.subcategories)
        expect(Object.keys(subcategory).sort()).toEqual(SUBCATEGORY_KEYS);
      // Every built-in product has a subcategory, so the counts add up.
      expect(category.productCount).toBe(
        category.subcategories.reduce((sum, subcategory) => sum + subcategory.productCount, 0),
      );
    }
    expect(list.reduce((sum, category) => sum + category.productCount, 0)).toBe(TOTAL);
  });

  it('leaves out an inactive category, and its products from lists, while its products stay reachable by slug', async () => {
    const hidden = CATALOG_SEED.categories[7]!.slug;
    await Category.updateOne({ slug: hidden }, { $set: { active: false } });
    try {
      const app = freshServer();
      const list = (await get('/api/categories', app)).body.data as CategoryReply[];
      expect(list.map((category) => category.slug)).not.toContain(hidden);
      expect((await get(`/api/categories/${hidden}`, app)).status).toBe(404);

      const shown = await listAll('', app);
      expect(shown.some((product) => product.category.slug === hidden)).toBe(false);
      const byCategory = await get(`/api/products?category=${hidden}`, app);
      expect(byCategory.body.data).toMatchObject({ items: [], total: 0 });
      const search = await get('/api/products/search/counter', app);
      expect((search.body.data as ProductReply[]).some((product) => product.category.slug === hidden)).toBe(false);

      const product = CATALOG_SEED.products.find((candidate) => candidate.categorySlug === hidden)!;
      expect((await get(`/api/products/${product.slug}`, app)).status).toBe(200);
    } finally {
      await Category.updateOne({ slug: hidden }, { $set: { active: true } });
    }
  });

  it('rejects query keys with 400 VALIDATION_FAILED', async () => {
    const res = await get('/api/categories?lang=ar');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/categories/:idOrSlug', () => {
  it('answers one category by slug or by id, the same as in the list', async () => {
    const [first] = await categories();
    const bySlug = await get(`/api/categories/${first!.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, max-age=60');
    expect(bySlug.body.data).toEqual(first);
    const byId = await get(`/api/categories/${first!.id}`);
    expect(byId.body.data).toEqual(first);
  });

  it.each(['no-such-category', '64b7f0c2a1b2c3d4e5f6a7b8', '64b7f0c2a1b2c3d4e5f6a7zz'])(
    'answers 404 CATEGORY_NOT_FOUND in JSON for %s',
    async (idOrSlug) => {
      const res = await get(`/api/categories/${idOrSlug}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        success: false,
        error: { code: 'CATEGORY_NOT_FOUND', message: `No category with id or slug "${idOrSlug}"` },
      });
    },
  );

  it.each([
    'Bad_Slug!',
    '..%2fsecret',
    'a'.repeat(201),
    encodeURIComponent('{"$gt":""}'),
    '64b7f0c2a1b2c3d4e5f6a7b8a'.toUpperCase(),
  ])('rejects the malformed id or slug %s with 400 INVALID_ID', async (idOrSlug) => {
    const res = await get(`/api/categories/${idOrSlug}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_ID');
    expect(res.body.error.message).toBe('Invalid category id or slug');
  });
});

describe('GET /api/products', () => {
  it('answers the newest 12 products with the totals, cacheable for a minute', async () => {
    const res = await get('/api/products');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { items, total, page, limit, pages } = res.body.data as {
      items: ProductReply[];
      total: number;
      page: number;
      limit: number;
      pages: number;
    };
    expect({ total, page, limit, pages }).toEqual({ total: TOTAL, page: 1, limit: 12, pages: Math.ceil(TOTAL / 12) });
    expect(items).toHaveLength(12);
    const dates = items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers every product in the documented shape', async () => {
    const all = await listAll();
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((product) => product.id)).size).toBe(TOTAL);
    for (const product of all) {
      expect(Object.keys(product).sort()).toEqual([...PRODUCT_KEYS].sort());
      expect(Object.keys(product.category).sort()).toEqual(REF_KEYS);
      expect(product.subcategory && Object.keys(product.subcategory).sort()).toEqual(REF_KEYS);
      expect(product.image).toBe(product.images[0]);
      expect(product.image).toBe(`/assets/images/shop/${product.category.slug}/${product.slug}.webp`);
      expect(product.contactForQuote).toBe(product.price === null);
      expect(['in-stock', 'out-of-stock', 'pre-order']).toContain(product.availability);
      expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
      for (const line of product.specifications)
        expect(Object.keys(line).sort()).toEqual(['label', 'labelAr', 'value', 'valueAr']);
    }
  });

  it('lists the new arrivals first when sorted by newest', async () => {
    const newest = await listAll('sort=newest');
    const count = seedCount('isNewArrival');
    expect(newest.slice(0, count).every((product) => product.isNewArrival)).toBe(true);
    expect(newest.slice(count).some((product) => product.isNewArrival)).toBe(false);
  });

  it('pages without overlap: page 2 continues where page 1 stopped, and a page past the end is empty', async () => {
    const all = await listAll();
    const page2 = await get('/api/products?page=2&limit=5');
    expect(page2.body.data).toMatchObject({ total: TOTAL, page: 2, limit: 5, pages: Math.ceil(TOTAL / 5) });
    expect((page2.body.data.items as ProductReply[]).map((item) => item.id)).toEqual(
      all.slice(5, 10).map((item) => item.id),
    );
    const past = await get('/api/products?page=99&limit=48');
    expect(past.body.data).toMatchObject({ items: [], total: TOTAL, page: 99, pages: 3 });
  });

  it('filters by category name (any case, as the storefront links), slug or id alike', async () => {
    const category = (await categories()).find((candidate) => candidate.slug === 'office-chairs-seating')!;
    const expected = CATALOG_SEED.products.filter((product) => product.categorySlug === category.slug).length;
    for (const value of [
      category.name,
      category.name.toUpperCase(),
      'office chairs & seating',
      category.slug,
      category.id,
      category.nameAr,
    ]) {
      const res = await get(`/api/products?limit=48&category=${encodeURIComponent(value)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(expected);
      expect((res.body.data.items as ProductReply[]).every((product) => product.category.slug === category.slug)).toBe(
        true,
      );
    }
  });

  it('filters by subcategory slug or id', async () => {
    const subcategory = (await categories())[0]!.subcategories[1]!;
    for (const value of [subcategory.slug, subcategory.id]) {
      const res = await get(`/api/products?limit=48&subcategory=${value}`);
      expect(res.body.data.total).toBe(subcategory.productCount);
      expect(
        (res.body.data.items as ProductReply[]).every((product) => product.subcategory?.id === subcategory.id),
      ).toBe(true);
    }
    const both = await get(`/api/products?category=office-furniture&subcategory=${subcategory.slug}`);
    expect(both.body.data.total).toBe(subcategory.productCount);
    const mismatched = await get(`/api/products?category=stationery-office-supplies&subcategory=${subcategory.slug}`);
    expect(mismatched.body.data.total).toBe(0);
  });

  it('answers an unknown category, subcategory or operator-looking name with an empty page, not an error', async () => {
    for (const query of [
      'category=Garden%20Tools',
      'subcategory=no-such-subcategory',
      'subcategory=64b7f0c2a1b2c3d4e5f6a7b8',
      `category=${encodeURIComponent('{"$gt":""}')}`,
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ items: [], total: 0, page: 1, limit: 12, pages: 0 });
    }
  });

  it.each([
    ['featured', 'isFeatured'],
    ['newArrival', 'isNewArrival'],
    ['bestSeller', 'isBestSeller'],
  ] as const)('filters by %s=true and %s=false', async (param, field) => {
    const flagged = await listAll(`${param}=true`);
    expect(flagged).toHaveLength(seedCount(field));
    expect(flagged.every((product) => product[field])).toBe(true);
    const others = await get(`/api/products?${param}=false`);
    expect(others.body.data.total).toBe(TOTAL - seedCount(field));
  });

  it('filters by a price range, leaving out products on quotation', async () => {
    const inRange = await listAll('minPrice=500&maxPrice=1000');
    const expected = CATALOG_SEED.products.filter(
      (product) => product.price !== null && product.price >= 500 && product.price <= 1000,
    );
    expect(inRange).toHaveLength(expected.length);
    expect(inRange.every((product) => product.price !== null && product.price >= 500 && product.price <= 1000)).toBe(
      true,
    );
    const cheap = await get('/api/products?maxPrice=49.99');
    expect(cheap.body.data.total).toBe(
      CATALOG_SEED.products.filter((product) => product.price !== null && product.price <= 49.99).length,
    );
    const exact = await get('/api/products?minPrice=9450&maxPrice=9450');
    expect((exact.body.data.items as ProductReply[]).map((product) => product.price)).toEqual([9450]);
  });

  it('sorts by price both ways across pages, products on quotation last, by name', async () => {
    const quoted = CATALOG_SEED.products
      .filter((product) => product.price === null)
      .map((product) => product.name)
      .sort();
    for (const [sort, direction] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const all = await listAll(`sort=${sort}`);
      expect(all).toHaveLength(TOTAL);
      const prices = all.slice(0, TOTAL - quoted.length).map((product) => product.price as number);
      expect(prices.every((price) => typeof price === 'number')).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
      expect(all.slice(TOTAL - quoted.length).map((product) => product.name)).toEqual(quoted);
    }
    // A page that straddles the last priced product and the first on quotation.
    const straddle = await get(`/api/products?sort=price-asc&limit=7&page=${Math.ceil((TOTAL - quoted.length) / 7)}`);
    const items = straddle.body.data.items as ProductReply[];
    expect(items.some((product) => product.price === null)).toBe(true);
    expect(items.some((product) => product.price !== null)).toBe(true);
  });

  it('sorts by name', async () => {
    const names = (await listAll('sort=name')).map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('combines a category, a flag, a sort and paging', async () => {
    const res = await get('/api/products?category=office-furniture&bestSeller=true&sort=price-desc&limit=2&page=1');
    const expected = CATALOG_SEED.products
      .filter((product) => product.categorySlug === 'office-furniture' && product.isBestSeller)
      .map((product) => product.price as number)
      .sort((a, b) => b - a);
    expect(res.body.data.total).toBe(expected.length);
    expect((res.body.data.items as ProductReply[]).map((product) => product.price)).toEqual(expected.slice(0, 2));
  });

  it.each([
    'limit=0',
    'limit=49',
    'limit=1.5',
    'limit=',
    'page=0',
    'page=abc',
    'page=1&page=2',
    'minPrice=-1',
    'minPrice=abc',
    'maxPrice=1e3',
    'minPrice=500&maxPrice=100',
    'sort=cheapest',
    'sort[]=name',
    'featured=yes',
    'featured=1',
    'unknown=1',
    'category=',
    `category=${'x'.repeat(101)}`,
    'subcategory=Bad_Slug!',
    'category[$ne]=x',
    'category[$gt]=',
    'price[$gt]=0',
    '$where=1',
  ])('rejects the bad query %s with 400 VALIDATION_FAILED', async (query) => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for writes without an admin session, and 405 for methods no route offers', async () => {
    expect((await request(server).post('/api/products').send({})).status).toBe(401);
    expect((await request(server).delete('/api/categories/office-furniture')).status).toBe(401);
    expect((await request(server).patch('/api/products/office-chair')).status).toBe(405);
  });
});

describe('GET /api/products/:idOrSlug', () => {
  it('answers one product by slug or by id, the same as in the list', async () => {
    const [first] = await listAll('sort=name');
    const bySlug = await get(`/api/products/${first!.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('public, max-age=60');
    expect(bySlug.body.data).toEqual(first);
    expect((await get(`/api/products/${first!.id}`)).body.data).toEqual(first);
  });

  it('answers a product on quotation with a null price and contactForQuote', async () => {
    const quoted = CATALOG_SEED.products.find((product) => product.price === null)!;
    const res = await get(`/api/products/${quoted.slug}`);
    expect(res.body.data).toMatchObject({ slug: quoted.slug, price: null, contactForQuote: true });
  });

  it.each(['no-such-product', '64b7f0c2a1b2c3d4e5f6a7b8', '64b7f0c2a1b2c3d4e5f6a7zz', encodeURIComponent('كرسي-مكتب')])(
    'answers 404 PRODUCT_NOT_FOUND in JSON for %s',
    async (idOrSlug) => {
      const res = await get(`/api/products/${idOrSlug}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.error.code).toBe('PRODUCT_NOT_FOUND');
      expect(res.body.error.message).toBe(`No product with id or slug "${decodeURIComponent(idOrSlug)}"`);
    },
  );

  it.each([
    'Bad_Slug!',
    '..%2f..%2fpackage.json',
    'a'.repeat(201),
    encodeURIComponent('{"$gt":""}'),
    '%24ne',
    'office--chairs',
  ])('rejects the malformed id or slug %s with 400 INVALID_ID', async (idOrSlug) => {
    const res = await get(`/api/products/${idOrSlug}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_ID', message: 'Invalid product id or slug' });
  });

  it('rejects query keys with 400 VALIDATION_FAILED', async () => {
    const res = await get(`/api/products/${CATALOG_SEED.products[0]!.slug}?lang=ar`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the built-in catalogue', () => {
  it('holds at least 8 categories, 24 subcategories and 120 products', async () => {
    expect(await Category.countDocuments()).toBeGreaterThanOrEqual(8);
    expect(await Subcategory.countDocuments()).toBeGreaterThanOrEqual(24);
    expect(await Product.countDocuments()).toBeGreaterThanOrEqual(120);
  });

  it('is seeded only once: a second seed inserts nothing and never overwrites an edited product', async () => {
    const slug = CATALOG_SEED.products[3]!.slug;
    await Product.updateOne({ slug }, { $set: { name: 'Edited by staff', price: 1 } });
    const before = await Product.findOne({ slug }).lean();
    expect(await seedCatalog()).toEqual({ categories: 0, subcategories: 0, products: 0, pictures: 0 });
    expect(await Product.countDocuments()).toBe(TOTAL);
    const after = await Product.findOne({ slug }).lean();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ name: 'Edited by staff', price: 1 });
  });

  it('registers the SKUs and first stock figures of a product sold in variants once, when two servers seed at once', async () => {
    const seeded = CATALOG_SEED.products.find((product) => product.slug === 'compact-home-office-desk')!;
    const skus = seeded.variants!.map((variant) => variant.sku);
    await Product.deleteOne({ slug: seeded.slug });
    await ProductSku.deleteMany({ _id: trusted({ $in: skus }) });
    await StockLevelModel.deleteMany({ _id: trusted({ $in: skus }) });

    const results = await Promise.all([seedCatalog(), seedCatalog()]);
    expect(results.reduce((sum, result) => sum + result.products, 0)).toBe(1);
    const product = await Product.findOne({ slug: seeded.slug }).lean();
    const registered = await ProductSku.find({ _id: trusted({ $in: skus }) }).lean();
    expect(registered.map((entry) => String(entry.productId))).toEqual(skus.map(() => String(product!._id)));
    const levels = await StockLevelModel.find({ _id: trusted({ $in: skus }) }).lean();
    expect(new Map(levels.map((level) => [level._id, [level.epoch, level.received]]))).toEqual(
      new Map(seeded.variants!.map((variant) => [variant.sku, [1, variant.stock]])),
    );
  });

  it('brings back a built-in product that was deleted', async () => {
    const slug = CATALOG_SEED.products[5]!.slug;
    await Product.deleteOne({ slug });
    expect(await seedCatalog()).toEqual({ categories: 0, subcategories: 0, products: 1, pictures: 0 });
    expect(await Product.countDocuments({ slug })).toBe(1);
  });
});
