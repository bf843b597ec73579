import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer } from '../src/mail/mailer';
import { TRACKING_PER_CLIENT, TRACKING_PER_ORDER } from '../src/orders/tracking';
import { awayFromWindowEnd, forgetRateLimits, testConfig, useTestDatabase } from './helpers';

/** `POST /api/order-tracking`: a guest finds an order with its number and the phone it was placed with. */
useTestDatabase();

const mailer: Mailer = { destination: 'nowhere', send: async () => undefined };
// Behind a proxy, so each test client can come from an address of its own.
const server = createApp({ config: testConfig({ trustProxy: true }), mailer }).callback();
let clients = 0;
const newClient = () => `198.51.100.${(clients += 1)}`;

const NOT_FOUND = {
  success: false,
  error: { code: 'ORDER_NOT_FOUND', message: 'No order matches this order number and phone number' },
};

interface Placed {
  orderNumber: string;
  token: string;
}

let placed: Placed;
let other: Placed;

async function place(phone: string, client = newClient()): Promise<Placed> {
  const product = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).find(
    (candidate) => typeof candidate.price === 'number',
  );
  const res = await request(server)
    .post('/api/orders')
    .set('X-Forwarded-For', client)
    .send({
      customer: {
        name: 'Aisha Al-Thani',
        phone,
        email: 'aisha@example.qa',
        address: 'Tower 2, Lusail Marina',
        zone: 'doha',
      },
      items: [{ productId: String(product!._id), quantity: 1 }],
      paymentMethod: 'bank-transfer',
    })
    .expect(201);
  return { orderNumber: res.body.data.orderNumber, token: res.body.data.token };
}

const track = (body: unknown, client = newClient()) =>
  request(server)
    .post('/api/order-tracking')
    .set('X-Forwarded-For', client)
    .send(body as object);

/** A well-formed order number no order has (the alphabet leaves out I, L, O and 1, 0). */
function unknownNumber(i: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  return `OG-200101-${[0, 1, 2, 3].map((place) => alphabet[Math.floor(i / alphabet.length ** place) % alphabet.length]).join('')}`;
}

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  placed = await place('5512 3456');
  other = await place('+974 6677 8899');
});

beforeEach(forgetRateLimits);

describe('the right order number and phone', () => {
  it.each([
    ['as stored', () => placed.orderNumber, '+97455123456'],
    ['with spaces', () => placed.orderNumber, '+974 5512 3456'],
    ['without +974', () => placed.orderNumber, '55123456'],
    ['without +974, with a space and in lower case', () => ` ${placed.orderNumber.toLowerCase()} `, '5512 3456'],
    ['with 00974 and a dash', () => placed.orderNumber, '00974 5512-3456'],
  ])('find the order (phone %s)', async (_label, orderNumber, phone) => {
    const res = await track({ orderNumber: orderNumber(), phone }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // What the confirmation page shows, token included (the tracking page uploads receipts with it).
    const confirmation = await request(server).get(`/api/order-confirmation/${placed.token}`).expect(200);
    expect(res.body.data).toEqual(confirmation.body.data);
    expect(res.body.data).toMatchObject({
      orderNumber: placed.orderNumber,
      token: placed.token,
      status: 'pending',
      payment: { status: 'unpaid' },
      timeline: [{ kind: 'status', status: 'pending' }],
    });
  });
});

describe('a pair that does not match', () => {
  it('answers the same 404 for a wrong phone, a wrong number and another order’s phone', async () => {
    const replies = await Promise.all([
      track({ orderNumber: placed.orderNumber, phone: '5512 3457' }),
      track({ orderNumber: unknownNumber(1), phone: '5512 3456' }),
      track({ orderNumber: placed.orderNumber, phone: '6677 8899' }),
      track({ orderNumber: other.orderNumber, phone: '5512 3456' }),
    ]);
    for (const res of replies) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain('Aisha');
    }
    expect(new Set(replies.map((res) => JSON.stringify(res.body))).size).toBe(1);
  });
});

describe('bodies that are not an order number and a Qatar phone', () => {
  it.each([
    ['no phone', { orderNumber: 'OG-261122-7KQ4' }],
    ['no order number', { phone: '5512 3456' }],
    ['a number of another shape', { orderNumber: 'OG-12345', phone: '5512 3456' }],
    ['a phone outside Qatar', { orderNumber: 'OG-261122-7KQ4', phone: '+44 20 7946 0000' }],
    ['a phone of 7 digits', { orderNumber: 'OG-261122-7KQ4', phone: '5512 345' }],
    ['a query operator for a number', { orderNumber: { $ne: '' }, phone: '5512 3456' }],
    ['an extra key', { orderNumber: 'OG-261122-7KQ4', phone: '5512 3456', token: 'x' }],
    ['an empty body', {}],
  ])('are refused with 400 (%s)', async (_label, body) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('tries', () => {
  beforeAll(() => awayFromWindowEnd(TRACKING_PER_CLIENT.windowMs));

  it(`are limited to ${TRACKING_PER_CLIENT.max} per client; other clients go on`, async () => {
    const client = newClient();
    // Each try names another order, so only the client's own count is reached.
    for (let i = 0; i < TRACKING_PER_CLIENT.max; i += 1)
      expect((await track({ orderNumber: unknownNumber(100 + i), phone: '5512 3456' }, client)).status).toBe(404);
    const refused = await track({ orderNumber: placed.orderNumber, phone: '5512 3456' }, client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(TRACKING_PER_CLIENT.windowMs / 1000);
    await track({ orderNumber: placed.orderNumber, phone: '5512 3456' }).expect(200);
  });

  it(`are limited to ${TRACKING_PER_ORDER.max} per order number from all clients together`, async () => {
    // A guesser spreading phones over many addresses; the number's case and spaces do not make a new count.
    for (let i = 0; i < TRACKING_PER_ORDER.max; i += 1) {
      const orderNumber = i % 2 === 0 ? placed.orderNumber : ` ${placed.orderNumber.toLowerCase()}`;
      expect((await track({ orderNumber, phone: `5500 ${String(1000 + i)}` })).status).toBe(404);
    }
    // Now even the right phone from a new address waits...
    const refused = await track({ orderNumber: placed.orderNumber, phone: '5512 3456' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    // ...while other orders are found as before.
    await track({ orderNumber: other.orderNumber, phone: '6677 8899' }).expect(200);
  });
});
