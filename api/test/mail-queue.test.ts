import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { createLogger } from '../src/http/logger';
import { createMailer } from '../src/mail/mailer';
import {
  enqueueMails,
  MailClaim,
  mailStates,
  MailOutbox,
  SentMail,
  UnsentMail,
  type OutgoingMail,
} from '../src/mail/outbox';
import { BACKOFF_MS, LEASE_MS, MAX_ATTEMPTS, MailWorker } from '../src/mail/worker';
import { Order } from '../src/orders/model';
import { createOrder } from '../src/orders/service';
import { createOrderBody } from '@ogulf/contracts';
import { adminAgent, resetAdminUser } from './admin-login';
import { forgetRateLimitsAndMail, testConfig, useTestDatabase } from './helpers';
import { startMailCapture, type MailCapture } from './mail-capture';

useTestDatabase();

const shopEmail = 'orders@ogulf.test';
const quiet = createLogger('silent');
let capture: MailCapture;
let products: ProductRecord[] = [];

beforeAll(async () => {
  [capture] = await Promise.all([startMailCapture(), seedCatalog(), seedZoneDeliverySettings(), resetAdminUser()]);
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
    (product) => typeof product.price === 'number' && product.availability === 'in-stock',
  );
});

afterAll(async () => {
  await capture.close();
});

beforeEach(async () => {
  capture.mails.length = 0;
  await forgetRateLimitsAndMail();
});

/** A clock the test moves; starts at the real time so the queue's clean-up keeps other tests' mail. */
function movableClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

function orderBody(email = 'layla@example.qa') {
  return {
    customer: { name: 'Layla Nasser', phone: '5512 3456', email, address: 'Tower 2, Lusail Marina', zone: 'lusail' },
    items: [{ productId: String(products[0]!._id), quantity: 2 }],
    paymentMethod: 'cash',
  };
}

function mailsOf(orderNumber: string) {
  return mailStates([`order:${orderNumber}:shop`, `order:${orderNumber}:customer`]);
}

/** An SMTP server that answers every recipient with a temporary failure, counting the attempts. */
async function startRefusingServer(): Promise<{ url: string; refusals: () => number; close: () => Promise<void> }> {
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      refusals += 1;
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refusals: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the mail queue', () => {
  it('holds an order’s two mails when the 201 arrives, and a worker that is not the request’s sends them (as after a crash)', async () => {
    // The app that takes the order never sends anything: as if it died right after replying.
    const app = createApp({ config: testConfig({ smtpUrl: capture.url, shopEmail }) });
    const res = await request(app.callback()).post('/api/orders').send(orderBody()).expect(201);
    const { orderNumber } = res.body.data;
    const queued = await mailsOf(orderNumber);
    expect(queued.map((entry) => [entry.kind, entry.to, entry.status]).sort()).toEqual([
      ['order-customer', 'layla@example.qa', 'pending'],
      ['order-shop', shopEmail, 'pending'],
    ]);
    expect(capture.mails).toHaveLength(0);

    const fresh = new MailWorker({ mailer: createMailer(testConfig({ smtpUrl: capture.url })), log: quiet });
    expect(await fresh.drain()).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    expect(capture.mails.flatMap((mail) => mail.to).sort()).toEqual(['layla@example.qa', shopEmail]);
    expect(capture.mails.every((mail) => mail.subject.includes(orderNumber))).toBe(true);
    expect((await mailsOf(orderNumber)).map((entry) => entry.status)).toEqual(['sent', 'sent']);
    // Sent is sent: another drain sends nothing more.
    expect(await fresh.drain()).toMatchObject({ sent: 0 });
    expect(capture.mails).toHaveLength(2);
  });

  it('retries a refusing mail server with backoff, then marks the mail failed for good and shows it in the admin overview', async () => {
    const refusing = await startRefusingServer();
    try {
      const clock = movableClock();
      const app = createApp({ config: testConfig({ smtpUrl: refusing.url, shopEmail }), now: clock.now });
      const server = app.callback();
      const worker = app.context.mailWorker;
      const { orderNumber } = (
        await request(server).post('/api/orders').send(orderBody('retry@example.qa')).expect(201)
      ).body.data;

      expect(await worker.drain()).toMatchObject({ sent: 0, retried: 2 });
      expect(refusing.refusals()).toBe(2);
      // The admin sees at once that mail is being refused, not a day later.
      const early = (await (await adminAgent(server)).get('/api/admin/overview').expect(200)).body.data.mail;
      expect(early).toMatchObject({ failed: 0, pending: 2, retrying: 2 });
      expect(early.lastRetryError).toContain('451');
      for (const [index, wait] of BACKOFF_MS.entries()) {
        // Not a moment before the wait is over...
        clock.advance(wait - 1000);
        await worker.drain();
        expect(refusing.refusals()).toBe(2 * (index + 1));
        // ...and then at once.
        clock.advance(1000);
        const report = await worker.drain();
        expect(refusing.refusals()).toBe(2 * (index + 2));
        expect(report).toMatchObject(index + 2 < MAX_ATTEMPTS ? { retried: 2, failed: 0 } : { retried: 0, failed: 2 });
      }
      const failedAt = clock.now();
      const entries = await mailsOf(orderNumber);
      for (const entry of entries) {
        expect(entry).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
        expect(entry.lastError).toContain('451');
        expect(entry.finishedAt?.getTime()).toBe(failedAt.getTime());
      }
      // Failed for good: a day later nothing is tried again.
      clock.advance(24 * 60 * 60_000);
      await worker.drain();
      expect(refusing.refusals()).toBe(2 * MAX_ATTEMPTS);

      const admin = await adminAgent(server);
      const overview = (await admin.get('/api/admin/overview').expect(200)).body.data;
      expect(overview.mail).toMatchObject({ failed: 2, pending: 0, retrying: 0, lastRetryError: '' });
      expect(overview.mail.recentFailures).toHaveLength(2);
      expect(overview.mail.recentFailures.map((failure: { to: string }) => failure.to).sort()).toEqual(
        ['retry@example.qa', shopEmail].sort(),
      );
      for (const failure of overview.mail.recentFailures) {
        expect(failure.subject).toContain(orderNumber);
        expect(failure.lastError).toContain('Mailbox temporarily unavailable');
        expect(failure.attempts).toBe(MAX_ATTEMPTS);
        expect(failure.failedAt).toBe(failedAt.toISOString());
      }
    } finally {
      await refusing.close();
    }
  });

  it('sends every mail exactly once when two workers (two API instances) drain one queue at the same time', async () => {
    const count = 24;
    const mails: OutgoingMail[] = Array.from({ length: count }, (_, index) => ({
      key: `test:race:${index}`,
      kind: 'contact-shop',
      message: { to: shopEmail, subject: `Race ${index}`, text: `Mail number ${index}` },
    }));
    expect(await enqueueMails(mails, new Date())).toHaveLength(count);
    const workers = [1, 2].map(
      () => new MailWorker({ mailer: createMailer(testConfig({ smtpUrl: capture.url })), log: quiet }),
    );
    const reports = await Promise.all(workers.map((worker) => worker.drain()));
    expect(reports[0]!.sent + reports[1]!.sent).toBe(count);
    expect(capture.mails).toHaveLength(count);
    expect(new Set(capture.mails.map((mail) => mail.subject)).size).toBe(count);
    expect(await SentMail.countDocuments()).toBe(count);
    expect(await MailOutbox.countDocuments()).toBe(0);
  });

  it('leaves a mail claimed by a live worker alone, and retries it once that worker’s lease has run out', async () => {
    const clock = movableClock();
    await enqueueMails(
      [{ key: 'test:lease', kind: 'contact-shop', message: { to: shopEmail, subject: 'Lease', text: 'Lease test' } }],
      clock.now(),
    );
    const entry = await MailOutbox.findOne({ key: 'test:lease' }).lean();
    // Another instance took attempt 1 and then died before it could record anything.
    await MailClaim.create({
      _id: `${String(entry!._id)}:1`,
      mailId: String(entry!._id),
      attempt: 1,
      owner: 'dead',
      leaseUntil: new Date(clock.now().getTime() + LEASE_MS),
      createdAt: clock.now(),
    });
    const worker = new MailWorker({
      mailer: createMailer(testConfig({ smtpUrl: capture.url })),
      log: quiet,
      now: clock.now,
    });

    expect(await worker.drain()).toMatchObject({ sent: 0, busy: 1 });
    clock.advance(LEASE_MS - 1000);
    expect(await worker.drain()).toMatchObject({ sent: 0, busy: 1 });
    expect(capture.mails).toHaveLength(0);

    clock.advance(2000);
    expect(await worker.drain()).toMatchObject({ lost: 1, sent: 1 });
    expect(capture.mails.map((mail) => mail.subject)).toEqual(['Lease']);
    expect(await mailStates(['test:lease'])).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('does not send again a mail whose worker died after logging it as sent but before taking it off the queue', async () => {
    const clock = movableClock();
    await enqueueMails(
      [
        {
          key: 'test:half-moved',
          kind: 'contact-shop',
          message: { to: shopEmail, subject: 'Half moved', text: 'Sent once' },
        },
      ],
      clock.now(),
    );
    const entry = await MailOutbox.findOne({ key: 'test:half-moved' }).lean();
    const id = entry!._id;
    await MailClaim.create({
      _id: `${String(id)}:1`,
      mailId: String(id),
      attempt: 1,
      owner: 'dead',
      leaseUntil: new Date(clock.now().getTime() + LEASE_MS),
      createdAt: clock.now(),
    });
    await SentMail.create({
      _id: id,
      key: 'test:half-moved',
      kind: 'contact-shop',
      to: shopEmail,
      subject: 'Half moved',
      status: 'sent',
      attempts: 1,
      createdAt: clock.now(),
      finishedAt: clock.now(),
    });
    const worker = new MailWorker({
      mailer: createMailer(testConfig({ smtpUrl: capture.url })),
      log: quiet,
      now: clock.now,
    });
    clock.advance(LEASE_MS + 1000);
    await worker.drain();
    expect(capture.mails).toHaveLength(0);
    expect(await MailOutbox.countDocuments({ key: 'test:half-moved' })).toBe(0);
    expect(await mailStates(['test:half-moved'])).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('queues the mails a retried order is missing exactly once (the first request died between the order and its mail)', async () => {
    const key = 'retry-after-crash-0001';
    const body = orderBody('again@example.qa');
    // The first request stored the order and died before queueing its mail.
    const { order } = await createOrder(createOrderBody.parse(body), key);
    expect(await mailsOf(order.orderNumber)).toHaveLength(0);

    const app = createApp({ config: testConfig({ smtpUrl: capture.url, shopEmail }) });
    const server = app.callback();
    for (let retry = 0; retry < 3; retry += 1) {
      const res = await request(server).post('/api/orders').set('Idempotency-Key', key).send(body).expect(200);
      expect(res.body.data.orderNumber).toBe(order.orderNumber);
    }
    expect(await Order.countDocuments({ idempotencyKey: key })).toBe(1);
    expect((await mailsOf(order.orderNumber)).map((entry) => entry.kind).sort()).toEqual([
      'order-customer',
      'order-shop',
    ]);
    await app.context.mailWorker.drain();
    expect(capture.mails.flatMap((mail) => mail.to).sort()).toEqual(['again@example.qa', shopEmail]);
  });

  it('cleans out sent mail after a week and keeps what failed for 30 days', async () => {
    const clock = movableClock();
    const day = 24 * 60 * 60_000;
    await enqueueMails(
      [
        { key: 'test:old-sent', kind: 'contact-shop', message: { to: shopEmail, subject: 'Old', text: 'Old mail' } },
        {
          key: 'test:old-held',
          kind: 'contact-sender',
          message: { to: 'x@example.qa', subject: 'Held', text: 'Held mail' },
          suppressedBecause: 'limit',
        },
      ],
      clock.now(),
    );
    const worker = new MailWorker({
      mailer: createMailer(testConfig({ smtpUrl: capture.url })),
      log: quiet,
      now: clock.now,
    });
    await worker.drain();
    await UnsentMail.create({
      _id: new mongoose.Types.ObjectId(),
      key: 'test:old-failed',
      kind: 'contact-shop',
      to: shopEmail,
      subject: 'Failed',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      createdAt: clock.now(),
      finishedAt: clock.now(),
    });
    const keys = async () =>
      (await mailStates(['test:old-failed', 'test:old-held', 'test:old-sent'])).map(
        (state) => `${state.key} ${state.status}`,
      );
    expect(await keys()).toEqual(['test:old-failed failed', 'test:old-held suppressed', 'test:old-sent sent']);
    clock.advance(7 * day + 1000);
    await worker.cleanUp();
    expect(await keys()).toEqual(['test:old-failed failed']);
    clock.advance(23 * day);
    await worker.cleanUp();
    expect(await keys()).toEqual([]);
  });
});
