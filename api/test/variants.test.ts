import request from 'supertest';
import type { ProductView } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { Category, Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { adminAgent, resetAdminUser } from './admin-login';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';
import { deskOptions } from './desk-options';

useTestDatabase();

const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();
let admin: Awaited<ReturnType<typeof adminAgent>>;
let category: string;

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings(), resetAdminUser()]);
  admin = await adminAgent(server);
  category = String((await Category.findOne().lean())!._id);
});

const OPTIONS = deskOptions();

function deskBody(prefix: string, name = `Variant Desk ${prefix}`): Record<string, unknown> {
  return {
    name,
    nameAr: 'مكتب بخيارات',
    category,
    price: 999,
    options: OPTIONS,
    variants: [
      { sku: `${prefix}-OAK-160`, options: { finish: 'oak', size: '160-cm' }, price: 1200, stock: 4 },
      { sku: `${prefix}-WAL-180`, options: { finish: 'walnut', size: '180-cm' }, price: 1650, stock: 0 },
      { sku: `${prefix}-WAL-160`, options: { finish: 'walnut', size: '160-cm' }, price: null, stock: 2 },
    ],
  };
}

async function publicProduct(slug: string): Promise<ProductView> {
  return (await request(server).get(`/api/products/${slug}`).expect(200)).body.data as ProductView;
}

describe('product variants', () => {
  it('saves options and variants and answers them with their price, stock, availability and the lowest price', async () => {
    const created = (await admin.post('/api/products').send(deskBody('VD1')).expect(201)).body.data;
    const product = await publicProduct(created.slug);
    expect(product.options.map((option) => option.key)).toEqual(['finish', 'size']);
    expect(product.options[0]!.values[1]).toEqual({ key: 'walnut', name: 'Walnut', nameAr: 'جوز', swatch: '#5d3a1a' });
    expect(product.variants).toEqual([
      {
        sku: 'VD1-OAK-160',
        options: { finish: 'oak', size: '160-cm' },
        price: 1200,
        stock: 4,
        image: '',
        availability: 'in-stock',
      },
      {
        sku: 'VD1-WAL-180',
        options: { finish: 'walnut', size: '180-cm' },
        price: 1650,
        stock: 0,
        image: '',
        availability: 'out-of-stock',
      },
      {
        sku: 'VD1-WAL-160',
        options: { finish: 'walnut', size: '160-cm' },
        price: null,
        stock: 2,
        image: '',
        availability: 'in-stock',
      },
    ]);
    expect(product.priceFrom).toBe(1200);
  });

  it('refuses variants that do not agree with the options, and stores nothing', async () => {
    const before = await Product.countDocuments();
    const body = deskBody('VD2');
    const variants = body['variants'] as Array<{ sku: string; options: Record<string, string> }>;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['a missing option', { ...body, variants: [{ ...variants[0]!, options: { finish: 'oak' } }] }],
      ['an unknown value', { ...body, variants: [{ ...variants[0]!, options: { finish: 'teak', size: '160-cm' } }] }],
      [
        'a combination twice',
        { ...body, variants: [variants[0]!, { ...variants[1]!, options: variants[0]!.options }] },
      ],
      ['a SKU twice', { ...body, variants: [variants[0]!, { ...variants[1]!, sku: variants[0]!.sku }] }],
      ['options without variants', { ...body, variants: [] }],
    ];
    for (const [label, bad] of cases) {
      const res = await admin.post('/api/products').send(bad);
      expect([label, res.status, res.body.error?.code]).toEqual([label, 400, 'VALIDATION_FAILED']);
    }
    expect(await Product.countDocuments()).toBe(before);
  });

  it('keeps every SKU to one product across the catalogue, and frees the SKUs a product gives up', async () => {
    const first = (await admin.post('/api/products').send(deskBody('VD3')).expect(201)).body.data;
    const clash = await admin.post('/api/products').send(deskBody('VD3', 'Another desk')).expect(409);
    expect(clash.body.error).toMatchObject({ code: 'SKU_TAKEN', details: { sku: 'VD3-OAK-160' } });
    expect(await Product.countDocuments({ name: 'Another desk' })).toBe(0);

    // Saving the first again keeps its own SKUs; renaming one frees the old SKU for another product.
    const renamed = deskBody('VD3');
    (renamed['variants'] as Array<{ sku: string }>)[0]!.sku = 'VD3-OAK-160-B';
    await admin.put(`/api/products/${first.id}`).send(renamed).expect(200);
    await admin
      .post('/api/products')
      .send({ name: 'Plain desk', nameAr: 'مكتب', category, price: 10, sku: 'VD3-OAK-160' })
      .expect(201);

    // Simultaneous saves of one SKU: exactly one wins.
    const racers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        admin.post('/api/products').send({ name: `Racer ${n}`, nameAr: 'متسابق', category, price: 5, sku: 'VD3-RACE' }),
      ),
    );
    expect(racers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);

    // Deleting a product frees its SKUs.
    await admin.delete(`/api/products/${first.id}`).expect(200);
    await admin
      .post('/api/products')
      .send({ name: 'Desk again', nameAr: 'مكتب', category, price: 10, sku: 'VD3-OAK-160-B' })
      .expect(201);
  });

  it("keeps the admin's stock figures in the stock module: orders take units, every reply shows the units left, a form saved unchanged keeps them", async () => {
    const created = (await admin.post('/api/products').send(deskBody('VD4')).expect(201)).body.data as {
      id: string;
      slug: string;
    };
    const stockOf = (product: { variants: Array<{ sku: string; stock: number | null }> }, sku: string) =>
      product.variants.find((variant) => variant.sku === sku)!.stock;
    expect(stockOf(await publicProduct(created.slug), 'VD4-OAK-160')).toBe(4);

    const order = {
      customer: {
        name: 'Mariam Al-Thani',
        phone: '+974 5512 3456',
        email: 'mariam@example.qa',
        address: 'Building 12, Street 340, Al Sadd, Doha',
        zone: 'doha',
        notes: '',
      },
      items: [{ productId: created.id, variantSku: 'VD4-OAK-160', quantity: 3 }],
      paymentMethod: 'cash',
      language: 'en',
    };
    await request(server).post('/api/orders').send(order).expect(201);
    const page = await publicProduct(created.slug);
    expect(stockOf(page, 'VD4-OAK-160')).toBe(1);
    expect(page.variants.find((variant) => variant.sku === 'VD4-OAK-160')!.availability).toBe('in-stock');
    const listed = (await admin.get(`/api/admin/products?q=VD4`).expect(200)).body.data as {
      items: Array<{ id: string; variants: Array<{ sku: string; stock: number | null }> }>;
    };
    const row = listed.items.find((item) => item.id === created.id)!;
    expect(stockOf(row, 'VD4-OAK-160')).toBe(1);

    // The form, opened with the units left and saved unchanged, sells nothing twice.
    await admin
      .put(`/api/products/${created.id}`)
      .send({
        ...deskBody('VD4'),
        variants: (deskBody('VD4')['variants'] as Array<{ sku: string }>).map((variant) => ({
          ...variant,
          stock: stockOf(row, variant.sku),
        })),
      })
      .expect(200);
    expect(stockOf(await publicProduct(created.slug), 'VD4-OAK-160')).toBe(1);
    const more = { ...order, items: [{ productId: created.id, variantSku: 'VD4-OAK-160', quantity: 2 }] };
    expect((await request(server).post('/api/orders').send(more)).status).toBe(409);

    // A new figure typed by the admin is what is on hand from then on.
    const restocked = (deskBody('VD4')['variants'] as Array<Record<string, unknown>>).map((variant) =>
      variant['sku'] === 'VD4-OAK-160' ? { ...variant, stock: 10 } : variant,
    );
    await admin
      .put(`/api/products/${created.id}`)
      .send({ ...deskBody('VD4'), variants: restocked })
      .expect(200);
    expect(stockOf(await publicProduct(created.slug), 'VD4-OAK-160')).toBe(10);
  });

  it('answers products without options as before: no variants, priceFrom = price', async () => {
    const plain = (await Product.find().lean()).find((record) => typeof record.price === 'number');
    const product = await publicProduct(plain!.slug);
    expect(product.variants).toEqual([]);
    expect(product.options).toEqual([]);
    expect(product.priceFrom).toBe(product.price);
  });
});
