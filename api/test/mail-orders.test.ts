import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { createLogger } from '../src/http/logger';
import { Order } from '../src/orders/model';
import { testConfig, useTestDatabase } from './helpers';
import { startMailCapture, type CapturedMail, type MailCapture } from './mail-capture';

useTestDatabase();

const SITE = 'https://shop.example';
let capture: MailCapture;
let products: ProductRecord[] = [];

beforeAll(async () => {
  [capture] = await Promise.all([startMailCapture(), seedCatalog(), seedZoneDeliverySettings()]);
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter((product) => typeof product.price === 'number');
});

afterAll(async () => {
  await capture.close();
});

beforeEach(() => {
  capture.mails.length = 0;
});

const shopEmail = 'orders@ogulf.test';
const appWithSmtp = (smtpUrl = capture.url) => createApp({ config: testConfig({ smtpUrl, shopEmail, publicUrl: SITE }) }).callback();

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
      { productId: String(products[0]!._id), quantity: 3 },
      { productId: String(products[1]!._id), quantity: 1 },
    ],
    paymentMethod: 'card',
    ...overrides,
  };
}

function mailTo(mails: CapturedMail[], address: string): CapturedMail {
  const mail = mails.find((candidate) => candidate.to.includes(address));
  if (!mail) throw new Error(`No mail to ${address}; got mails to ${mails.map((candidate) => candidate.to.join(',')).join(' | ')}`);
  return mail;
}

describe('order mail over SMTP', () => {
  it('sends the shop and the customer one mail each, with the order number, lines and total', async () => {
    const order = (await request(appWithSmtp()).post('/api/orders').send(orderBody()).expect(201)).body.data;
    const mails = await capture.waitFor(2);
    expect(mails).toHaveLength(2);

    const customer = mailTo(mails, 'khalid@example.qa');
    expect(customer.to).toEqual(['khalid@example.qa']);
    expect(customer.subject).toBe(`Your order ${order.orderNumber} at OGulf Office Furniture`);
    expect(customer.headers.get('reply-to')).toContain(shopEmail);
    expect(customer.text).toContain(`${products[0]!.name} × 3`);
    expect(customer.text).toContain('Credit card on delivery');
    expect(customer.text).toContain(`${SITE}/order-confirmation?token=${order.token}`);
    expect(customer.text).toContain(new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' }).format(order.total));
    expect(customer.html).toContain('<html lang="en" dir="ltr">');

    const shop = mailTo(mails, shopEmail);
    expect(shop.to).toEqual([shopEmail]);
    expect(shop.subject).toMatch(new RegExp(`^New order ${order.orderNumber} from Khalid Al-Kuwari: QAR`));
    expect(shop.headers.get('reply-to')).toContain('khalid@example.qa');
    expect(shop.text).toContain('+974 6612 3456');
    expect(shop.text).toContain(String(products[1]!._id));
  });

  it('writes to an Arabic-speaking customer in Arabic, right to left', async () => {
    const order = (await request(appWithSmtp()).post('/api/orders').send(orderBody({ language: 'ar', paymentMethod: 'bank-transfer' })).expect(201)).body.data;
    const customer = mailTo(await capture.waitFor(2), 'khalid@example.qa');
    expect(customer.subject).toBe(`طلبك رقم ${order.orderNumber} لدى أو جلف للأثاث المكتبي`);
    expect(customer.html).toContain('<html lang="ar" dir="rtl">');
    expect(customer.text).toContain(products[0]!.nameAr);
    expect(customer.text).toContain('تحويل بنكي');
    expect(customer.text).toContain(order.bankDetails.iban);
    expect(customer.text).toContain(order.orderNumber);
  });

  it('escapes every value in the HTML and lets no field add a recipient or header', async () => {
    const order = (
      await request(appWithSmtp())
        .post('/api/orders')
        .send(orderBody({}, { name: 'Eve <img src=x onerror=alert(1)>', notes: 'Ring twice\r\nBcc: everyone@example.com\r\n<script>alert(1)</script>' }))
        .expect(201)
    ).body.data;
    const mails = await capture.waitFor(2);
    await sleep(200);
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
    const total = new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' }).format(order.total).replace(/\s/g, ' ');
    expect(shop.subject).toBe(`New order ${order.orderNumber} from Eve <img src=x onerror=alert(1)>: ${total}`);
  });

  it('keeps and confirms the order when the mail server is down, and logs the failure', async () => {
    const closedPort = await freePort();
    const errors: string[] = [];
    const log = createLogger('error', { out: () => undefined, err: (line) => errors.push(line) });
    const server = createApp({ config: testConfig({ smtpUrl: `smtp://127.0.0.1:${closedPort}`, shopEmail }), log }).callback();
    const before = await Order.countDocuments();
    const res = await request(server).post('/api/orders').send(orderBody());
    expect(res.status).toBe(201);
    expect(await Order.countDocuments()).toBe(before + 1);
    expect(await Order.countDocuments({ orderNumber: res.body.data.orderNumber })).toBe(1);
    const deadline = Date.now() + 15_000;
    while (errors.length < 2 && Date.now() < deadline) await sleep(20);
    expect(errors.join('\n')).toContain(`Could not mail order ${res.body.data.orderNumber} to the shop`);
    expect(errors.join('\n')).toContain(`Could not mail order ${res.body.data.orderNumber} to the customer`);
    const confirmation = await request(server).get(`/api/order-confirmation/${res.body.data.token}`);
    expect(confirmation.status).toBe(200);
  });
});

describe('POST /api/send-order', () => {
  it('mails the confirmation again to the address stored on the order, and to the shop', async () => {
    const server = appWithSmtp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    await capture.waitFor(2);
    capture.mails.length = 0;
    const res = await request(server).post('/api/send-order').send({ token: order.token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, data: { sent: true } });
    const mails = await capture.waitFor(2);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([shopEmail, 'khalid@example.qa'].sort());
    expect(mailTo(mails, 'khalid@example.qa').subject).toContain(order.orderNumber);
  });

  it('refuses to choose a recipient: an extra email key is a 400 and nothing is sent', async () => {
    const server = appWithSmtp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    await capture.waitFor(2);
    capture.mails.length = 0;
    const res = await request(server).post('/api/send-order').send({ token: order.token, email: 'attacker@example.com' });
    expect(res.status).toBe(400);
    await sleep(300);
    expect(capture.mails).toHaveLength(0);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const server = appWithSmtp();
    expect((await request(server).post('/api/send-order').send({ token: 'B'.repeat(32) })).status).toBe(404);
    expect((await request(server).post('/api/send-order').send({ token: { $gt: '' } })).status).toBe(400);
  });

  it('re-mails one order at most 3 times an hour (429 with Retry-After)', async () => {
    const server = appWithSmtp();
    const order = (await request(server).post('/api/orders').send(orderBody()).expect(201)).body.data;
    for (let i = 0; i < 3; i += 1) await request(server).post('/api/send-order').send({ token: order.token }).expect(202);
    const refused = await request(server).post('/api/send-order').send({ token: order.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await capture.waitFor(8);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
