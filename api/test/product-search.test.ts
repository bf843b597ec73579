import request from 'supertest';
import { createApp } from '../src/app';
import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();
const server = createApp({ config: testConfig() }).callback();

interface Ref {
  name: string;
  nameAr: string;
  slug: string;
}

interface Found extends Ref {
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
  contactForQuote: boolean;
  [key: string]: unknown;
}

beforeAll(async () => {
  await seedCatalog();
});

async function search(text: string, query = ''): Promise<Found[]> {
  const res = await request(server).get(`/api/products/search/${encodeURIComponent(text)}${query}`);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return res.body.data as Found[];
}

/** Whether `word` appears (case-insensitively) in the product's or its category's or subcategory's names. */
function mentions(product: Found, word: string): boolean {
  const names = [
    product.name,
    product.nameAr,
    product.category.name,
    product.category.nameAr,
    product.subcategory?.name ?? '',
    product.subcategory?.nameAr ?? '',
  ];
  return names.some((name) => name.toLowerCase().includes(word.toLowerCase()));
}

describe('GET /api/products/search/:query', () => {
  it('finds products by name, case-insensitively, answering whole products', async () => {
    const lower = await search('mesh');
    expect(lower.length).toBeGreaterThanOrEqual(2);
    expect(lower.every((product) => /mesh/i.test(product.name))).toBe(true);
    expect(await search('MeSH')).toEqual(lower);
    expect(lower[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: expect.any(String),
      image: expect.stringMatching(/\.webp$/),
    });
    expect(lower[0]).toHaveProperty('specifications');
  });

  it('finds products by Arabic name', async () => {
    const found = await search('خزنة');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => mentions(product, 'خزنة'))).toBe(true);
    expect(found.some((product) => product.nameAr.includes('خزنة'))).toBe(true);
  });

  it('treats the forms of alef alike in Arabic', async () => {
    // "اثاث" without the hamza still finds the two furniture categories ("الأثاث المكتبي", "أثاث المنزل").
    const found = await search('اثاث');
    expect(found.length).toBe(10);
    expect(new Set(found.map((product) => product.category.slug))).toEqual(
      new Set(['office-furniture', 'home-furniture']),
    );
  });

  it('finds products through their category name', async () => {
    const found = await search('bank equipment');
    expect(found).toHaveLength(10);
    expect(found.every((product) => product.category.slug === 'bank-equipment')).toBe(true);
  });

  it('finds products through their subcategory name', async () => {
    const found = await search('Counterfeit Detectors');
    const expected = CATALOG_SEED.products
      .filter((product) => product.subcategorySlug === 'counterfeit-detectors')
      .map((product) => product.slug);
    expect(found.map((product) => product.slug).sort()).toEqual([...expected].sort());
  });

  it('needs every word, in any order, and puts products named after the search first', async () => {
    const found = await search('chair mesh');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => mentions(product, 'chair') && mentions(product, 'mesh'))).toBe(true);

    const laptops = await search('laptop');
    const named = CATALOG_SEED.products.filter((product) => /laptop/i.test(product.name)).length;
    expect(laptops).toHaveLength(10);
    expect(laptops.slice(0, named).every((product) => /laptop/i.test(product.name))).toBe(true);
    expect(
      laptops
        .slice(named)
        .every((product) => !/laptop/i.test(product.name) && product.category.slug === 'computers-laptops'),
    ).toBe(true);
  });

  it('answers at most 10 results, or fewer with ?limit', async () => {
    expect(await search('a')).toHaveLength(10);
    expect(await search('a', '?limit=3')).toHaveLength(3);
    expect(await search('a', '?limit=10')).toHaveLength(10);
  });

  it.each(['.*', 'a+b', '[', '\\', '^', 'chair$', '{"$gt":""}', '%'])(
    'matches %s literally, not as a pattern or an operator',
    async (text) => {
      expect(await search(text)).toEqual([]);
    },
  );

  it('finds the names that contain a regular-expression character literally', async () => {
    const found = await search('(');
    const expected = CATALOG_SEED.products
      .filter((product) => product.name.includes('('))
      .map((product) => product.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((product) => product.slug).sort()).toEqual([...expected].sort());
    expect((await search('15.6')).map((product) => product.slug)).toEqual(['15-6-inch-everyday-laptop']);
  });

  it('answers an empty or blank search with an empty list', async () => {
    expect(await search('   ')).toEqual([]);
    for (const path of ['/api/products/search', '/api/products/search/']) {
      const res = await request(server).get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
    }
  });

  it('accepts 100 characters and rejects 101 with 400 VALIDATION_FAILED', async () => {
    expect(await search('x'.repeat(100))).toEqual([]);
    const res = await request(server).get(`/api/products/search/${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([{ path: 'query', message: 'A search has at most 100 characters' }]);
  });

  it.each(['?limit=0', '?limit=11', '?limit=abc', '?limit=3&limit=4', '?sort=name', '?limit[$gt]=1'])(
    'rejects the bad query %s with 400',
    async (query) => {
      const res = await request(server).get(`/api/products/search/chair${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );
});
