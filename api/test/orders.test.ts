import request from 'supertest';
import { Types } from 'mongoose';
import { createApp } from '../src/app';
import { Category, Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { ZoneDeliverySettings } from '../src/delivery/model';
import { SEED_ZONES, seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { Order } from '../src/orders/model';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { MARIAM, ORDER_VIEW_KEYS } from './shop-fixtures';

useTestDatabase();

/** Mail is kept in memory here; mail over real SMTP is proven in mail-orders.test.ts. */
const sent: MailMessage[] = [];
const mailer: Mailer = { destination: 'memory', send: async (message) => void sent.push(message) };
const app = createApp({ config: testConfig(), mailer });
const server = app.callback();
/**
 * These tests change the catalogue directly in the database; the admin's write routes invalidate
 * the read cache the order service prices from, and this does the same after a direct change.
 */
const catalogueChanged = () => app.context.readCache.invalidate('catalog');

let priced: ProductRecord[] = [];
let quoteOnly: ProductRecord;
let preOrder: ProductRecord;

const ZONE = 'doha';
const FEE = 35;
const THRESHOLD = 2000;

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  // Doha charges QAR 35 below QAR 2,000 in these tests (the built-in zones deliver free).
  await ZoneDeliverySettings.updateOne(
    {},
    {
      $set: {
        zones: SEED_ZONES.map((zone) =>
          zone.key === ZONE ? { ...zone, fee: FEE, freeDeliveryThreshold: THRESHOLD } : zone,
        ),
      },
    },
  );
  const products = await Product.find().sort({ name: 1 }).lean<ProductRecord[]>();
  priced = products.filter(
    (product) =>
      typeof product.price === 'number' &&
      product.price > 0 &&
      product.price < 600 &&
      product.availability === 'in-stock',
  );
  quoteOnly = products.find((product) => product.price === null)!;
  preOrder = products.find((product) => typeof product.price === 'number' && product.availability === 'pre-order')!;
  expect(priced.length).toBeGreaterThan(3);
  expect(quoteOnly).toBeDefined();
  expect(preOrder).toBeDefined();
});

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: { ...MARIAM, zone: ZONE, notes: 'Please call before delivery' },
    items: [
      { productId: String(priced[0]!._id), quantity: 2 },
      { productId: String(priced[1]!._id), quantity: 1 },
    ],
    paymentMethod: 'cash',
    language: 'en',
    ...overrides,
  };
}

// Limits count in the database: each test starts from zero, so the file's orders do not add up
// to the per-client order limit (proven in mail-limits.test.ts).
beforeEach(async () => {
  await forgetRateLimits();
});

describe('POST /api/orders', () => {
  it('prices every line from the catalogue and adds the zone fee below its free-delivery threshold', async () => {
    const before = await Order.countDocuments();
    const res = await request(server).post('/api/orders').send(validBody());
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(Object.keys(order).sort()).toEqual(ORDER_VIEW_KEYS);
    const [a, b] = [priced[0]!, priced[1]!];
    expect(order.items).toEqual([
      {
        productId: String(a._id),
        name: a.name,
        nameAr: a.nameAr,
        slug: a.slug,
        image: a.images[0],
        unitPrice: a.price,
        quantity: 2,
        lineTotal: a.price! * 2,
        variantSku: '',
        variantName: '',
        variantNameAr: '',
      },
      {
        productId: String(b._id),
        name: b.name,
        nameAr: b.nameAr,
        slug: b.slug,
        image: b.images[0],
        unitPrice: b.price,
        quantity: 1,
        lineTotal: b.price!,
        variantSku: '',
        variantName: '',
        variantNameAr: '',
      },
    ]);
    const subtotal = a.price! * 2 + b.price!;
    expect(subtotal).toBeLessThan(THRESHOLD);
    expect(order).toMatchObject({
      subtotal,
      deliveryFee: FEE,
      total: subtotal + FEE,
      currency: 'QAR',
      status: 'pending',
      paymentMethod: 'cash',
      bankDetails: null,
    });
    expect(order.customer).toEqual({
      name: 'Mariam Al-Thani',
      phone: '+97455123456',
      email: 'mariam@example.qa',
      address: 'Building 12, Street 340, Al Sadd, Doha',
      zone: 'doha',
      zoneName: 'Doha',
      zoneNameAr: 'الدوحة',
      notes: 'Please call before delivery',
      nationalAddress: null,
    });
    // A new order: unpaid, no slot booked, one step on its timeline, no invoice yet.
    expect(order.payment).toEqual({ status: 'unpaid', reference: '', paidOn: null, receipts: [] });
    expect(order.delivery).toBeNull();
    expect(order.timeline).toEqual([{ kind: 'status', status: 'pending', at: order.createdAt, note: '' }]);
    expect(order.invoiceAvailable).toBe(false);
    expect(order.orderNumber).toMatch(/^OG-\d{6}-[2-9A-Z]{4}$/);
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(order.estimatedDeliveryDays).toBe(SEED_ZONES.find((zone) => zone.key === ZONE)!.leadTimeDays);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);

    expect(await Order.countDocuments()).toBe(before + 1);
    const stored = await Order.findOne({ orderNumber: order.orderNumber }).lean();
    expect(stored?.total).toBe(subtotal + FEE);
  });

  it('stores the order as the order schema has it: every field and default, nothing else, of its type', async () => {
    const res = await request(server)
      .post('/api/orders')
      .send(
        validBody({ customer: { ...MARIAM, zone: ZONE, nationalAddress: { zone: 38, street: 340, building: 12 } } }),
      )
      .expect(201);
    // As the database gives it back, through the driver (no mongoose casting or defaults on the way).
    const raw = await Order.collection.findOne({ orderNumber: res.body.data.orderNumber });
    expect(raw).not.toBeNull();
    // What mongoose makes of it adds, drops and changes nothing: the stored order is complete.
    const document = new Order(raw);
    expect(document.validateSync()).toBeUndefined();
    expect({ ...document.toObject(), __v: raw!['__v'] }).toEqual(raw);
    expect(raw).toMatchObject({
      __v: 0,
      status: 'pending',
      language: 'en',
      currency: 'QAR',
      adminNotes: '',
      delivery: null,
      payment: { status: 'unpaid', reference: '', paidOn: null, receipts: [] },
      customer: { notes: '', nationalAddress: { zone: 38, street: 340, building: 12, unit: null } },
      statusHistory: [{ status: 'pending', note: '' }],
    });
    expect(raw!['_id']).toBeInstanceOf(Types.ObjectId);
    expect(raw!['createdAt']).toBeInstanceOf(Date);
    expect(raw!['updatedAt']).toEqual(raw!['createdAt']);
    expect(raw!['statusHistory'][0].at).toEqual(raw!['createdAt']);
    expect(raw!['items'][0]).not.toHaveProperty('availability');
    expect(raw!['items'][0]).not.toHaveProperty('variantSku');
  });

  it('delivers free once the subtotal reaches the zone threshold', async () => {
    const product = priced[0]!;
    const quantity = Math.ceil(THRESHOLD / product.price!);
    const res = await request(server)
      .post('/api/orders')
      .send(validBody({ items: [{ productId: String(product._id), quantity }] }))
      .expect(201);
    expect(res.body.data.subtotal).toBe(product.price! * quantity);
    expect(res.body.data.subtotal).toBeGreaterThanOrEqual(THRESHOLD);
    expect(res.body.data.deliveryFee).toBe(0);
    expect(res.body.data.total).toBe(res.body.data.subtotal);
  });

  it('gives bank-transfer orders the bank details: QNB, a Qatar IBAN, SWIFT QNBAQAQA', async () => {
    const res = await request(server)
      .post('/api/orders')
      .send(validBody({ paymentMethod: 'bank-transfer' }))
      .expect(201);
    const bank = res.body.data.bankDetails;
    expect(bank).toEqual({
      bankName: 'Qatar National Bank (QNB)',
      accountName: 'OGulf Office Furniture',
      iban: expect.any(String),
      swift: 'QNBAQAQA',
    });
    expect(bank.iban).toMatch(/^QA\d{2}[A-Z]{4}[A-Z0-9]{21}$/);
  });

  it('leaves the delivery estimate open when a product is not in stock', async () => {
    const res = await request(server)
      .post('/api/orders')
      .send(validBody({ items: [{ productId: String(preOrder._id), quantity: 1 }] }))
      .expect(201);
    expect(res.body.data.estimatedDeliveryDays).toBeNull();
  });

  it('ignores nothing the client says about money: a body with prices or totals is refused and stores nothing', async () => {
    const before = await Order.countDocuments();
    const tampered = [
      validBody({ total: 1 }),
      validBody({ subtotal: 1, deliveryFee: 0 }),
      validBody({ items: [{ productId: String(priced[0]!._id), quantity: 1, price: 1 }] }),
      validBody({ items: [{ productId: String(priced[0]!._id), quantity: 1, unitPrice: 0.01, lineTotal: 0.01 }] }),
    ];
    for (const body of tampered) {
      const res = await request(server).post('/api/orders').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await Order.countDocuments()).toBe(before);
  });

  it('refuses products sold on quotation with 422 QUOTE_ONLY and stores nothing', async () => {
    const before = await Order.countDocuments();
    const res = await request(server)
      .post('/api/orders')
      .send(
        validBody({
          items: [
            { productId: String(priced[0]!._id), quantity: 1 },
            { productId: String(quoteOnly._id), quantity: 1 },
          ],
        }),
      );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'QUOTE_ONLY', details: { productIds: [String(quoteOnly._id)] } });
    expect(await Order.countDocuments()).toBe(before);
  });

  it('refuses unknown products and products of an inactive category with 422 PRODUCT_UNAVAILABLE listing them, storing nothing', async () => {
    const before = await Order.countDocuments();
    const unknown = 'abcdefabcdefabcdefabcdef';
    const hidden = priced[2]!;
    await Category.updateOne({ _id: hidden.category }, { $set: { active: false } });
    catalogueChanged();
    try {
      const res = await request(server)
        .post('/api/orders')
        .send(
          validBody({
            items: [
              { productId: unknown, quantity: 1 },
              { productId: String(hidden._id), quantity: 1 },
              { productId: String(priced[0]!._id), quantity: 1 },
            ],
          }),
        );
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('PRODUCT_UNAVAILABLE');
      expect(res.body.error.details.productIds).toEqual([unknown, String(hidden._id)]);
    } finally {
      await Category.updateOne({ _id: hidden.category }, { $set: { active: true } });
      catalogueChanged();
    }
    expect(await Order.countDocuments()).toBe(before);
  });

  describe('refuses bad input with a 4xx and stores nothing', () => {
    const line = () => ({ productId: String(priced[0]!._id), quantity: 1 });
    const customer = () => validBody().customer;
    const cases: Array<[string, () => unknown]> = [
      ['an empty body', () => ({})],
      ['a missing customer', () => ({ ...validBody(), customer: undefined })],
      ['a missing email', () => validBody({ customer: { ...customer(), email: undefined } })],
      ['no items', () => validBody({ items: [] })],
      ['a missing payment method', () => ({ ...validBody(), paymentMethod: undefined })],
      ['an unknown payment method', () => validBody({ paymentMethod: 'crypto' })],
      ['a quantity given as text', () => validBody({ items: [{ ...line(), quantity: '2' }] })],
      ['a name given as a number', () => validBody({ customer: { ...customer(), name: 42 } })],
      ['items given as an object', () => validBody({ items: { 0: line() } })],
      ['an unknown key at the top', () => validBody({ coupon: 'FREE' })],
      ['an unknown key in the customer', () => validBody({ customer: { ...customer(), isAdmin: true } })],
      ['an operator as the product id', () => validBody({ items: [{ productId: { $gt: '' }, quantity: 1 }] })],
      ['an operator as the email', () => validBody({ customer: { ...customer(), email: { $ne: null } } })],
      ['an operator as the zone', () => validBody({ customer: { ...customer(), zone: { $regex: '.*' } } })],
      ['a $where key', () => ({ ...validBody(), $where: 'sleep(1000)' })],
      ['a negative quantity', () => validBody({ items: [{ ...line(), quantity: -1 }] })],
      ['a zero quantity', () => validBody({ items: [{ ...line(), quantity: 0 }] })],
      ['a fractional quantity', () => validBody({ items: [{ ...line(), quantity: 1.5 }] })],
      ['a huge quantity', () => validBody({ items: [{ ...line(), quantity: 1e9 }] })],
      ['the same product twice', () => validBody({ items: [line(), line()] })],
      ['a product id that is not an id', () => validBody({ items: [{ productId: 'office-chair', quantity: 1 }] })],
      [
        '101 lines',
        () =>
          validBody({
            items: Array.from({ length: 101 }, (_, i) => ({
              productId: i.toString(16).padStart(24, '0'),
              quantity: 1,
            })),
          }),
      ],
      ['a phone outside Qatar', () => validBody({ customer: { ...customer(), phone: '+44 20 7946 0000' } })],
      ['a phone starting with 1', () => validBody({ customer: { ...customer(), phone: '1234 5678' } })],
      ['a phone with 7 digits', () => validBody({ customer: { ...customer(), phone: '5512345' } })],
      ['a bad email', () => validBody({ customer: { ...customer(), email: 'mariam@' } })],
      ['a one-letter name', () => validBody({ customer: { ...customer(), name: 'M' } })],
      [
        'a name with a line break',
        () => validBody({ customer: { ...customer(), name: 'Mariam\r\nBcc: all@example.com' } }),
      ],
      ['a short address', () => validBody({ customer: { ...customer(), address: 'Doha' } })],
      ['notes over 1000 characters', () => validBody({ customer: { ...customer(), notes: 'x'.repeat(1001) } })],
      ['an unknown zone', () => validBody({ customer: { ...customer(), zone: 'atlantis' } })],
      ['an unknown language', () => validBody({ language: 'fr' })],
    ];

    it.each(cases)('%s', async (_label, body) => {
      const before = await Order.countDocuments();
      const res = await request(server)
        .post('/api/orders')
        .send(body() as object);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(await Order.countDocuments()).toBe(before);
    });

    it('a body over 100 kB (413)', async () => {
      const before = await Order.countDocuments();
      const res = await request(server)
        .post('/api/orders')
        .send(validBody({ customer: { ...customer(), notes: 'x'.repeat(120_000) } }));
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await Order.countDocuments()).toBe(before);
    });

    it('a body that is not JSON', async () => {
      const before = await Order.countDocuments();
      const res = await request(server)
        .post('/api/orders')
        .set('Content-Type', 'application/json')
        .send('{"customer":');
      expect(res.status).toBe(400);
      expect(await Order.countDocuments()).toBe(before);
    });

    it('a malformed Idempotency-Key header', async () => {
      const before = await Order.countDocuments();
      const res = await request(server).post('/api/orders').set('Idempotency-Key', 'short').send(validBody());
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_IDEMPOTENCY_KEY');
      expect(await Order.countDocuments()).toBe(before);
    });
  });
});

describe('Idempotency-Key', () => {
  it('turns 50 simultaneous identical requests into exactly one order, answered to all of them', async () => {
    const key = 'checkout-50-at-once-0001';
    const before = await Order.countDocuments();
    // 50 client addresses (behind a trusted proxy): one address would meet the order limit.
    const proxied = createApp({ config: testConfig({ trustProxy: true, proxyHops: 1 }), mailer }).callback();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(proxied)
          .post('/api/orders')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .set('Idempotency-Key', key)
          .send(validBody()),
      ),
    );
    expect(replies.map((res) => res.status).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(replies.filter((res) => res.status === 201)).toHaveLength(1);
    expect(new Set(replies.map((res) => res.body.data.orderNumber)).size).toBe(1);
    expect(new Set(replies.map((res) => res.body.data.token)).size).toBe(1);
    expect(await Order.countDocuments()).toBe(before + 1);
    expect(await Order.countDocuments({ idempotencyKey: key })).toBe(1);
  });

  it('answers a retry with the first order even after a product became unavailable', async () => {
    const key = 'retry-after-change-0001';
    const product = priced[3]!;
    const body = validBody({ items: [{ productId: String(product._id), quantity: 1 }] });
    const first = await request(server).post('/api/orders').set('Idempotency-Key', key).send(body).expect(201);
    await Category.updateOne({ _id: product.category }, { $set: { active: false } });
    catalogueChanged();
    try {
      const retry = await request(server).post('/api/orders').set('Idempotency-Key', key).send(body);
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual(first.body.data);
    } finally {
      await Category.updateOne({ _id: product.category }, { $set: { active: true } });
      catalogueChanged();
    }
  });

  it('treats the same lines in another order as the same request', async () => {
    const key = 'same-lines-reordered-01';
    const first = await request(server).post('/api/orders').set('Idempotency-Key', key).send(validBody()).expect(201);
    const reordered = validBody();
    reordered.items.reverse();
    const retry = await request(server).post('/api/orders').set('Idempotency-Key', key).send(reordered).expect(200);
    expect(retry.body.data.orderNumber).toBe(first.body.data.orderNumber);
  });

  it('refuses the same key with a different body with 409 IDEMPOTENCY_KEY_REUSED and stores nothing', async () => {
    const key = 'reused-key-different-01';
    const first = await request(server).post('/api/orders').set('Idempotency-Key', key).send(validBody()).expect(201);
    const before = await Order.countDocuments();
    const res = await request(server)
      .post('/api/orders')
      .set('Idempotency-Key', key)
      .send(validBody({ items: [{ productId: String(priced[0]!._id), quantity: 5 }] }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(JSON.stringify(res.body)).not.toContain(first.body.data.token);
    expect(await Order.countDocuments()).toBe(before);
  });

  it('places separate orders for identical bodies without a key', async () => {
    const a = await request(server).post('/api/orders').send(validBody()).expect(201);
    const b = await request(server).post('/api/orders').send(validBody()).expect(201);
    expect(a.body.data.orderNumber).not.toBe(b.body.data.orderNumber);
  });
});

describe('GET /api/order-confirmation/:token', () => {
  it('answers the order for its token, without admin fields', async () => {
    const placed = (
      await request(server)
        .post('/api/orders')
        .send(validBody({ language: 'ar' }))
        .expect(201)
    ).body.data;
    const res = await request(server).get(`/api/order-confirmation/${placed.token}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual(placed);
    expect(res.body.data).not.toHaveProperty('id');
    expect(res.body.data).not.toHaveProperty('adminNotes');
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown or malformed token, and for an order number', async () => {
    const placed = (await request(server).post('/api/orders').send(validBody()).expect(201)).body.data;
    // A token carries its order's id: the right id with another secret part finds nothing either.
    const forged = Buffer.concat([
      Buffer.from(placed.token, 'base64url').subarray(0, 12),
      Buffer.alloc(24, 7),
    ]).toString('base64url');
    for (const token of [
      'A'.repeat(32),
      'A'.repeat(48),
      forged,
      placed.orderNumber,
      'x',
      encodeURIComponent('{"$gt":""}'),
    ]) {
      const res = await request(server).get(`/api/order-confirmation/${token}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('ORDER_NOT_FOUND');
    }
  });
});

describe('admin order routes without an admin session', () => {
  it('answer 401 and change nothing', async () => {
    const placed = (await request(server).post('/api/orders').send(validBody()).expect(201)).body.data;
    const stored = await Order.findOne({ orderNumber: placed.orderNumber }).lean();
    const id = String(stored!._id);
    const calls = [
      request(server).get('/api/orders'),
      request(server).get(`/api/orders?q=${encodeURIComponent(placed.customer.email)}`),
      request(server).get(`/api/orders/${id}`),
      request(server).put(`/api/orders/${id}`).send({ adminNotes: 'changed' }),
      request(server).patch(`/api/orders/${id}/status`).send({ status: 'cancelled' }),
      request(server).delete(`/api/orders/${id}`),
      request(server).get('/api/admin/overview'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
      expect(JSON.stringify(res.body)).not.toContain(placed.customer.email);
    }
    const after = await Order.findById(id).lean();
    expect(after).toMatchObject({ status: 'pending', adminNotes: '' });
  });
});

describe('order mail', () => {
  it('mails the shop and the customer about a new order, and not about a replayed one', async () => {
    // Send what the file's earlier orders queued, then count from zero.
    await app.context.mailWorker.drain();
    sent.length = 0;
    const key = 'mail-once-per-order-01';
    const placed = (await request(server).post('/api/orders').set('Idempotency-Key', key).send(validBody()).expect(201))
      .body.data;
    await request(server).post('/api/orders').set('Idempotency-Key', key).send(validBody()).expect(200);
    await app.context.mailWorker.drain();
    expect(sent.map((mail) => mail.to).sort()).toEqual([testConfig().shopEmail, placed.customer.email].sort());
    expect(sent.every((mail) => mail.subject.includes(placed.orderNumber))).toBe(true);
  });
});
