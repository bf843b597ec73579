import request from 'supertest';
import { createApp } from '../src/app';
import { Category, Product } from '../src/catalog/model';
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
  id: string;
  category: Ref;
  subcategory: Ref | null;
  price: number | null;
  contactForQuote: boolean;
  specifications: Array<{ label: string; labelAr: string; value: string; valueAr: string }>;
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

/**
 * Whether `word` appears (case-insensitively) in the product's or its category's or subcategory's
 * names, or in a value of its specifications (the brand is one).
 */
function mentions(product: Found, word: string): boolean {
  const names = [
    product.name,
    product.nameAr,
    product.category.name,
    product.category.nameAr,
    product.subcategory?.name ?? '',
    product.subcategory?.nameAr ?? '',
    ...product.specifications.flatMap((line) => [line.value, line.valueAr]),
  ];
  return names.some((name) => name.toLowerCase().includes(word.toLowerCase()));
}

describe('GET /api/products/search/:query', () => {
  it('finds products by name, case-insensitively, answering whole products', async () => {
    const lower = await search('mesh');
    expect(lower.length).toBeGreaterThanOrEqual(2);
    // Named after mesh first, then those with a mesh seat or back in their specifications.
    const named = lower.findIndex((product) => !/mesh/i.test(product.name));
    expect(named).not.toBe(0);
    expect(lower.slice(named === -1 ? lower.length : named).every((product) => !/mesh/i.test(product.name))).toBe(true);
    expect(lower.every((product) => mentions(product, 'mesh'))).toBe(true);
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

  it.each(['.*', 'a+b', '[', '\\', '^', '{"$gt":""}', '%'])(
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

/** The seeded products whose English name has `word` as a word of its own (the "chairs" for chair). */
function seededNamed(word: string): string[] {
  const pattern = new RegExp(`\\b${word}\\b`, 'i');
  return CATALOG_SEED.products.filter((product) => pattern.test(product.name)).map((product) => product.slug);
}

interface Page {
  items: Found[];
  total: number;
  page: number;
  pages: number;
}

async function listing(query: string): Promise<Page> {
  const res = await request(server).get(`/api/products?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as Page;
}

/** Every product the listing finds for `query` (48 a page), in its order. */
async function everyListed(query: string): Promise<Found[]> {
  const first = await listing(`${query}&limit=48`);
  const rest = [];
  for (let page = 2; page <= first.pages; page++) rest.push(...(await listing(`${query}&limit=48&page=${page}`)).items);
  return [...first.items, ...rest];
}

describe('the search tolerates a typo and finds brands and specifications', () => {
  it('finds the chairs for "chiar" (two letters swapped), named chairs first', async () => {
    const chairs = seededNamed('chair');
    expect(chairs.length).toBeGreaterThan(10);
    const found = await search('chiar');
    expect(found).toHaveLength(10);
    expect(found.every((product) => chairs.includes(product.slug))).toBe(true);
    const all = await everyListed('q=chiar');
    expect(
      all
        .slice(0, chairs.length)
        .map((product) => product.slug)
        .sort(),
    ).toEqual([...chairs].sort());
  });

  it('finds Arabic words with one letter wrong ("كرصي" for "كرسي"), and with the article or hamza left out', async () => {
    const chairs = CATALOG_SEED.products.filter((product) => product.nameAr.includes('كرسي')).map((p) => p.slug);
    expect(chairs.length).toBeGreaterThan(10);
    // Every chair, and no more than a few other words one letter away ("قرصي", a dial lock).
    const slip = (await everyListed(`q=${encodeURIComponent('كرصي')}`)).map((product) => product.slug);
    expect(slip).toEqual(expect.arrayContaining(chairs));
    expect(slip.length).toBeLessThan(chairs.length + 4);
    // "الكرسي" with the article, "كرسى" with alef maqsura, "كُرْسِيّ" with its marks: the same chairs.
    for (const spelling of ['الكرسي', 'كرسى', 'كُرْسِيّ', 'كرســي']) {
      const found = await everyListed(`q=${encodeURIComponent(spelling)}`);
      expect(
        found
          .slice(0, chairs.length)
          .map((product) => product.slug)
          .sort(),
      ).toEqual([...chairs].sort());
    }
  });

  it('does not read a word the catalogue uses as a typo of another ("chair" finds no "chain")', async () => {
    const found = await everyListed('q=chair');
    expect(found.every((product) => mentions(product, 'chair') || mentions(product, 'كرسي'))).toBe(true);
  });

  it('finds products by brand, in English and Arabic ("HP", "إتش بي")', async () => {
    const hp = CATALOG_SEED.products
      .filter((product) => product.specifications.some((line) => line.label === 'Brand' && line.value === 'HP'))
      .map((product) => product.slug)
      .sort();
    expect(hp.length).toBeGreaterThan(10);
    for (const text of ['HP', 'hp', 'إتش بي', 'اتش بي']) {
      const found = await everyListed(`q=${encodeURIComponent(text)}`);
      expect(found.map((product) => product.slug).sort()).toEqual(hp);
    }
    expect((await search('HP')).every((product) => hp.includes(product.slug))).toBe(true);
    expect(await search('HP')).toHaveLength(10);
  });

  it('finds products by a specification value, in English and Arabic', async () => {
    const withValue = (value: string) =>
      CATALOG_SEED.products
        .filter((product) => product.specifications.some((line) => line.value.includes(value)))
        .map((product) => product.slug)
        .sort();
    // "Elastomer mesh": a material no product name mentions.
    const elastomer = withValue('Elastomer');
    expect(elastomer.length).toBeGreaterThan(0);
    expect((await everyListed('q=elastomer')).map((product) => product.slug).sort()).toEqual(elastomer);
    expect((await everyListed(`q=${encodeURIComponent('مطاطي مرن')}`)).map((product) => product.slug).sort()).toEqual(
      elastomer,
    );
  });
});

describe('GET /api/products?q=', () => {
  it('lists every match, paged, with the same count as its facets', async () => {
    const chairs = seededNamed('chair');
    const first = await listing('q=chair&limit=12');
    expect(first.total).toBeGreaterThan(chairs.length - 1);
    expect(first.items).toHaveLength(12);
    expect(first.pages).toBe(Math.ceil(first.total / 12));
    const all = await everyListed('q=chair');
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((product) => product.id)).size).toBe(first.total);
    const facets = await request(server).get('/api/products/facets?q=chair');
    expect(facets.status).toBe(200);
    expect(facets.body.data.total).toBe(first.total);
  });

  it('narrows a search by category and the other filters, and sorts it when asked', async () => {
    const everywhere = await everyListed('q=chair');
    const home = await everyListed('q=chair&category=home-furniture');
    expect(home.length).toBeGreaterThan(0);
    expect(home.length).toBeLessThan(everywhere.length);
    expect(home.every((product) => product.category.slug === 'home-furniture')).toBe(true);
    expect(home.map((product) => product.id).sort()).toEqual(
      everywhere
        .filter((product) => product.category.slug === 'home-furniture')
        .map((product) => product.id)
        .sort(),
    );
    const cheap = await everyListed('q=chair&maxPrice=500&sort=price-asc');
    const prices = cheap.map((product) => product.priceFrom as number);
    expect(cheap.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 500)).toBe(true);
  });

  it('answers a search that finds nothing with an empty page, and a blank one with the whole listing', async () => {
    expect(await listing('q=zzzzqqq')).toMatchObject({ items: [], total: 0, pages: 0 });
    expect((await listing('q=%20%20')).total).toBe((await listing('limit=1')).total);
  });

  it.each([
    ['a search over 100 characters', `q=${'x'.repeat(101)}`],
    ['a search given twice', 'q=chair&q=desk'],
    ['a control character', 'q=chair%00'],
    ['an operator object', 'q[$gt]='],
    ['an unknown sort', 'q=chair&sort=best'],
  ])('rejects %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const res = await request(server).get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('search ranking', () => {
  // An app of its own, made after the products below are stored (its read cache has not seen the catalogue).
  let ranked: ReturnType<ReturnType<typeof createApp>['callback']>;
  const rankedList = async (query: string) => {
    const res = await request(ranked).get(`/api/products?${query}&limit=48`);
    expect(res.status).toBe(200);
    return (res.body.data as Page).items.map((product) => product.slug);
  };
  beforeAll(async () => {
    // Products of our own, so the order under test is not an accident of the seed: names chosen
    // so that alphabetical order is the opposite of the ranking.
    const category = await Category.findOne({ slug: 'office-furniture' }).lean();
    const base = { category: category!._id, price: 100, shortDescription: 'x', shortDescriptionAr: 'x' };
    await Product.create([
      { ...base, name: 'Alpha Zebarn Stool', nameAr: 'مقعد ألفا', slug: 'alpha-zebarn-stool' },
      { ...base, name: 'Beta Zebrano Shelf', nameAr: 'رف بيتا', slug: 'beta-zebrano-shelf' },
      {
        ...base,
        name: 'Gamma Side Table',
        nameAr: 'طاولة جاما',
        slug: 'gamma-side-table',
        specifications: [{ label: 'Finish', labelAr: 'التشطيب', value: 'Zebrano veneer', valueAr: 'قشرة زيبرانو' }],
      },
      { ...base, name: 'Delta Zebranos Cabinet', nameAr: 'خزانة دلتا', slug: 'delta-zebranos-cabinet' },
      { ...base, name: 'Omega Zebrano Stand', nameAr: 'حامل أوميغا', slug: 'omega-zebrano-stand' },
    ]);
    ranked = createApp({ config: testConfig() }).callback();
  });

  it('puts exact and prefix matches above a typo, and a match in the name above one in the specifications', async () => {
    // "zebran": the beginning of "Zebrano" (name, then specification), a typo of "Zebarn".
    const found = await rankedList('q=zebran');
    expect(found).toEqual([
      'beta-zebrano-shelf',
      'delta-zebranos-cabinet',
      'omega-zebrano-stand',
      'gamma-side-table',
      'alpha-zebarn-stool',
    ]);
    const dialog = await request(ranked).get('/api/products/search/zebran');
    expect(dialog.body.data.map((product: Found) => product.slug)).toEqual(found);
  });

  it('puts the exact word above a longer word it begins', async () => {
    expect(await rankedList('q=zebranos')).toEqual(['delta-zebranos-cabinet']);
    // "Zebrano" is a word of the catalogue: no typo of it is looked for ("Zebarn" is left out).
    expect(await rankedList('q=zebrano')).toEqual([
      'beta-zebrano-shelf',
      'omega-zebrano-stand',
      'delta-zebranos-cabinet',
      'gamma-side-table',
    ]);
  });
});
