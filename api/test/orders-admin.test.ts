import request from 'supertest';
import { Category, Product, Subcategory, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { Order, ORDER_STATUSES } from '../src/orders/model';
import { Testimonial } from '../src/testimonials/model';
import { seedTestimonials } from '../src/testimonials/seed';
import { ADMIN_ORDER_KEYS, standInShop } from './shop-fixtures';

/** The admin guard is stood in for (admin-stand-in.ts), so these tests exercise the order routes themselves over HTTP. */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

const { server, admin } = standInShop();

let products: ProductRecord[] = [];

interface Placed {
  id: string;
  orderNumber: string;
  token: string;
  total: number;
}

/** Places an order through the public route and returns it with its admin id. */
async function place(name: string, email: string, phone: string, zone = 'doha'): Promise<Placed> {
  const res = await request(server)
    .post('/api/orders')
    .send({
      customer: { name, phone, email, address: 'Tower 3, West Bay, Doha', zone },
      items: [{ productId: String(products[0]!._id), quantity: 1 }],
      paymentMethod: 'cash',
    })
    .expect(201);
  const stored = await Order.findOne({ orderNumber: res.body.data.orderNumber }).lean();
  return {
    id: String(stored!._id),
    orderNumber: res.body.data.orderNumber,
    token: res.body.data.token,
    total: res.body.data.total,
  };
}

let first: Placed;
let second: Placed;
let third: Placed;

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings(), seedTestimonials()]);
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
    (product) => typeof product.price === 'number',
  );
  first = await place('Noora Al-Mannai', 'noora@example.qa', '3312 3456');
  second = await place('Hamad Al-Marri', 'hamad@example.qa', '+974 5588-1122');
  third = await place('Sara Ibrahim', 'sara.i@example.com', '00974 7001 2233', 'lusail');
});

describe('GET /api/orders', () => {
  it('lists orders newest first with paging, without their tokens', async () => {
    const res = await admin.get('/api/orders?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(res.body.data.items.map((order: Placed) => order.orderNumber)).toEqual([
      third.orderNumber,
      second.orderNumber,
    ]);
    expect(Object.keys(res.body.data.items[0]).sort()).toEqual(ADMIN_ORDER_KEYS);
    expect(JSON.stringify(res.body)).not.toContain(third.token);
    const page2 = await admin.get('/api/orders?limit=2&page=2').expect(200);
    expect(page2.body.data.items.map((order: Placed) => order.orderNumber)).toEqual([first.orderNumber]);
  });

  it.each([
    ['the order number', () => first.orderNumber.toLowerCase(), () => [first]],
    ['part of a name, in another case', () => 'al-m', () => [second, first]],
    ['an email', () => 'SARA.I@example', () => [third]],
    ['a phone written with spaces', () => '5588 1122', () => [second]],
  ])('finds orders by %s', async (_label, q, expected) => {
    const res = await admin.get(`/api/orders?q=${encodeURIComponent(q())}`).expect(200);
    expect(res.body.data.items.map((order: Placed) => order.orderNumber)).toEqual(
      expected().map((order) => order.orderNumber),
    );
  });

  it('matches the search text literally, not as a pattern', async () => {
    const res = await admin.get(`/api/orders?q=${encodeURIComponent('.*')}`).expect(200);
    expect(res.body.data.total).toBe(0);
  });

  it('refuses unknown keys, unknown statuses and oversized pages with 400', async () => {
    for (const query of ['?sort=total', '?status=lost', '?limit=1000', '?page=0', '?status[$ne]=x']) {
      expect((await admin.get(`/api/orders${query}`)).status).toBe(400);
    }
  });
});

describe('one order', () => {
  it('GET /api/orders/:id answers it; a bad id is 400 INVALID_ID, an unknown one 404', async () => {
    const res = await admin.get(`/api/orders/${second.id}`).expect(200);
    expect(res.body.data).toMatchObject({
      id: second.id,
      orderNumber: second.orderNumber,
      status: 'pending',
      adminNotes: '',
    });
    expect(res.body.data.statusHistory).toEqual([
      { kind: 'status', status: 'pending', note: '', at: res.body.data.createdAt, notified: false },
    ]);
    expect((await admin.get('/api/orders/not-an-id')).body.error.code).toBe('INVALID_ID');
    expect((await admin.get('/api/orders/abcdefabcdefabcdefabcdef')).status).toBe(404);
  });

  it('PUT changes contact details, zone and notes but refuses prices and items', async () => {
    const res = await admin
      .put(`/api/orders/${first.id}`)
      .send({ customer: { phone: '4455 6677', zone: 'al-rayyan' }, adminNotes: 'Customer asked for a morning slot' });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      name: 'Noora Al-Mannai',
      phone: '+97444556677',
      zone: 'al-rayyan',
      zoneName: 'Al Rayyan',
      zoneNameAr: 'الريان',
    });
    expect(res.body.data.adminNotes).toBe('Customer asked for a morning slot');
    expect(res.body.data.total).toBe(first.total);

    for (const body of [
      { total: 1 },
      { items: [] },
      { customer: { price: 1 } },
      { customer: { zone: 'atlantis' } },
      { status: 'delivered' },
    ]) {
      expect((await admin.put(`/api/orders/${first.id}`).send(body)).status).toBe(400);
    }
    const stored = await Order.findById(first.id).lean();
    expect(stored).toMatchObject({ total: first.total, status: 'pending', customer: { zone: 'al-rayyan' } });
  });

  it('PATCH /status sets the status and appends it with its note to the history', async () => {
    await admin
      .patch(`/api/orders/${second.id}/status`)
      .send({ status: 'confirmed', note: 'Called the customer' })
      .expect(200);
    const res = await admin.patch(`/api/orders/${second.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    expect(res.body.data.status).toBe('out-for-delivery');
    expect(
      res.body.data.statusHistory.map(({ status, note }: { status: string; note: string }) => [status, note]),
    ).toEqual([
      ['pending', ''],
      ['confirmed', 'Called the customer'],
      ['out-for-delivery', ''],
    ]);
    expect((await admin.patch(`/api/orders/${second.id}/status`).send({ status: 'shipped' })).status).toBe(400);
    expect(
      (await admin.patch(`/api/orders/${second.id}/status`).send({ status: 'cancelled', note: 'x'.repeat(1001) }))
        .status,
    ).toBe(400);
    const filtered = await admin.get('/api/orders?status=out-for-delivery').expect(200);
    expect(filtered.body.data.items.map((order: Placed) => order.id)).toEqual([second.id]);
  });

  it('DELETE removes the order for good: gone for the admin and for its token', async () => {
    const doomed = await place('Test Delete', 'delete@example.qa', '5000 0000');
    expect((await admin.delete(`/api/orders/${doomed.id}`).expect(200)).body.data).toEqual({ deleted: true });
    expect((await admin.get(`/api/orders/${doomed.id}`)).status).toBe(404);
    expect((await request(server).get(`/api/order-confirmation/${doomed.token}`)).status).toBe(404);
    expect((await admin.delete(`/api/orders/${doomed.id}`)).status).toBe(404);
  });
});

describe('orders priced after an admin change to the catalogue', () => {
  it('charge the new price and zone fee from the very next order', async () => {
    const product = products[1]!;
    const order = () =>
      request(server)
        .post('/api/orders')
        .send({
          customer: {
            name: 'Price Change',
            phone: '5100 0001',
            email: 'price@example.qa',
            address: 'Tower 3, West Bay, Doha',
            zone: 'doha',
          },
          items: [{ productId: String(product._id), quantity: 2 }],
          paymentMethod: 'cash',
        })
        .expect(201);
    // Priced once at the old price first, so the product and zones are in the service's cache.
    expect((await order()).body.data.items[0].unitPrice).toBe(product.price);

    const newPrice = product.price! + 123.45;
    await admin
      .put(`/api/products/${String(product._id)}`)
      .send({ name: product.name, nameAr: product.nameAr, category: String(product.category), price: newPrice })
      .expect(200);
    const zones: Array<{ key: string }> = (await request(server).get('/api/zone-delivery-settings').expect(200)).body
      .data.zones;
    await admin
      .post('/api/zone-delivery-settings')
      .send({
        zones: zones.map((zone) =>
          zone.key === 'doha' ? { ...zone, fee: 45, freeDeliveryThreshold: 1_000_000 } : zone,
        ),
      })
      .expect(200);

    const after = (await order()).body.data;
    expect(after.items[0].unitPrice).toBe(newPrice);
    expect(after).toMatchObject({ subtotal: Math.round(newPrice * 200) / 100, deliveryFee: 45 });
  });
});

describe('GET /api/admin/overview', () => {
  it('counts orders by every status, shows the 5 newest, and counts the catalogue', async () => {
    for (let i = 0; i < 3; i += 1) await place(`Overview ${i}`, `overview${i}@example.qa`, '6600 000' + i);
    const res = await admin.get('/api/admin/overview').expect(200);
    const { orders, catalog } = res.body.data;
    expect(orders.total).toBe(await Order.countDocuments());
    expect(Object.keys(orders.byStatus).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) expect(orders.byStatus[status]).toBe(await Order.countDocuments({ status }));
    expect(orders.recent).toHaveLength(5);
    expect(orders.recent[0].customer.name).toBe('Overview 2');
    expect(orders.recent[0]).not.toHaveProperty('token');
    // The list (first read at the top of this file) shows the orders placed since, as its total does.
    const list = (await admin.get('/api/orders?limit=1').expect(200)).body.data;
    expect(list.total).toBe(orders.total);
    expect(list.items[0].customer.name).toBe('Overview 2');
    expect(catalog).toEqual({
      categories: await Category.countDocuments(),
      subcategories: await Subcategory.countDocuments(),
      products: await Product.countDocuments(),
      testimonials: await Testimonial.countDocuments(),
    });
  });

  it('is refused without an admin session', async () => {
    expect((await request(server).get('/api/admin/overview')).status).toBe(401);
  });
});
