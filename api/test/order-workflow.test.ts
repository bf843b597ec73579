import request from 'supertest';
import { canMoveOrder, ORDER_STATUS_TRANSITIONS, type OrderStatus } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { MailOutbox } from '../src/mail/outbox';
import { Order, ORDER_STATUSES } from '../src/orders/model';
import { asAdmin } from './admin-stand-in';
import { forgetRateLimitsAndMail, testConfig, useTestDatabase } from './helpers';
import { useShopWithMail } from './shop-with-mail';

/**
 * The order workflow through the admin's routes: which moves are allowed, what a refused one
 * leaves (nothing), parallel moves, the customer's status mails and notes, and cash and card
 * orders paid on delivery. The admin guard is stood in for (admin-stand-in.ts).
 */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

useTestDatabase();

const SITE = 'https://shop.example';
const shopEmail = 'orders@ogulf.test';
// Each test starts with no queued mail and fresh rate-limit counts.
const mailed = useShopWithMail(forgetRateLimitsAndMail);

/** The app's clock; a test sets it to see which day a payment is dated. */
let clock: Date | undefined;
afterEach(() => {
  clock = undefined;
});
// Behind a proxy so that each order comes from its own address (orders are limited per client).
const app = createApp({
  config: testConfig({ shopEmail, publicUrl: SITE, trustProxy: true }),
  mailer: { destination: 'nowhere', send: async () => undefined },
  now: () => clock ?? new Date(),
});
const server = app.callback();
const admin = asAdmin(server);
let clients = 0;

interface Placed {
  id: string;
  orderNumber: string;
  token: string;
}

interface PlaceOptions {
  language?: 'en' | 'ar';
  paymentMethod?: 'cash' | 'card' | 'bank-transfer';
  name?: string;
  email?: string;
}

async function place({
  language = 'en',
  paymentMethod = 'cash',
  name = 'Fatima Al-Kuwari',
  email = 'fatima@example.qa',
}: PlaceOptions = {}): Promise<Placed> {
  const res = await request(server)
    .post('/api/orders')
    .set('X-Forwarded-For', `203.0.113.${(clients += 1) % 250}`)
    .send({
      customer: { name, phone: '5512 3456', email, address: 'Villa 12, Street 340, Al Waab', zone: 'doha' },
      items: [{ productId: String(mailed.products[0]!._id), quantity: 1 }],
      paymentMethod,
      language,
    })
    .expect(201);
  const stored = await Order.findOne({ orderNumber: res.body.data.orderNumber }).lean();
  return { id: String(stored!._id), orderNumber: res.body.data.orderNumber, token: res.body.data.token };
}

const move = (id: string, status: OrderStatus, extra: { note?: string; tellCustomer?: boolean } = {}) =>
  admin.patch(`/api/orders/${id}/status`).send({ status, ...extra });
const addNote = (id: string, body: Record<string, unknown>) => admin.post(`/api/orders/${id}/notes`).send(body);
const customerView = async (order: Placed) =>
  (await request(server).get(`/api/order-confirmation/${order.token}`).expect(200)).body.data;

/** The shortest way the workflow leads a new order to `target` (breadth first over the shared list). */
function pathTo(target: OrderStatus): OrderStatus[] {
  const paths = new Map<OrderStatus, OrderStatus[]>([['pending', []]]);
  const queue: OrderStatus[] = ['pending'];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of ORDER_STATUS_TRANSITIONS[from]) {
      if (paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, to]);
      queue.push(to);
    }
  }
  return paths.get(target)!;
}

async function walk(id: string, path: readonly OrderStatus[]): Promise<void> {
  for (const status of path) await move(id, status).expect(200);
}

interface HistoryEntry {
  kind: 'status' | 'note';
  status: OrderStatus;
  note: string;
  notified: boolean;
}

const statusMails = (orderNumber: string) =>
  MailOutbox.find({ kind: 'order-status', subject: new RegExp(orderNumber) })
    .sort({ createdAt: 1 })
    .lean();

const trackingLink = (orderNumber: string) => `${SITE}/track-order?order=${orderNumber}`;

describe('the workflow', () => {
  it.each(ORDER_STATUSES.map((from) => [from]))(
    'lets an order that is %s move only where the workflow allows',
    async (from) => {
      const allowed = ORDER_STATUS_TRANSITIONS[from];
      for (const to of allowed) {
        const order = await place();
        await walk(order.id, pathTo(from));
        const res = await move(order.id, to).expect(200);
        expect(res.body.data.status).toBe(to);
      }
      const order = await place();
      await walk(order.id, pathTo(from));
      const before = await Order.findById(order.id).lean();
      for (const to of ORDER_STATUSES.filter((status) => !allowed.includes(status))) {
        const res = await move(order.id, to, { note: 'should not stay' });
        expect([to, res.status, res.body.error?.code]).toEqual([to, 409, 'INVALID_STATUS_TRANSITION']);
        expect(res.body.error.message).toBe(
          `An order that is ${from.replace(/-/g, ' ')} cannot move to ${to.replace(/-/g, ' ')}`,
        );
      }
      expect(await Order.findById(order.id).lean()).toEqual(before);
    },
  );

  it('refuses delivered to pending with 409, changing and mailing nothing', async () => {
    const order = await place();
    await walk(order.id, ['confirmed', 'out-for-delivery', 'delivered']);
    const before = await Order.findById(order.id).lean();
    const mailsBefore = await MailOutbox.countDocuments();

    const res = await move(order.id, 'pending', { note: 'Customer asked again', tellCustomer: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: {
        code: 'INVALID_STATUS_TRANSITION',
        message: 'An order that is delivered cannot move to pending',
        details: { from: 'delivered', to: 'pending', allowed: [] },
      },
    });
    expect(await Order.findById(order.id).lean()).toEqual(before);
    expect(await MailOutbox.countDocuments()).toBe(mailsBefore);
    expect((await customerView(order)).status).toBe('delivered');
  });

  it('stores or refuses each of 10 simultaneous moves, leaving a history the workflow allows', async () => {
    const order = await place();
    await walk(order.id, ['processing']);
    // Between processing and out for delivery, back and forth: whether a move is allowed depends
    // on which of the others was stored before it.
    const moves = Array.from({ length: 10 }, (_, i) => ({
      status: (i % 2 === 0 ? 'out-for-delivery' : 'processing') as OrderStatus,
      note: `move ${i}`,
    }));
    const replies = await Promise.all(moves.map(({ status, note }) => move(order.id, status, { note })));
    const accepted = moves.filter((_, i) => replies[i]!.status === 200).map(({ note }) => note);
    for (const res of replies)
      if (res.status !== 200) expect([res.status, res.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect(accepted.length).toBeGreaterThan(0);

    const stored = (await admin.get(`/api/orders/${order.id}`).expect(200)).body.data;
    const history: HistoryEntry[] = stored.statusHistory;
    // Every stored move is there once; no refused one is.
    expect(
      history
        .filter((entry) => entry.note.startsWith('move '))
        .map(({ note }) => note)
        .sort(),
    ).toEqual([...accepted].sort());
    for (let i = 1; i < history.length; i += 1)
      expect([
        history[i - 1]!.status,
        history[i]!.status,
        canMoveOrder(history[i - 1]!.status, history[i]!.status),
      ]).toEqual([history[i - 1]!.status, history[i]!.status, true]);
    expect(stored.status).toBe(history.at(-1)!.status);
    // One mail per stored move (and the walk's), each under its own key.
    const mails = await statusMails(order.orderNumber);
    expect(mails).toHaveLength(1 + accepted.length);
    expect(new Set(mails.map((mail) => mail.key)).size).toBe(mails.length);
  });
});

describe('status mails', () => {
  it('tell an English customer the new status, the note meant for them, the timeline and the tracking link', async () => {
    const order = await place({ name: 'Fatima Al-Kuwari', email: 'fatima@example.qa' });
    const res = await move(order.id, 'confirmed', { note: 'We deliver on Sunday morning', tellCustomer: true }).expect(
      200,
    );
    expect(res.body.data.statusHistory.at(-1)).toMatchObject({
      kind: 'status',
      status: 'confirmed',
      note: 'We deliver on Sunday morning',
      notified: true,
    });

    const [mail] = await statusMails(order.orderNumber);
    expect(mail).toMatchObject({
      kind: 'order-status',
      to: 'fatima@example.qa',
      replyTo: shopEmail,
      subject: `Your order ${order.orderNumber} at OGulf Office Furniture: Confirmed`,
    });
    expect(mail!.key).toMatch(new RegExp(`^order-status:${order.orderNumber}:[\\w-]+$`));
    expect(mail!.text).toContain('Hello Fatima Al-Kuwari,');
    expect(mail!.text).toContain('Your order is confirmed');
    expect(mail!.text).toContain('We deliver on Sunday morning');
    expect(mail!.text).toMatch(/: Pending\n/);
    expect(mail!.text).toContain(': Confirmed: We deliver on Sunday morning');
    expect(mail!.text).toContain(trackingLink(order.orderNumber));
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain(trackingLink(order.orderNumber));

    // A note the admin keeps for the shop stays out of the next mail and off the customer's timeline.
    await move(order.id, 'processing', { note: 'Supplier is late with the chairs' }).expect(200);
    const [, second] = await statusMails(order.orderNumber);
    expect(second!.subject).toBe(`Your order ${order.orderNumber} at OGulf Office Furniture: Processing`);
    expect(second!.text).not.toContain('Supplier is late');
    expect((await customerView(order)).timeline).toEqual([
      expect.objectContaining({ kind: 'status', status: 'pending', note: '' }),
      expect.objectContaining({ kind: 'status', status: 'confirmed', note: 'We deliver on Sunday morning' }),
      expect.objectContaining({ kind: 'status', status: 'processing', note: '' }),
    ]);
  });

  it('tell an Arabic customer in Arabic, right to left', async () => {
    const order = await place({ language: 'ar', name: 'نورة المناعي', email: 'noora@example.qa' });
    await walk(order.id, ['confirmed', 'out-for-delivery']);
    const mails = await statusMails(order.orderNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `طلبك رقم ${order.orderNumber} لدى أو جلف للأثاث المكتبي: مؤكد`,
      `طلبك رقم ${order.orderNumber} لدى أو جلف للأثاث المكتبي: في الطريق للتوصيل`,
    ]);
    const last = mails[1]!;
    expect(last.to).toBe('noora@example.qa');
    expect(last.text).toContain('مرحباً نورة المناعي،');
    expect(last.text).toContain('طلبك في الطريق إليك الآن.');
    expect(last.text).toContain('مسار طلبك');
    expect(last.text).toContain('قيد الانتظار');
    expect(last.text).toContain(trackingLink(order.orderNumber));
    expect(last.text).not.toMatch(/Your order|Pending|Hello/);
    // The shop's phone keeps its digit groups in order inside Arabic text (a left-to-right mark before it).
    expect(last.text).toContain('\u200E+974 4412 3456');
    expect(last.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('go out to the customer over SMTP', async () => {
    const order = await place({ email: 'smtp.customer@example.qa' });
    await move(order.id, 'cancelled', { note: 'Cancelled at your request', tellCustomer: true }).expect(200);
    const sender = createApp({ config: testConfig({ smtpUrl: mailed.capture.url, shopEmail, publicUrl: SITE }) });
    await sender.context.mailWorker.drain();
    const mail = mailed.capture.mails.find(
      (candidate) => candidate.subject === `Your order ${order.orderNumber} at OGulf Office Furniture: Cancelled`,
    );
    expect(mail?.to).toEqual(['smtp.customer@example.qa']);
    expect(mail?.text).toContain('Cancelled at your request');
    expect(mail?.text).toContain(trackingLink(order.orderNumber));
  });

  it('and the confirmation, first and re-sent, carry the tracking link', async () => {
    const order = await place({ email: 'confirmed.twice@example.qa' });
    await request(server).post('/api/send-order').send({ token: order.token }).expect(202);
    const confirmations = await MailOutbox.find({ to: 'confirmed.twice@example.qa' }).lean();
    expect(confirmations.map((mail) => mail.kind).sort()).toEqual(['order-customer', 'order-resend']);
    for (const mail of confirmations) {
      expect(mail.text).toContain(trackingLink(order.orderNumber));
      expect(mail.text).toContain(`${SITE}/order-confirmation?token=${order.token}`);
    }
  });
});

describe('notes', () => {
  it('a note for the shop goes in the history only: not on the timeline, not mailed', async () => {
    const order = await place();
    const res = await addNote(order.id, { note: 'Call before 10 am' }).expect(200);
    expect(res.body.data.status).toBe('pending');
    expect(res.body.data.statusHistory.at(-1)).toMatchObject({
      kind: 'note',
      status: 'pending',
      note: 'Call before 10 am',
      notified: false,
    });
    expect((await customerView(order)).timeline).toHaveLength(1);
    expect(await statusMails(order.orderNumber)).toEqual([]);
  });

  it('a note for the customer shows on their timeline and is mailed in their language', async () => {
    const order = await place({ language: 'ar', email: 'note.ar@example.qa' });
    await walk(order.id, ['confirmed']);
    const res = await addNote(order.id, { note: 'سيصل السائق بعد الظهر', notifyCustomer: true }).expect(200);
    expect(res.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'note', status: 'confirmed', notified: true });
    expect((await customerView(order)).timeline.at(-1)).toMatchObject({
      kind: 'note',
      status: 'confirmed',
      note: 'سيصل السائق بعد الظهر',
    });
    const mail = (await statusMails(order.orderNumber)).at(-1)!;
    expect(mail.key).toMatch(new RegExp(`^order-note:${order.orderNumber}:`));
    expect(mail.subject).toBe(`رسالة بخصوص طلبك رقم ${order.orderNumber} لدى أو جلف للأثاث المكتبي`);
    expect(mail.text).toContain('سيصل السائق بعد الظهر');
    expect(mail.text).toContain(trackingLink(order.orderNumber));
    expect(mail.html).toContain('dir="rtl"');
  });

  it('refuses bad bodies with 400 and an unknown order with 404, storing nothing', async () => {
    const order = await place();
    const before = await Order.findById(order.id).lean();
    for (const body of [
      {},
      { note: '   ' },
      { note: 'x'.repeat(1001) },
      { note: 'ok', notifyCustomer: 'yes' },
      { note: 'ok', status: 'delivered' },
    ]) {
      const res = await addNote(order.id, body);
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
    }
    expect((await addNote('0123456789abcdef01234567', { note: 'ok' })).status).toBe(404);
    expect((await addNote('not-an-id', { note: 'ok' })).body.error.code).toBe('INVALID_ID');
    expect(await Order.findById(order.id).lean()).toEqual(before);
    expect(await statusMails(order.orderNumber)).toEqual([]);
  });
});

describe('payment on delivery', () => {
  /** 22:30 UTC today: already tomorrow in Qatar (UTC+3). */
  function lateEvening(): { at: Date; qatarDay: string } {
    const at = new Date();
    at.setUTCHours(22, 30, 0, 0);
    return { at, qatarDay: new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10) };
  }

  it.each([['cash'], ['card']] as const)('marks a %s order paid, on the Qatar day it is delivered', async (method) => {
    const order = await place({ paymentMethod: method });
    await walk(order.id, ['confirmed', 'out-for-delivery']);
    expect((await customerView(order)).payment.status).toBe('unpaid');
    const { at, qatarDay } = lateEvening();
    clock = at;
    const res = await move(order.id, 'delivered').expect(200);
    expect(res.body.data.payment).toMatchObject({ status: 'paid', paidOn: qatarDay });
    expect(await customerView(order)).toMatchObject({
      status: 'delivered',
      payment: { status: 'paid', paidOn: qatarDay },
      invoiceAvailable: true,
    });
  });

  it('leaves a bank-transfer order unpaid when it is delivered', async () => {
    const order = await place({ paymentMethod: 'bank-transfer' });
    await walk(order.id, ['confirmed', 'out-for-delivery', 'delivered']);
    expect((await customerView(order)).payment).toMatchObject({ status: 'unpaid', paidOn: null });
  });

  it('leaves a cash order unpaid when it is cancelled', async () => {
    const order = await place({ paymentMethod: 'cash' });
    await walk(order.id, ['confirmed', 'out-for-delivery', 'cancelled']);
    expect((await customerView(order)).payment).toMatchObject({ status: 'unpaid', paidOn: null });
  });
});
