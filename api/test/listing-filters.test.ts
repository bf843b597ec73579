jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

import request from 'supertest';
import type { ProductFacets, ProductList } from '@ogulf/contracts';
import { Product } from '../src/catalog/model';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { saveProductStock } from '../src/stock/stock';
import { option } from './desk-options';
import { forgetRateLimits } from './helpers';
import { orderBody, standInShop } from './shop-fixtures';

const { server, admin } = standInShop();

const colour = (values: string[]) =>
  option(
    'colour',
    'Colour',
    'اللون',
    values.map((value) => ({
      key: value,
      name: value[0]!.toUpperCase() + value.slice(1),
      nameAr: { black: 'أسود', red: 'أحمر', blue: 'أزرق' }[value] ?? value,
      swatch: { black: '#111111', red: '#c0392b', blue: '#1f4e9c' }[value] ?? '',
    })),
    'color',
  );

let category = '';
let ids: Record<'chairA' | 'chairB' | 'desk' | 'plain' | 'onRequest', string>;

async function create(body: Record<string, unknown>): Promise<string> {
  const reply = await admin
    .post('/api/products')
    .send({ nameAr: 'منتج', category, ...body })
    .expect(201);
  return reply.body.data.id as string;
}

beforeAll(async () => {
  await seedZoneDeliverySettings();
  category = (
    await admin.post('/api/categories').send({ name: 'Filter Test Seating', nameAr: 'مقاعد الاختبار' }).expect(201)
  ).body.data.id;
  await admin.post('/api/categories').send({ name: 'Filter Test Other', nameAr: 'أخرى' }).expect(201);
  const chairA = await create({
    name: 'Chair A',
    price: 350,
    options: [colour(['black', 'red', 'blue'])],
    variants: [
      { sku: 'FT-A-BLK', options: { colour: 'black' }, price: 350, stock: 4 },
      { sku: 'FT-A-RED', options: { colour: 'red' }, price: 350, stock: 0 },
      { sku: 'FT-A-BLU', options: { colour: 'blue' }, price: 380, stock: 10 },
    ],
  });
  const chairB = await create({
    name: 'Chair B',
    price: 500,
    options: [colour(['black', 'red'])],
    variants: [
      { sku: 'FT-B-BLK', options: { colour: 'black' }, price: 500, stock: 10 },
      { sku: 'FT-B-RED', options: { colour: 'red' }, price: 520, stock: 10 },
    ],
  });
  const desk = await create({
    name: 'Desk D',
    price: 1000,
    options: [
      option('finish', 'Finish', 'التشطيب', [
        { key: 'walnut', name: 'Walnut', nameAr: 'جوز', swatch: '#5d3a1a' },
        { key: 'oak', name: 'Oak', nameAr: 'بلوط', swatch: '#c8a46e' },
      ]),
      option('size', 'Size', 'المقاس', [
        { key: '140-cm', name: '140 cm', nameAr: '١٤٠ سم' },
        { key: '120-cm', name: '120 cm', nameAr: '١٢٠ سم' },
      ]),
    ],
    variants: [
      { sku: 'FT-D-OAK-120', options: { finish: 'oak', size: '120-cm' }, price: 1000, stock: 5 },
      { sku: 'FT-D-WAL-140', options: { finish: 'walnut', size: '140-cm' }, price: 1400, stock: 0 },
      { sku: 'FT-D-OAK-140', options: { finish: 'oak', size: '140-cm' }, price: null, stock: 3 },
    ],
  });
  const plain = await create({ name: 'Plain P', price: 200, availability: 'pre-order' });
  const onRequest = await create({ name: 'Quote Q', price: null, contactForQuote: true });
  ids = { chairA, chairB, desk, plain, onRequest };
});

beforeEach(async () => {
  await forgetRateLimits();
});

const names = (list: ProductList) => list.items.map((item) => item.name);

async function listing(query: string): Promise<ProductList> {
  const reply = await request(server).get(`/api/products?category=${category}&${query}`).expect(200);
  return reply.body.data as ProductList;
}

async function facets(query = ''): Promise<ProductFacets> {
  const reply = await request(server).get(`/api/products/facets?category=${category}&${query}`).expect(200);
  return reply.body.data as ProductFacets;
}

const counts = (data: ProductFacets, option: string) =>
  Object.fromEntries(data.options.find((entry) => entry.key === option)!.values.map((v) => [v.key, v.count]));
const availabilityCounts = (data: ProductFacets) =>
  Object.fromEntries(data.availability.map((entry) => [entry.value, entry.count]));

describe('GET /api/products/facets', () => {
  it("offers the options of the category's products with counts, swatches and Arabic names, availability and the price bounds, cacheable for a minute", async () => {
    const reply = await request(server).get(`/api/products/facets?category=${category}`).expect(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    const data = reply.body.data as ProductFacets;
    expect(data.total).toBe(5);
    // Colours, then finishes, then sizes; sizes in numeric order.
    expect(data.options.map((option) => option.key)).toEqual(['colour', 'finish', 'size']);
    expect(data.options[0]).toEqual({
      key: 'colour',
      name: 'Colour',
      nameAr: 'اللون',
      kind: 'color',
      values: [
        { key: 'black', name: 'Black', nameAr: 'أسود', swatch: '#111111', count: 2 },
        { key: 'blue', name: 'Blue', nameAr: 'أزرق', swatch: '#1f4e9c', count: 1 },
        { key: 'red', name: 'Red', nameAr: 'أحمر', swatch: '#c0392b', count: 2 },
      ],
    });
    expect(data.options[2]!.values.map((value) => value.key)).toEqual(['120-cm', '140-cm']);
    expect(counts(data, 'finish')).toEqual({ oak: 1, walnut: 1 });
    // In stock: A (black, blue), B, the desk (oak); out of stock: A (red), the desk (walnut 140);
    // pre-order: P. The product on request has no counted stock and its label says in stock.
    expect(data.availability).toEqual([
      { value: 'in-stock', count: 4 },
      { value: 'out-of-stock', count: 2 },
      { value: 'pre-order', count: 1 },
    ]);
    expect(data.price).toEqual({ min: 200, max: 1400 });
  });

  it("counts each option's values as if chosen instead of the option's others, with every other filter applied", async () => {
    const data = await facets('opt=colour:red');
    expect(data.total).toBe(2);
    expect(counts(data, 'colour')).toEqual({ black: 2, blue: 1, red: 2 });
    expect(counts(data, 'finish')).toEqual({ oak: 0, walnut: 0 });
    expect(availabilityCounts(data)).toEqual({ 'in-stock': 1, 'out-of-stock': 1, 'pre-order': 0 });
    // The bounds of what matches the other filters: the red chairs at 350 and 520.
    expect(data.price).toEqual({ min: 350, max: 520 });

    const inStock = await facets('availability=in-stock');
    expect(counts(inStock, 'colour')).toEqual({ black: 2, blue: 1, red: 1 });
    expect(availabilityCounts(inStock)).toEqual({ 'in-stock': 4, 'out-of-stock': 2, 'pre-order': 1 });
  });

  it('answers no options for a scope without variants, and null price bounds when nothing has a price', async () => {
    const other = await request(server).get('/api/products/facets?category=filter-test-other').expect(200);
    expect(other.body.data).toEqual({
      total: 0,
      options: [],
      availability: [
        { value: 'in-stock', count: 0 },
        { value: 'out-of-stock', count: 0 },
        { value: 'pre-order', count: 0 },
      ],
      price: null,
    });
  });
});

describe('GET /api/products with the filters that follow the data', () => {
  it('shows only the products offered in the chosen colour, out-of-stock variants included', async () => {
    expect(names(await listing('opt=colour:red&sort=name'))).toEqual(['Chair A', 'Chair B']);
    expect(names(await listing('opt=colour:blue'))).toEqual(['Chair A']);
  });

  it("OR's the values of one option and AND's different options on one variant", async () => {
    expect(names(await listing('opt=colour:blue&opt=colour:red&sort=name'))).toEqual(['Chair A', 'Chair B']);
    expect(names(await listing('opt=finish:oak&opt=size:140-cm'))).toEqual(['Desk D']);
    // The desk is offered in walnut and in 120 cm, but not in walnut 120 cm.
    const none = await listing('opt=finish:walnut&opt=size:120-cm');
    expect(none).toMatchObject({ items: [], total: 0, pages: 0 });
    expect((await listing('opt=colour:black&opt=finish:oak')).total).toBe(0);
  });

  it('filters by availability per variant: a product is in stock when a matching variant is', async () => {
    expect(names(await listing('opt=colour:red&availability=in-stock'))).toEqual(['Chair B']);
    expect(names(await listing('opt=colour:red&availability=out-of-stock'))).toEqual(['Chair A']);
    expect(names(await listing('availability=pre-order'))).toEqual(['Plain P']);
    expect(names(await listing('availability=pre-order&availability=out-of-stock&sort=name'))).toEqual([
      'Chair A',
      'Desk D',
      'Plain P',
    ]);
  });

  it("matches a price range on a matching variant's price, and leaves products on request out only when a bound is set", async () => {
    // Chair A's blue is 380; its black and red are 350.
    expect(names(await listing('minPrice=360&maxPrice=400'))).toEqual(['Chair A']);
    expect(names(await listing('opt=colour:black&minPrice=360&maxPrice=400'))).toEqual([]);
    // The desk's 1400 walnut is in range; its oak 140 on request is not.
    expect(names(await listing('minPrice=1200'))).toEqual(['Desk D']);
    expect(names(await listing('opt=size:140-cm&opt=finish:oak&minPrice=1'))).toEqual([]);
    expect(names(await listing('sort=name'))).toContain('Quote Q');
    expect(names(await listing('maxPrice=100000'))).not.toContain('Quote Q');
  });

  it('sorts by the lowest price among the matching variants, products on request last', async () => {
    expect(names(await listing('sort=price-asc'))).toEqual(['Plain P', 'Chair A', 'Chair B', 'Desk D', 'Quote Q']);
    expect(names(await listing('opt=colour:blue&opt=colour:red&sort=price-desc'))).toEqual(['Chair B', 'Chair A']);
    const page2 = await listing('sort=price-asc&limit=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2, pages: 3 });
    expect(names(page2)).toEqual(['Chair B', 'Desk D']);
  });

  it('answers an option value no product has (a stale link) with an empty page, not an error', async () => {
    expect(await listing('opt=colour:purple')).toMatchObject({ items: [], total: 0 });
    expect(counts(await facets('opt=colour:purple'), 'colour')).toEqual({ black: 2, blue: 1, red: 2 });
  });

  it('follows the units left: an order for the last black units of chair A leaves it out of black in stock', async () => {
    await saveProductStock({ _id: ids.chairA, variants: [{ sku: 'FT-A-BLK', stock: 4 }] });
    expect(names(await listing('opt=colour:black&availability=in-stock&sort=name'))).toEqual(['Chair A', 'Chair B']);
    await request(server)
      .post('/api/orders')
      .set('Idempotency-Key', 'listing-filters-last-black')
      .send(orderBody([{ productId: ids.chairA, variantSku: 'FT-A-BLK', quantity: 4 }]))
      .expect(201);
    const after = await listing('opt=colour:black&availability=in-stock');
    expect(names(after)).toEqual(['Chair B']);
    const chairA = (await listing('opt=colour:black')).items.find((item) => item.id === ids.chairA)!;
    expect(chairA.variants.find((variant) => variant.sku === 'FT-A-BLK')).toMatchObject({
      stock: 0,
      availability: 'out-of-stock',
    });
    expect(counts(await facets('availability=in-stock'), 'colour')).toEqual({ black: 1, blue: 1, red: 1 });
  });

  it('shows a new option saved by the admin at once (the cached facets are dropped)', async () => {
    expect((await facets()).options.map((option) => option.key)).not.toContain('capacity');
    await create({
      name: 'Safe S',
      price: 1250,
      options: [
        option('capacity', 'Capacity', 'السعة', [
          { key: '80-l', name: '80 L', nameAr: '٨٠ لتر' },
          { key: '30-l', name: '30 L', nameAr: '٣٠ لتر' },
        ]),
      ],
      variants: [
        { sku: 'FT-S-30', options: { capacity: '30-l' }, price: 1250, stock: 2 },
        { sku: 'FT-S-80', options: { capacity: '80-l' }, price: 2250, stock: 2 },
      ],
    });
    const data = await facets();
    expect(data.options.map((option) => option.key)).toEqual(['colour', 'finish', 'size', 'capacity']);
    expect(counts(data, 'capacity')).toEqual({ '30-l': 1, '80-l': 1 });
    expect(names(await listing('opt=capacity:80-l'))).toEqual(['Safe S']);
  });
});

describe('bad filter input', () => {
  const bad = [
    ['an unknown key', 'colour=red'],
    ['an option without a value', 'opt=colour'],
    ['an option in capitals', 'opt=Colour:Red'],
    ['a NUL byte in an option', 'opt=colour:%00red'],
    ['a NUL byte in the category', 'category=seating%00'],
    ['an unknown availability', 'availability=soon'],
    [
      'an availability named four times',
      'availability=in-stock&availability=pre-order&availability=in-stock&availability=out-of-stock',
    ],
    ['too many option values', Array.from({ length: 31 }, (_, i) => `opt=colour:c${i}`).join('&')],
    ['a reversed price range', 'minPrice=500&maxPrice=100'],
    ['a repeated price', 'minPrice=1&minPrice=2'],
    ['a bracketed key', 'opt[$ne]=x'],
  ];

  it.each(bad)('answers 400 VALIDATION_FAILED for %s, on the listing and on the facets', async (_what, query) => {
    const before = await Product.countDocuments();
    for (const path of ['/api/products', '/api/products/facets']) {
      const reply = await request(server).get(`${path}?${query}`).expect(400);
      expect(reply.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
      expect(typeof reply.body.error.message).toBe('string');
    }
    expect(await Product.countDocuments()).toBe(before);
  });

  it('refuses sorting and paging on the facets, which take the filters only', async () => {
    for (const query of ['sort=name', 'page=2', 'limit=12']) {
      const reply = await request(server).get(`/api/products/facets?${query}`).expect(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
