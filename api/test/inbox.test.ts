import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { MailOutbox } from '../src/mail/outbox';
import { addCustomerMessageToQuoteRequest, linkQuotationToQuoteRequest } from '../src/messages/inbox';
import { ContactMessage, InboxEntry, QuoteRequest } from '../src/messages/model';
import { adminAgent, resetAdminUser } from './admin-login';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { startMailCapture, type MailCapture } from './mail-capture';

useTestDatabase();

const shopEmail = 'sales@ogulf.test';
let capture: MailCapture;
let app: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let product: ProductRecord;

const DAY = 86_400_000;
const base = Date.UTC(2026, 10, 1, 8);
const ids = {
  old: new mongoose.Types.ObjectId(),
  bank: new mongoose.Types.ObjectId(),
  clinic: new mongoose.Types.ObjectId(),
  closed: new mongoose.Types.ObjectId(),
  arabic: new mongoose.Types.ObjectId(),
  msgEn: new mongoose.Types.ObjectId(),
  msgAr: new mongoose.Types.ObjectId(),
};

/** Stored as the collection holds them (the old one without a status, as before the inbox existed). */
async function storeRecords(): Promise<void> {
  const line = { productId: String(product._id), name: product.name, nameAr: product.nameAr, slug: product.slug };
  const quote = (
    id: mongoose.Types.ObjectId,
    daysAgo: number,
    fields: Record<string, unknown>,
  ): Record<string, unknown> => ({
    _id: id,
    phone: '',
    company: '',
    message: '',
    items: [{ ...line, quantity: 3 }],
    language: 'en',
    status: 'new',
    createdAt: new Date(base - daysAgo * DAY),
    updatedAt: new Date(base - daysAgo * DAY),
    ...fields,
  });
  await QuoteRequest.collection.insertMany([
    (() => {
      const { status: _status, ...withoutStatus } = quote(ids.old, 30, {
        reference: 'Q-261002-AAAA',
        name: 'Old Customer',
        email: 'old@example.qa',
      });
      return withoutStatus;
    })(),
    quote(ids.bank, 3, {
      reference: 'Q-261029-BBBB',
      name: 'Fatima Al-Sulaiti',
      email: 'fatima@bank.example.qa',
      phone: '+974 4400 1234',
      company: 'Example Bank',
      message: 'Teller counters for our new Lusail branch.',
      items: [
        { ...line, quantity: 2 },
        {
          productId: 'abcdefabcdefabcdefabcdef',
          name: 'Note sorter',
          nameAr: 'فارزة',
          slug: 'note-sorter',
          quantity: 1,
        },
      ],
    }),
    quote(ids.clinic, 2, {
      reference: 'Q-261030-CCCC',
      name: 'Dr Khalid',
      email: 'khalid@clinic.example.qa',
      company: 'Doha Clinic',
      message: 'Reception desk and waiting chairs',
      status: 'in-progress',
      rooms: [{ type: 'boardroom', label: 'Main boardroom', answers: { seats: 10, finish: 'premium' } }],
    }),
    quote(ids.closed, 1, {
      reference: 'Q-261031-DDDD',
      name: 'Closed Request',
      email: 'closed@example.qa',
      status: 'closed',
    }),
    quote(ids.arabic, 0, {
      reference: 'Q-261101-EEEE',
      name: 'مريم',
      email: 'mariam@example.qa',
      language: 'ar',
      message: 'نحتاج خزنة',
    }),
  ]);
  await ContactMessage.collection.insertMany([
    {
      _id: ids.msgEn,
      reference: 'C-261030-FFFF',
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '5512 3456',
      subject: 'Showroom visit',
      message: 'Can I visit the showroom on Saturday morning?',
      language: 'en',
      createdAt: new Date(base - 2 * DAY),
      updatedAt: new Date(base - 2 * DAY),
    },
    {
      _id: ids.msgAr,
      reference: 'C-261031-GGGG',
      name: 'سارة',
      email: 'sara@example.qa',
      phone: '',
      subject: 'ضمان',
      message: 'ما هي مدة الضمان على الكراسي؟',
      language: 'ar',
      status: 'new',
      createdAt: new Date(base - DAY),
      updatedAt: new Date(base - DAY),
    },
  ]);
}

beforeAll(async () => {
  [capture] = await Promise.all([startMailCapture(), seedCatalog(), resetAdminUser()]);
  product = (await Product.findOne().sort({ name: 1 }).lean<ProductRecord>())!;
  await storeRecords();
  app = createApp({ config: testConfig({ smtpUrl: capture.url, shopEmail }) });
  admin = await adminAgent(app.callback());
});

afterAll(async () => {
  await capture.close();
});

beforeEach(async () => {
  capture.mails.length = 0;
  await forgetRateLimits();
});

const references = (res: request.Response): string[] =>
  (res.body.data.items as Array<{ reference: string }>).map((item) => item.reference);

async function overviewInbox(): Promise<{ newQuoteRequests: number; newMessages: number }> {
  return (await admin.get('/api/admin/overview').expect(200)).body.data.inbox;
}

describe('GET /api/admin/quote-requests and /api/admin/messages', () => {
  it('lists newest first in pages, an old record without a status reading as new', async () => {
    const res = await admin.get('/api/admin/quote-requests?limit=2').expect(200);
    expect(references(res)).toEqual(['Q-261101-EEEE', 'Q-261031-DDDD']);
    expect(res.body.data).toMatchObject({ total: 5, page: 1, limit: 2, pages: 3 });
    const last = await admin.get('/api/admin/quote-requests?limit=2&page=3').expect(200);
    expect(last.body.data.items).toEqual([
      expect.objectContaining({ reference: 'Q-261002-AAAA', status: 'new', kind: 'quote-request', lineCount: 1 }),
    ]);
    const messages = await admin.get('/api/admin/messages').expect(200);
    expect(references(messages)).toEqual(['C-261031-GGGG', 'C-261030-FFFF']);
    expect(messages.body.data.items[1]).toMatchObject({
      kind: 'message',
      status: 'new',
      subject: 'Showroom visit',
      excerpt: 'Can I visit the showroom on Saturday morning?',
      lineCount: 0,
    });
  });

  it('filters by status (new includes the records from before the inbox)', async () => {
    expect(references(await admin.get('/api/admin/quote-requests?status=new').expect(200))).toEqual([
      'Q-261101-EEEE',
      'Q-261029-BBBB',
      'Q-261002-AAAA',
    ]);
    expect(references(await admin.get('/api/admin/quote-requests?status=closed').expect(200))).toEqual([
      'Q-261031-DDDD',
    ]);
    expect(references(await admin.get('/api/admin/messages?status=answered').expect(200))).toEqual([]);
  });

  it.each([
    ['company', 'example bank', ['Q-261029-BBBB']],
    ['email', 'khalid@clinic', ['Q-261030-CCCC']],
    ['name in Arabic', 'مريم', ['Q-261101-EEEE']],
    ['phone typed without spaces', '44001234', ['Q-261029-BBBB']],
    ['message text', 'LUSAIL', ['Q-261029-BBBB']],
    ['reference', 'q-261031', ['Q-261031-DDDD']],
    ['regular-expression characters, literally', '.*', []],
  ])('searches the %s', async (_label, q, expected) => {
    const res = await admin.get(`/api/admin/quote-requests?q=${encodeURIComponent(q)}`).expect(200);
    expect(references(res)).toEqual(expected);
    expect(res.body.data.total).toBe(expected.length);
  });

  it("searches a message's subject and phone, combined with a status", async () => {
    expect(references(await admin.get('/api/admin/messages?q=showroom').expect(200))).toEqual(['C-261030-FFFF']);
    expect(references(await admin.get('/api/admin/messages?q=55123456&status=new').expect(200))).toEqual([
      'C-261030-FFFF',
    ]);
    expect(references(await admin.get('/api/admin/messages?q=showroom&status=closed').expect(200))).toEqual([]);
  });

  it.each(['status=open', 'limit=0', 'limit=101', 'page=0', 'sort=name', `q=${'x'.repeat(101)}`, 'q=%00'])(
    'refuses ?%s with 400',
    async (query) => {
      const res = await admin.get(`/api/admin/quote-requests?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
    },
  );
});

describe('GET /api/admin/quote-requests/:id', () => {
  it("answers the request's lines, the customer's details, notes, thread and quotations", async () => {
    const res = await admin.get(`/api/admin/quote-requests/${ids.bank}`).expect(200);
    expect(res.body.data).toMatchObject({
      id: String(ids.bank),
      reference: 'Q-261029-BBBB',
      name: 'Fatima Al-Sulaiti',
      company: 'Example Bank',
      email: 'fatima@bank.example.qa',
      phone: '+974 4400 1234',
      language: 'en',
      message: 'Teller counters for our new Lusail branch.',
      lines: [
        { productId: String(product._id), name: product.name, quantity: 2 },
        { productId: 'abcdefabcdefabcdefabcdef', name: 'Note sorter', nameAr: 'فارزة', quantity: 1 },
      ],
      rooms: [],
      internalNotes: [],
      thread: [],
      quotationIds: [],
    });
  });

  it('names the rooms a fit-out request described, in both languages', async () => {
    const res = await admin.get(`/api/admin/quote-requests/${ids.clinic}`).expect(200);
    expect(res.body.data.rooms).toEqual([
      {
        type: 'boardroom',
        label: 'Main boardroom',
        name: 'Boardroom / meeting room',
        nameAr: 'قاعة اجتماعات',
        answers: '10 seats, premium finish',
        answersAr: '10 مقاعد، تشطيب فاخر',
      },
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await admin.get('/api/admin/quote-requests/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('QUOTE_REQUEST_NOT_FOUND');
    // A message's id is no quote request's.
    expect((await admin.get(`/api/admin/quote-requests/${ids.msgEn}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/messages/${ids.bank}`)).body.error.code).toBe('MESSAGE_NOT_FOUND');
    expect((await admin.get('/api/admin/messages/nope')).status).toBe(400);
  });
});

describe('PATCH /api/admin/quote-requests/:id', () => {
  it('sets the status and adds an internal note, and the overview counts one new request less', async () => {
    const before = await overviewInbox();
    const res = await admin
      .patch(`/api/admin/quote-requests/${ids.old}`)
      .send({ status: 'in-progress', note: 'Called back, waiting for floor plans' })
      .expect(200);
    expect(res.body.data.status).toBe('in-progress');
    expect(res.body.data.internalNotes).toEqual([
      { id: expect.any(String), text: 'Called back, waiting for floor plans', at: expect.any(String) },
    ]);
    expect(await overviewInbox()).toEqual({ ...before, newQuoteRequests: before.newQuoteRequests - 1 });
    const list = await admin.get('/api/admin/quote-requests?status=in-progress').expect(200);
    expect(references(list)).toContain('Q-261002-AAAA');
    // Notes are never mailed.
    expect(await MailOutbox.countDocuments({ to: 'old@example.qa' })).toBe(0);
  });

  it('keeps every note when several admins add one at the same moment', async () => {
    const notes = ['first', 'second', 'third', 'fourth', 'fifth'].map((word) => `Note ${word}`);
    const replies = await Promise.all(
      notes.map((note) => admin.patch(`/api/admin/messages/${ids.msgEn}`).send({ note })),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    const detail = await admin.get(`/api/admin/messages/${ids.msgEn}`).expect(200);
    expect((detail.body.data.internalNotes as Array<{ text: string }>).map((note) => note.text).sort()).toEqual(
      [...notes].sort(),
    );
  });

  it.each<[string, unknown]>([
    ['an empty body', {}],
    ['an unknown status', { status: 'done' }],
    ['an empty note', { note: '   ' }],
    ['a note too long', { note: 'x'.repeat(2001) }],
    ['an unknown key', { status: 'closed', assignee: 'me' }],
    ['an operator as the status', { status: { $ne: 'x' } }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const before = (await admin.get(`/api/admin/quote-requests/${ids.clinic}`).expect(200)).body.data;
    const res = await admin.patch(`/api/admin/quote-requests/${ids.clinic}`).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await admin.get(`/api/admin/quote-requests/${ids.clinic}`).expect(200)).body.data).toEqual(before);
  });

  it('answers 404 for an unknown id, storing no note', async () => {
    const res = await admin.patch('/api/admin/messages/0123456789abcdef01234567').send({ note: 'lost' });
    expect(res.status).toBe(404);
    expect(await InboxEntry.countDocuments({ text: 'lost' })).toBe(0);
  });
});

describe('POST /api/admin/quote-requests/:id/reply', () => {
  it('mails the reply in English, keeps it on the thread and marks the request answered', async () => {
    const message = 'Dear team,\nWe can deliver the counters in 3 weeks. <b>Price</b> follows.';
    const res = await admin
      .post(`/api/admin/quote-requests/${ids.bank}/reply`)
      .send({ subject: 'Your teller counters', message })
      .expect(200);
    expect(res.body.data.status).toBe('answered');
    expect(res.body.data.thread).toEqual([
      {
        id: expect.any(String),
        kind: 'reply',
        subject: 'Your teller counters',
        text: message,
        at: expect.any(String),
        mailKey: expect.stringContaining('Q-261029-BBBB'),
      },
    ]);
    await app.context.mailWorker.drain();
    const [mail] = await capture.waitFor(1);
    expect(mail!.to).toEqual(['fatima@bank.example.qa']);
    expect(mail!.subject).toBe('Your teller counters');
    expect(mail!.headers.get('reply-to')).toContain(shopEmail);
    expect(mail!.text).toContain('We can deliver the counters in 3 weeks.');
    expect(mail!.text).toContain('Reference: Q-261029-BBBB');
    expect(mail!.html).toContain('&lt;b&gt;Price&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Price</b>');
    expect(mail!.html).toContain('lang="en"');
  });

  it("mails a contact message's reply in Arabic with the default subject", async () => {
    const res = await admin
      .post(`/api/admin/messages/${ids.msgAr}/reply`)
      .send({ message: 'الضمان على الكراسي خمس سنوات.' })
      .expect(200);
    expect(res.body.data.thread).toHaveLength(1);
    expect(res.body.data.thread[0]).toMatchObject({ kind: 'reply', subject: 'رسالتك رقم C-261031-GGGG' });
    await app.context.mailWorker.drain();
    const [mail] = await capture.waitFor(1);
    expect(mail!.to).toEqual(['sara@example.qa']);
    expect(mail!.subject).toBe('رسالتك رقم C-261031-GGGG');
    expect(mail!.text).toContain('الضمان على الكراسي خمس سنوات.');
    expect(mail!.text).toContain('عزيزنا سارة');
    expect(mail!.html).toContain('dir="rtl"');
    expect((await admin.get('/api/admin/messages?status=answered').expect(200)).body.data.total).toBe(1);
  });

  it('keeps a closed request closed, two replies both on the thread', async () => {
    await admin.post(`/api/admin/quote-requests/${ids.closed}/reply`).send({ message: 'One more thing.' }).expect(200);
    const res = await admin
      .post(`/api/admin/quote-requests/${ids.closed}/reply`)
      .send({ message: 'And another.' })
      .expect(200);
    expect(res.body.data.status).toBe('closed');
    expect((res.body.data.thread as Array<{ text: string }>).map((entry) => entry.text)).toEqual([
      'One more thing.',
      'And another.',
    ]);
    expect(await MailOutbox.countDocuments({ to: 'closed@example.qa', kind: 'inbox-reply' })).toBe(2);
  });

  it.each<[string, unknown]>([
    ['no message', {}],
    ['a one-character message', { message: 'x' }],
    ['a subject with a line break', { message: 'Hello there', subject: 'Hi\r\nBcc: all@example.com' }],
    ['an unknown key', { message: 'Hello there', to: 'someone@example.com' }],
  ])('refuses %s with 400, mailing and storing nothing', async (_label, body) => {
    const [mailsBefore, entriesBefore] = await Promise.all([MailOutbox.countDocuments(), InboxEntry.countDocuments()]);
    const res = await admin.post(`/api/admin/quote-requests/${ids.clinic}/reply`).send(body as object);
    expect(res.status).toBe(400);
    expect(await MailOutbox.countDocuments()).toBe(mailsBefore);
    expect(await InboxEntry.countDocuments()).toBe(entriesBefore);
    expect((await QuoteRequest.findById(ids.clinic).lean())?.status).toBe('in-progress');
  });

  it('answers 404 for an unknown id, mailing nothing', async () => {
    const before = await MailOutbox.countDocuments();
    const res = await admin.post('/api/admin/quote-requests/0123456789abcdef01234567/reply').send({ message: 'Hello' });
    expect(res.status).toBe(404);
    expect(await MailOutbox.countDocuments()).toBe(before);
  });
});

describe('the customer writing back, and quotations', () => {
  it('puts the customer message on the thread and makes the request new again, once per key', async () => {
    const before = await overviewInbox();
    const options = { key: 'changes:test-1', now: new Date(), cache: app.context.readCache };
    await addCustomerMessageToQuoteRequest(String(ids.clinic), 'Please add two more chairs', options);
    await addCustomerMessageToQuoteRequest(String(ids.clinic), 'Please add two more chairs', options);
    await linkQuotationToQuoteRequest(String(ids.clinic), 'fedcbafedcbafedcbafedcba', options);
    const detail = (await admin.get(`/api/admin/quote-requests/${ids.clinic}`).expect(200)).body.data;
    expect(detail.status).toBe('new');
    expect(detail.thread).toEqual([expect.objectContaining({ kind: 'customer', text: 'Please add two more chairs' })]);
    expect(detail.quotationIds).toEqual(['fedcbafedcbafedcbafedcba']);
    expect(await overviewInbox()).toEqual({ ...before, newQuoteRequests: before.newQuoteRequests + 1 });
    await expect(
      addCustomerMessageToQuoteRequest('0123456789abcdef01234567', 'lost', { ...options, key: 'changes:test-2' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the overview', () => {
  it('counts new quote requests and messages, and a new request from the storefront at once', async () => {
    const counts = await overviewInbox();
    expect(counts).toEqual({
      newQuoteRequests: await QuoteRequest.collection.countDocuments({ status: { $in: ['new', null] } }),
      newMessages: await ContactMessage.collection.countDocuments({ status: { $in: ['new', null] } }),
    });
    await request(app.callback())
      .post('/api/quote-request')
      .send({
        name: 'New Buyer',
        email: 'buyer@example.qa',
        items: [{ productId: String(product._id), quantity: 1 }],
        language: 'en',
      })
      .expect(201);
    expect(await overviewInbox()).toEqual({ ...counts, newQuoteRequests: counts.newQuoteRequests + 1 });
    const list = await admin.get('/api/admin/quote-requests?status=new&limit=1').expect(200);
    expect(list.body.data.items[0]).toMatchObject({ name: 'New Buyer', status: 'new' });
  });

  it('refuses the inbox without a session', async () => {
    expect((await request(app.callback()).get('/api/admin/quote-requests')).status).toBe(401);
    expect((await request(app.callback()).post(`/api/admin/messages/${ids.msgEn}/reply`).send({})).status).toBe(401);
  });
});
