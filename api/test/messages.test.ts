import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { MailOutbox } from '../src/mail/outbox';
import { MAX_GREETING_NAME } from '../src/messages/mail';
import { ContactMessage, QuoteRequest } from '../src/messages/model';
import { awayFromWindowEnd, forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { quoteRequestBody } from './shop-fixtures';
import { startMailCapture, type CapturedMail, type MailCapture } from './mail-capture';

useTestDatabase();

const shopEmail = 'sales@ogulf.test';
let capture: MailCapture;
let quoteOnly: ProductRecord;
let priced: ProductRecord;

beforeAll(async () => {
  [capture] = await Promise.all([startMailCapture(), seedCatalog()]);
  const products = await Product.find().sort({ name: 1 }).lean<ProductRecord[]>();
  quoteOnly = products.find((product) => product.price === null)!;
  priced = products.find((product) => typeof product.price === 'number')!;
});

afterAll(async () => {
  await capture.close();
});

beforeEach(async () => {
  capture.mails.length = 0;
  // Limits are counted in the database: each test starts from zero.
  await forgetRateLimits();
});

let app: ReturnType<typeof createApp>;

/** A fresh app per test; its queued mail is sent by `drain()`. */
function freshServer() {
  app = createApp({ config: testConfig({ smtpUrl: capture.url, shopEmail }) });
  return app.callback();
}

const drain = () => app.context.mailWorker.drain();

function quoteBody(overrides: Record<string, unknown> = {}) {
  return quoteRequestBody(
    [
      { productId: String(quoteOnly._id), quantity: 2 },
      { productId: String(priced._id), quantity: 20 },
    ],
    overrides,
  );
}

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Omar Haddad',
    email: 'omar@example.com',
    subject: 'Showroom visit',
    message: 'Can I visit the showroom on Saturday morning?',
    language: 'ar',
    ...overrides,
  };
}

function mailTo(mails: CapturedMail[], address: string): CapturedMail {
  const mail = mails.find((candidate) => candidate.to.includes(address));
  if (!mail) throw new Error(`No mail to ${address}`);
  return mail;
}

describe('POST /api/quote-request', () => {
  it('stores the request with the products named, answers 201 with its reference, and mails the shop and the sender', async () => {
    const res = await request(freshServer()).post('/api/quote-request').send(quoteBody());
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ reference: expect.stringMatching(/^Q-\d{6}-[2-9A-Z]{4}$/) });
    const { reference } = res.body.data;

    const stored = await QuoteRequest.findOne({ reference }).lean();
    expect(stored).toMatchObject({
      name: 'Fatima Al-Sulaiti',
      email: 'fatima@bank.example.qa',
      company: 'Example Bank',
      language: 'en',
    });
    expect(stored?.items.map((line) => [line.productId, line.name, line.quantity])).toEqual([
      [String(quoteOnly._id), quoteOnly.name, 2],
      [String(priced._id), priced.name, 20],
    ]);

    await drain();
    const mails = capture.mails;
    expect(mails).toHaveLength(2);
    const shop = mailTo(mails, shopEmail);
    expect(shop.to).toEqual([shopEmail]);
    expect(shop.subject).toBe(`Quote request ${reference} from Fatima Al-Sulaiti`);
    expect(shop.headers.get('reply-to')).toContain('fatima@bank.example.qa');
    expect(shop.text).toContain(quoteOnly.name);
    expect(shop.text).toContain('Example Bank');
    const sender = mailTo(mails, 'fatima@bank.example.qa');
    expect(sender.subject).toBe(`We received your quote request ${reference}`);
    expect(sender.headers.get('reply-to')).toContain(shopEmail);
  });

  it('refuses products that do not exist with 422 PRODUCT_UNAVAILABLE, storing and mailing nothing', async () => {
    const before = await QuoteRequest.countDocuments();
    const res = await request(freshServer())
      .post('/api/quote-request')
      .send(quoteBody({ items: [{ productId: 'abcdefabcdefabcdefabcdef', quantity: 1 }] }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      details: { productIds: ['abcdefabcdefabcdefabcdef'] },
    });
    expect(await QuoteRequest.countDocuments()).toBe(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no items', { items: [] }],
    [
      '51 lines',
      { items: Array.from({ length: 51 }, (_, i) => ({ productId: i.toString(16).padStart(24, '0'), quantity: 1 })) },
    ],
    ['a zero quantity', { items: [{ productId: 'abcdefabcdefabcdefabcdef', quantity: 0 }] }],
    ['an unknown key', { to: 'someone@example.com' }],
    ['an operator as the email', { email: { $gt: '' } }],
    ['a company over 150 characters', { company: 'x'.repeat(151) }],
    ['a company with a line break', { company: 'Bank\r\nBcc: all@example.com' }],
    ['a bad phone', { phone: 'call me' }],
    ['a missing name', { name: undefined }],
  ])('refuses %s with 400, storing nothing', async (_label, overrides) => {
    const before = await QuoteRequest.countDocuments();
    const res = await request(freshServer()).post('/api/quote-request').send(quoteBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(await QuoteRequest.countDocuments()).toBe(before);
  });

  it('allows 5 requests per 10 minutes from one address, then answers 429 with Retry-After and stores nothing more', async () => {
    const server = freshServer();
    await awayFromWindowEnd(10 * 60_000);
    for (let i = 0; i < 5; i += 1) await request(server).post('/api/quote-request').send(quoteBody()).expect(201);
    const before = await QuoteRequest.countDocuments();
    const refused = await request(server).post('/api/quote-request').send(quoteBody());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await QuoteRequest.countDocuments()).toBe(before);
    // The contact form has a count of its own.
    await request(server).post('/api/contact').send(contactBody()).expect(201);
    await drain();
    expect(capture.mails).toHaveLength(12);
  });
});

describe('POST /api/contact', () => {
  it('stores the message, answers 201 with its reference, and mails the shop and (in Arabic) the sender', async () => {
    const res = await request(freshServer()).post('/api/contact').send(contactBody());
    expect(res.status).toBe(201);
    const { reference } = res.body.data;
    expect(reference).toMatch(/^C-\d{6}-[2-9A-Z]{4}$/);
    const stored = await ContactMessage.findOne({ reference }).lean();
    expect(stored).toMatchObject({
      name: 'Omar Haddad',
      email: 'omar@example.com',
      subject: 'Showroom visit',
      phone: '',
      language: 'ar',
    });

    await drain();
    const mails = capture.mails;
    const shop = mailTo(mails, shopEmail);
    expect(shop.subject).toBe(`Contact message ${reference} from Omar Haddad: Showroom visit`);
    expect(shop.headers.get('reply-to')).toContain('omar@example.com');
    expect(shop.text).toContain('Can I visit the showroom on Saturday morning?');
    const sender = mailTo(mails, 'omar@example.com');
    expect(sender.subject).toBe(`استلمنا رسالتك رقم ${reference}`);
    expect(sender.html).toContain('dir="rtl"');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a message under 10 characters', { message: 'Hello' }],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }],
    ['a subject with a line break', { subject: 'Hi\r\nBcc: all@example.com' }],
    ['a recipient of its own choosing', { to: 'someone@example.com' }],
    ['an operator as the name', { name: { $ne: null } }],
    ['a bad email', { email: 'omar at example.com' }],
  ])('refuses %s with 400, storing and mailing nothing', async (_label, overrides) => {
    const [before, queued] = await Promise.all([ContactMessage.countDocuments(), MailOutbox.countDocuments()]);
    const res = await request(freshServer()).post('/api/contact').send(contactBody(overrides));
    expect(res.status).toBe(400);
    expect(await ContactMessage.countDocuments()).toBe(before);
    expect(await MailOutbox.countDocuments()).toBe(queued);
    await drain();
    expect(capture.mails).toHaveLength(0);
  });

  it('allows 5 messages per 10 minutes from one address, then answers 429', async () => {
    const server = freshServer();
    for (let i = 0; i < 5; i += 1) await request(server).post('/api/contact').send(contactBody()).expect(201);
    const refused = await request(server).post('/api/contact').send(contactBody());
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await drain();
    expect(capture.mails).toHaveLength(10);
  });

  it('still stores the message and answers 201 when the mail server is down, keeping its mail for a retry', async () => {
    app = createApp({ config: testConfig({ smtpUrl: 'smtp://127.0.0.1:1', shopEmail }) });
    const res = await request(app.callback()).post('/api/contact').send(contactBody());
    expect(res.status).toBe(201);
    const { reference } = res.body.data;
    expect(await ContactMessage.countDocuments({ reference })).toBe(1);
    expect(await drain()).toMatchObject({ sent: 0, retried: 2 });
    const queued = await MailOutbox.find({ key: new RegExp(`^contact:${reference}:`) }).lean();
    // Still queued (not finished), each after its first attempt.
    expect(queued.map((entry) => [entry.key, entry.attempts]).sort()).toEqual([
      [`contact:${reference}:sender`, 1],
      [`contact:${reference}:shop`, 1],
    ]);
  });

  it('acknowledges to the sender’s address in the shop’s own words: none of the message or subject, the name shortened', async () => {
    const message =
      'WIN A PRIZE: visit http://phish.example/claim and enter your bank card number. Unique marker 7Qz9.';
    const name = `Prize Team http://phish.example ${'x'.repeat(60)}`;
    const res = await request(freshServer())
      .post('/api/contact')
      .send(
        contactBody({
          email: 'victim@example.com',
          language: 'en',
          name,
          subject: 'Your parcel http://phish.example',
          message,
        }),
      );
    expect(res.status).toBe(201);
    await drain();
    const ack = mailTo(capture.mails, 'victim@example.com');
    for (const body of [ack.text, ack.html, ack.subject]) {
      expect(body).not.toContain('7Qz9');
      expect(body).not.toContain('bank card');
      expect(body).not.toContain('Your parcel');
      expect(body).not.toContain('x'.repeat(MAX_GREETING_NAME));
    }
    expect(ack.text).toContain(`We received your message ${res.body.data.reference}`);
    // The shop's copy carries everything.
    expect(mailTo(capture.mails, shopEmail).text).toContain(message);
  });
});
