import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { createLogger } from '../src/http/logger';
import { MailOutbox } from '../src/mail/outbox';
import { BACKOFF_MS } from '../src/mail/worker';
import { Order } from '../src/orders/model';
import { awayFromWindowEnd, forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import type { CapturedMail } from './mail-capture';
import { useShopWithMail } from './shop-with-mail';
import { freePort } from '../../scripts/processes.mjs';

useTestDatabase();

const SITE = 'https://shop.example';
// Each test starts with fresh counts (limits are counted in the database the file shares).
const mailed = useShopWithMail(forgetRateLimits);

const shopEmail = 'orders@ogulf.test';

/** An app mailing over SMTP; its queue is sent by `drain()` (no background worker in tests). */
function shopApp(smtpUrl = mailed.capture.url) {
  const app = createApp({ config: testConfig({ smtpUrl, shopEmail, publicUrl: SITE }) });
  return { server: app.callback(), drain: () => app.context.mailWorker.drain() };
}

function orderBody(overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) {
  return {
    customer: {
      name: 'Khalid Al-Kuwari',
      phone: '6612 3456',
      email: 'khalid@example.qa',
      address: 'Villa 7, Street 12, Al Waab, Doha',
      zone: 'al-waab',
      notes: '',
      ...customer,
    },
    items: [
      { productId: String(mailed.products[0]!._id), quantity: 3 },
      { productId: String(mailed.products[1]!._id), quantity: 1 },
    ],
    paymentMethod: 'card',
    ...overrides,
  };
}

function mailTo(mails: CapturedMail[], address: string): CapturedMail {
  const mail = mails.find((candidate) => candidate.to.includes(address));
  if (!mail)
    throw new Error(
      `No mail to ${address}; got mails to ${mails.map((candidate) => candidate.to.join(',')).join(' | ')}`,
    );
  return mail;
}

describe('order mail without PUBLIC_URL', () => {
  it('links to the tracking and confirmation pages on this machine, whatever Host the request names', async () => {
    const app = createApp({ config: testConfig({ smtpUrl: mailed.capture.url, shopEmail }) });
    const order = (
      await request(app.callback()).post('/api/orders').set('Host', 'evil.example').send(orderBody()).expect(201)
    ).body.data;
    await app.context.mailWorker.drain();
    const customer = mailTo(mailed.capture.mails, 'khalid@example.qa');
    expect(customer.text).toContain(`http://localhost:3000/track-order?order=${order.orderNumber}`);
    expect(customer.text).toContain(`http://localhost:3000/order-confirmation?token=${order.token}`);
    expect(customer.text).not.toContain('evil.example');
  });
});

describe('order mail over SMTP', () => {
  it('sends the shop and the customer one mail each, with the order number, lines and total', async () => {
    const { server, drain } = shopApp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    await drain();
    const mails = mailed.capture.mails;
    expect(mails).toHaveLength(2);

    const customer = mailTo(mails, 'khalid@example.qa');
    expect(customer.to).toEqual(['khalid@example.qa']);
    expect(customer.subject).toBe(`Your order ${order.orderNumber} at OGulf Office Furniture`);
    expect(customer.headers.get('reply-to')).toContain(shopEmail);
    expect(customer.text).toContain(`${mailed.products[0]!.name} × 3`);
    expect(customer.text).toContain('Credit card on delivery');
    expect(customer.text).toContain(`${SITE}/order-confirmation?token=${order.token}`);
    expect(customer.text).toContain(
      new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' }).format(order.total),
    );
    expect(customer.html).toContain('<html lang="en" dir="ltr">');

    const shop = mailTo(mails, shopEmail);
    expect(shop.to).toEqual([shopEmail]);
    expect(shop.subject).toMatch(new RegExp(`^New order ${order.orderNumber} from Khalid Al-Kuwari: QAR`));
    expect(shop.headers.get('reply-to')).toContain('khalid@example.qa');
    expect(shop.text).toContain('+974 6612 3456');
    expect(shop.text).toContain(String(mailed.products[1]!._id));
  });

  it('writes to an Arabic-speaking customer in Arabic, right to left', async () => {
    const { server, drain } = shopApp();
    const order = (
      await request(server)
        .post('/api/orders')
        .send(orderBody({ language: 'ar', paymentMethod: 'bank-transfer' }))
        .expect(201)
    ).body.data;
    await drain();
    const customer = mailTo(mailed.capture.mails, 'khalid@example.qa');
    expect(customer.subject).toBe(`طلبك رقم ${order.orderNumber} لدى أو جلف للأثاث المكتبي`);
    expect(customer.html).toContain('<html lang="ar" dir="rtl">');
    expect(customer.text).toContain(mailed.products[0]!.nameAr);
    expect(customer.text).toContain('تحويل بنكي');
    expect(customer.text).toContain(order.bankDetails.iban);
    expect(customer.text).toContain(order.orderNumber);
  });

  it('escapes every value in the HTML and lets no field add a recipient or header', async () => {
    const { server, drain } = shopApp();
    const order = (
      await request(server)
        .post('/api/orders')
        .send(
          orderBody(
            {},
            {
              name: 'Eve <img src=x onerror=alert(1)>',
              notes: 'Ring twice\r\nBcc: everyone@example.com\r\n<script>alert(1)</script>',
            },
          ),
        )
        .expect(201)
    ).body.data;
    await drain();
    const mails = mailed.capture.mails;
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([shopEmail, 'khalid@example.qa'].sort());
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).not.toContain('<script>');
      expect(mail.headers.has('bcc')).toBe(false);
    }
    const shop = mailTo(mails, shopEmail);
    expect(shop.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(shop.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // A subject is plain text on one line (its spaces are plain spaces), not HTML.
    const total = new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' })
      .format(order.total)
      .replace(/\s/g, ' ');
    expect(shop.subject).toBe(`New order ${order.orderNumber} from Eve <img src=x onerror=alert(1)>: ${total}`);
  });

  it('keeps and confirms the order when the mail server is down, keeps its mail queued for a retry, and logs the failure', async () => {
    const closedPort = await freePort();
    const warnings: string[] = [];
    const log = createLogger('warn', { out: () => undefined, err: (line) => warnings.push(line) });
    const app = createApp({ config: testConfig({ smtpUrl: `smtp://127.0.0.1:${closedPort}`, shopEmail }), log });
    const server = app.callback();
    const before = await Order.countDocuments();
    const res = await request(server).post('/api/orders').send(orderBody());
    expect(res.status).toBe(201);
    expect(await Order.countDocuments()).toBe(before + 1);
    const { orderNumber } = res.body.data;
    expect(await Order.countDocuments({ orderNumber })).toBe(1);
    const report = await app.context.mailWorker.drain();
    expect(report).toMatchObject({ sent: 0, retried: 2 });
    const queued = await MailOutbox.find({
      key: mongoose.trusted({ $in: [`order:${orderNumber}:shop`, `order:${orderNumber}:customer`] }),
    }).lean();
    expect(queued).toHaveLength(2);
    for (const entry of queued) {
      expect(entry).toMatchObject({ attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
      expect(entry.nextAttemptAt!.getTime() - entry.updatedAt.getTime()).toBe(BACKOFF_MS[0]);
    }
    expect(warnings.join('\n')).toContain(`Mail order:${orderNumber}:shop to ${shopEmail} failed (attempt 1 of 8)`);
    expect(warnings.join('\n')).toContain(
      `Mail order:${orderNumber}:customer to khalid@example.qa failed (attempt 1 of 8)`,
    );
    const confirmation = await request(server).get(`/api/order-confirmation/${res.body.data.token}`);
    expect(confirmation.status).toBe(200);
  });
});

describe('POST /api/send-order', () => {
  it('mails the confirmation again to the address stored on the order (the shop has its copy already)', async () => {
    const { server, drain } = shopApp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    await drain();
    mailed.capture.mails.length = 0;
    const res = await request(server).post('/api/send-order').send({ token: order.token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, data: { sent: true } });
    await drain();
    expect(mailed.capture.mails.flatMap((mail) => mail.to)).toEqual(['khalid@example.qa']);
    expect(mailTo(mailed.capture.mails, 'khalid@example.qa').subject).toContain(order.orderNumber);
  });

  it('refuses to choose a recipient: an extra email key is a 400 and nothing is sent', async () => {
    const { server, drain } = shopApp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    await drain();
    mailed.capture.mails.length = 0;
    const queued = await MailOutbox.countDocuments();
    const res = await request(server)
      .post('/api/send-order')
      .send({ token: order.token, email: 'attacker@example.com' });
    expect(res.status).toBe(400);
    expect(await MailOutbox.countDocuments()).toBe(queued);
    await drain();
    expect(mailed.capture.mails).toHaveLength(0);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const { server } = shopApp();
    expect(
      (
        await request(server)
          .post('/api/send-order')
          .send({ token: 'B'.repeat(32) })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(server)
          .post('/api/send-order')
          .send({ token: { $gt: '' } })
      ).status,
    ).toBe(400);
  });

  it('re-mails one order at most 3 times an hour (429 with Retry-After)', async () => {
    await awayFromWindowEnd(60 * 60_000);
    const { server, drain } = shopApp();
    const order = (
      await request(server)
        .post('/api/orders')
        .send(orderBody({}, { email: 'resend@example.qa' }))
        .expect(201)
    ).body.data;
    for (let i = 0; i < 3; i += 1)
      await request(server).post('/api/send-order').send({ token: order.token }).expect(202);
    const refused = await request(server).post('/api/send-order').send({ token: order.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await drain();
    // The order's two mails and three confirmations again.
    expect(mailed.capture.mails.filter((mail) => mail.to.includes('resend@example.qa'))).toHaveLength(4);
    expect(mailed.capture.mails).toHaveLength(5);
  });
});
