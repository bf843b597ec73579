import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer } from '../src/mail/mailer';
import { Order, type OrderStatus, type PaymentMethod } from '../src/orders/model';
import { asAdmin } from './admin-stand-in';
import { testConfig, useTestDatabase } from './helpers';

/** The admin guard is stood in for (admin-stand-in.ts); route-access.test.ts proves the real one guards the route. */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

useTestDatabase();

// Noon in Qatar on Friday 20 November 2026: "today" for every figure below.
const NOW = new Date('2026-11-20T09:00:00Z');
const mailer: Mailer = { destination: 'nowhere', send: async () => undefined };
const server = createApp({ config: testConfig(), mailer, now: () => NOW }).callback();
const admin = asAdmin(server);

let product: ProductRecord;

interface Dated {
  /** When it was placed (UTC). */
  at: string;
  total: number;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: 'unpaid' | 'awaiting-confirmation' | 'paid';
}

/** Places an order through the checkout, then moves it to `at` with `total` (straight in the database). */
async function placeOn(order: Dated): Promise<string> {
  const res = await request(server)
    .post('/api/orders')
    .send({
      customer: {
        name: 'Noora Al-Mannai',
        phone: '3312 3456',
        email: 'noora@example.qa',
        address: 'West Bay',
        zone: 'doha',
      },
      items: [{ productId: String(product._id), quantity: 1 }],
      paymentMethod: order.paymentMethod ?? 'cash',
    })
    .expect(201);
  const orderNumber: string = res.body.data.orderNumber;
  await Order.collection.updateOne(
    { orderNumber },
    {
      $set: {
        createdAt: new Date(order.at),
        total: order.total,
        status: order.status ?? 'pending',
        'payment.status': order.paymentStatus ?? 'unpaid',
      },
    },
  );
  return orderNumber;
}

const numbers: Record<string, string> = {};

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  product = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).find(
    (candidate) =>
      typeof candidate.price === 'number' && !candidate.contactForQuote && (candidate.variants?.length ?? 0) === 0,
  )!;
  const orders: Record<string, Dated> = {
    // Today in Qatar: 08:00, and 00:30 (still the 19th in UTC).
    morning: { at: '2026-11-20T05:00:00Z', total: 100.1 },
    justAfterMidnight: { at: '2026-11-19T21:30:00Z', total: 200.2, status: 'confirmed' },
    // 23:59 on the 19th in Qatar: yesterday.
    lateYesterday: { at: '2026-11-19T20:59:00Z', total: 50.05, paymentMethod: 'bank-transfer' },
    // The 14th: the first of the last 7 days; the 13th: the day before them.
    sixDaysAgo: { at: '2026-11-14T07:00:00Z', total: 1000, paymentMethod: 'bank-transfer', paymentStatus: 'paid' },
    sevenDaysAgo: { at: '2026-11-13T07:00:00Z', total: 300, status: 'delivered' },
    // 22 October: the first of the last 30 days; the 21st: outside them.
    twentyNineDaysAgo: {
      at: '2026-10-22T06:00:00Z',
      total: 400,
      paymentMethod: 'bank-transfer',
      paymentStatus: 'awaiting-confirmation',
    },
    thirtyDaysAgo: { at: '2026-10-21T06:00:00Z', total: 999 },
    // Cancelled today: counts for nothing, even as an unpaid transfer.
    cancelledToday: { at: '2026-11-20T06:00:00Z', total: 5000, status: 'cancelled', paymentMethod: 'bank-transfer' },
  };
  for (const [name, order] of Object.entries(orders)) numbers[name] = await placeOn(order);
});

describe('GET /api/admin/overview', () => {
  it('adds up the revenue and orders of today, the last 7 and the last 30 Qatar days, cancelled orders left out', async () => {
    const { sales } = (await admin.get('/api/admin/overview').expect(200)).body.data;
    expect(sales.currency).toBe('QAR');
    expect(sales.today).toBe('2026-11-20');
    expect(sales.todayFigures).toEqual({ revenue: 300.3, orders: 2 });
    expect(sales.last7).toEqual({ revenue: 1350.35, orders: 4 });
    expect(sales.last30).toEqual({ revenue: 2050.35, orders: 6 });
  });

  it('gives each of the last 30 days, oldest first, days without orders at zero', async () => {
    const { daily } = (await admin.get('/api/admin/overview').expect(200)).body.data.sales;
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ date: '2026-10-22', revenue: 400, orders: 1 });
    expect(daily[1]).toEqual({ date: '2026-10-23', revenue: 0, orders: 0 });
    expect(daily.find((day: { date: string }) => day.date === '2026-11-13')).toEqual({
      date: '2026-11-13',
      revenue: 300,
      orders: 1,
    });
    expect(daily.at(-2)).toEqual({ date: '2026-11-19', revenue: 50.05, orders: 1 });
    expect(daily.at(-1)).toEqual({ date: '2026-11-20', revenue: 300.3, orders: 2 });
  });

  it('counts the bank transfers still to be paid (unpaid or a receipt to check), not paid or cancelled ones', async () => {
    const overview = (await admin.get('/api/admin/overview').expect(200)).body.data;
    expect(overview.unpaidBankTransfers).toBe(2);
    expect(overview.orders.byStatus.pending).toBe(5);
  });

  it('is refused without the admin session', async () => {
    const res = await request(server).get('/api/admin/overview').expect(401);
    expect(res.body).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    expect(res.body.data).toBeUndefined();
  });
});

describe('GET /api/orders?from=&to=', () => {
  const listed = async (search: string): Promise<string[]> =>
    ((await admin.get(`/api/orders?${search}`).expect(200)).body.data.items as Array<{ orderNumber: string }>)
      .map((order) => order.orderNumber)
      .sort();

  it('lists the orders placed on the Qatar days asked for, both ends included', async () => {
    expect(await listed('from=2026-11-20&to=2026-11-20')).toEqual(
      [numbers['morning'], numbers['justAfterMidnight'], numbers['cancelledToday']].sort(),
    );
    expect(await listed('from=2026-11-13&to=2026-11-19')).toEqual(
      [numbers['lateYesterday'], numbers['sixDaysAgo'], numbers['sevenDaysAgo']].sort(),
    );
  });

  it('takes an open end, combines with the status filter and counts what it lists', async () => {
    expect(await listed('to=2026-10-22')).toEqual([numbers['thirtyDaysAgo'], numbers['twentyNineDaysAgo']].sort());
    const res = await admin.get('/api/orders?from=2026-11-19&status=pending').expect(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.items.map((order: { orderNumber: string }) => order.orderNumber).sort()).toEqual(
      [numbers['morning'], numbers['lateYesterday']].sort(),
    );
  });

  it('lists the bank transfers still to be paid, as many as the overview counts, and with a status only that status', async () => {
    const overview = (await admin.get('/api/admin/overview').expect(200)).body.data;
    const res = await admin.get('/api/orders?payment=unpaid-bank-transfer').expect(200);
    expect(res.body.data.total).toBe(overview.unpaidBankTransfers);
    expect(await listed('payment=unpaid-bank-transfer')).toEqual(
      [numbers['lateYesterday'], numbers['twentyNineDaysAgo']].sort(),
    );
    expect(await listed('payment=unpaid-bank-transfer&status=cancelled')).toEqual([numbers['cancelledToday']]);
    const refused = await admin.get('/api/orders?payment=cash').expect(400);
    expect(refused.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });

  it.each([
    ['a day that does not exist', 'from=2026-02-30'],
    ['a day not written YYYY-MM-DD', 'to=20-11-2026'],
    ['a last day before the first', 'from=2026-11-20&to=2026-11-19'],
    ['a day given twice', 'from=2026-11-01&from=2026-11-02'],
  ])('refuses %s with 400', async (_what, search) => {
    const res = await admin.get(`/api/orders?${search}`).expect(400);
    expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });
});
