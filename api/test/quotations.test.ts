import request from 'supertest';
import {
  adminQuotation,
  adminQuotationList,
  customerQuotation,
  quotationAccepted,
  successReply,
  type AdminQuotation,
  type CustomerQuotation,
  type QuotationAccepted,
} from '@ogulf/contracts';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { MailOutbox } from '../src/mail/outbox';
import { getInboxItem } from '../src/messages/inbox';
import { InboxEntry, QuoteRequest } from '../src/messages/model';
import { Order, type OrderRecord } from '../src/orders/model';
import { qatarDay } from '../src/orders/workflow';
import { Quotation } from '../src/quotes/model';
import { saveProductStock } from '../src/stock/stock';
import { asAdmin } from './admin-stand-in';
import { forgetRateLimitsAndMail, testConfig, useTestDatabase } from './helpers';
import { FATIMA, quoteRequestBody } from './shop-fixtures';
import { useShopWithMail } from './shop-with-mail';

/**
 * Quotations over HTTP: a quote request priced by the admin, sent, read and accepted by the
 * customer as one order at the quoted prices (also under 10 accepts at once), expiry, revisions,
 * requests for changes reaching the inbox, withdrawal, access and bad input. The admin guard is
 * stood in for (admin-stand-in.ts); the route-access test checks the real one.
 */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

useTestDatabase();

const SITE = 'https://shop.example';
const shopEmail = 'sales@ogulf.test';
const shop = useShopWithMail(forgetRateLimitsAndMail);
/** A product sold on request (no price): a quotation from a request starts it at 0. */
let onRequest: ProductRecord;
beforeAll(async () => {
  onRequest = (await Product.findOne({ price: null }).lean<ProductRecord>())!;
});
// Each test starts without quotations, orders or requests.
beforeEach(async () => {
  await Promise.all([
    Quotation.deleteMany({}),
    Order.deleteMany({}),
    QuoteRequest.deleteMany({}),
    InboxEntry.deleteMany({}),
  ]);
});

/** The app's clock; a test moves it to see a quotation expire. */
let clock: Date | undefined;
afterEach(() => {
  clock = undefined;
});
const app = createApp({
  config: testConfig({ shopEmail, publicUrl: SITE }),
  mailer: { destination: 'nowhere', send: async () => undefined },
  now: () => clock ?? new Date(),
});
const server = app.callback();
const admin = asAdmin(server);

const DAY_MS = 86_400_000;
const inDays = (days: number) => qatarDay(new Date(Date.now() + days * DAY_MS));

function productsForRequest(): { priced: ProductRecord; other: ProductRecord; onRequest: ProductRecord } {
  const [priced, other] = shop.products;
  return { priced: priced!, other: other!, onRequest };
}

/** A quote request from the storefront; answers its id. */
async function quoteRequest(language: 'en' | 'ar' = 'en', email = 'fatima@bank.example.qa'): Promise<string> {
  const { priced, onRequest } = productsForRequest();
  const res = await request(server)
    .post('/api/quote-request')
    .send(
      quoteRequestBody(
        [
          { productId: String(priced._id), quantity: 20 },
          { productId: String(onRequest._id), quantity: 2 },
        ],
        { email, language },
      ),
    )
    .expect(201);
  const stored = await QuoteRequest.findOne({
    reference: (res.body as { data: { reference: string } }).data.reference,
  });
  return String(stored!._id);
}

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

/** The reply is `{ success: true, data }` with `data` exactly as the contract says (no field more). */
function expectContract(res: { body: unknown }, schema: core.$ZodType): void {
  const result = safeParse(successReply(schema), res.body);
  expect(result.error?.issues ?? []).toEqual([]);
  expect(result.data).toEqual(res.body);
}
const errorCode = (res: { body: unknown }) => (res.body as { error: { code: string } }).error.code;

async function newQuotation(body: Record<string, unknown> = {}): Promise<AdminQuotation> {
  return data<AdminQuotation>(await admin.post('/api/admin/quotations').send(body).expect(201));
}

/** A complete draft body: two catalogue lines with a discount, a free line, both charges. */
function draftBody(quotation: AdminQuotation, overrides: Record<string, unknown> = {}) {
  const { priced, other } = productsForRequest();
  return {
    customer: { ...FATIMA, email: quotation.customer.email || FATIMA.email, address: 'Lusail Marina, Tower 3' },
    language: quotation.language,
    lines: [
      {
        productId: String(priced._id),
        name: priced.name,
        nameAr: priced.nameAr,
        quantity: 20,
        unitPrice: 1000,
        discountPercent: 12.5,
      },
      { productId: String(other._id), name: other.name, nameAr: other.nameAr, quantity: 3, unitPrice: 333.33 },
      {
        productId: null,
        name: 'Custom teller counter',
        nameAr: 'كاونتر صراف حسب الطلب',
        quantity: 1,
        unitPrice: 12500.5,
      },
    ],
    deliveryCharge: 150,
    installationCharge: 500,
    validUntil: inDays(14),
    terms: '50% on order, the rest on delivery.',
    notes: 'Internal: margin is thin, do not discount further.',
    ...overrides,
  };
}

/** A quotation created blank, filled in and sent; answers it with its customer token. */
async function sentQuotation(overrides: Record<string, unknown> = {}): Promise<AdminQuotation & { token: string }> {
  const draft = await newQuotation();
  await admin.put(`/api/admin/quotations/${draft.id}`).send(draftBody(draft, overrides)).expect(200);
  const sent = data<AdminQuotation>(await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(200));
  return { ...sent, token: tokenOf(sent) };
}

function tokenOf(quotation: AdminQuotation): string {
  const token = quotation.customerUrl?.split('/quote/')[1];
  if (!token) throw new Error('The quotation has no customer link');
  return token;
}

const acceptBody = { paymentMethod: 'bank-transfer', zone: 'lusail', address: 'Lusail Marina, Tower 3, floor 12' };

describe('the quotation cycle', () => {
  it('prices a quote request, sends it, and its acceptance places one order at the quoted prices', async () => {
    const { priced, other, onRequest } = productsForRequest();
    const requestId = await quoteRequest();

    // From the request: its customer, and its lines at the catalogue's prices (on request: 0).
    const draft = await newQuotation({ requestId });
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      language: 'en',
      customerUrl: null,
      requestId,
      customer: { name: 'Fatima Al-Sulaiti', company: 'Example Bank', email: 'fatima@bank.example.qa' },
    });
    expect(draft.number).toMatch(/^QT-\d{6}-[2-9A-HJKMNP-Z]{4}$/);
    expect(draft.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
      [String(priced._id), 20, priced.price],
      [String(onRequest._id), 2, 0],
    ]);
    expect(draft.total).toBe(20 * priced.price!);
    expect((await getInboxItem('quote-request', requestId)).quotationIds).toEqual([draft.id]);

    // The admin's prices: totals are the server's, in fils.
    const edited = data<AdminQuotation>(
      await admin.put(`/api/admin/quotations/${draft.id}`).send(draftBody(draft)).expect(200),
    );
    expect(edited.lines.map((line) => [line.netUnitPrice, line.lineTotal])).toEqual([
      [875, 17500],
      [333.33, 999.99],
      [12500.5, 12500.5],
    ]);
    expect(edited).toMatchObject({
      // 20,000 + 999.99 + 12,500.50, to the fils (no floating-point sum).
      subtotal: 33500.49,
      discountTotal: 2500,
      deliveryCharge: 150,
      installationCharge: 500,
      total: 31650.49,
    });

    // A draft is not the customer's yet.
    const { token } = { token: (await Quotation.findById(draft.id).lean())!.token };
    expect(errorCode(await request(server).get(`/api/quotes/${token}`).expect(404))).toBe('QUOTATION_NOT_FOUND');

    const sent = data<AdminQuotation>(await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(200));
    expect(sent.status).toBe('sent');
    expect(sent.customerUrl).toBe(`${SITE}/quote/${token}`);
    const [mail] = await MailOutbox.find({ kind: 'quotation' }).lean();
    expect(mail).toMatchObject({ to: 'fatima@bank.example.qa', replyTo: shopEmail });
    expect(mail!.subject).toBe(`Your quotation ${draft.number} from OGulf Office Furniture`);
    expect(mail!.text).toContain(`${SITE}/quote/${token}`);
    expect(mail!.text).toContain('QAR');
    expect(mail!.text).not.toContain('margin is thin');
    // Sending again (a retried request) mails nothing more.
    await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(200);
    expect(await MailOutbox.countDocuments({ kind: 'quotation' })).toBe(1);

    // Sent: no more edits.
    const refused = await admin.put(`/api/admin/quotations/${draft.id}`).send(draftBody(draft, { deliveryCharge: 0 }));
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('QUOTATION_NOT_DRAFT');

    // The customer's view: prices and terms, never the internal notes.
    const view = await request(server).get(`/api/quotes/${token}`).expect(200);
    expect(view.headers['cache-control']).toContain('no-store');
    const quotation = data<CustomerQuotation>(view);
    expectContract(view, customerQuotation);
    expect(quotation).toMatchObject({
      number: draft.number,
      status: 'sent',
      total: edited.total,
      isExpired: false,
      newerVersionSent: false,
      canAccept: true,
      terms: '50% on order, the rest on delivery.',
    });
    expect(JSON.stringify(view.body)).not.toContain('margin is thin');

    // Accepted: one order at the quoted prices (not the catalogue's), installation as a line.
    const accepted = await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(201);
    const { order, quotation: after } = data<QuotationAccepted>(accepted);
    expectContract(accepted, quotationAccepted);
    expect(after).toMatchObject({ status: 'accepted', canAccept: false, orderNumber: order.orderNumber });
    expect(after.orderToken).toBe(order.token);
    expect(order).toMatchObject({
      paymentMethod: 'bank-transfer',
      total: edited.total,
      deliveryFee: 150,
      language: 'en',
      customer: { name: 'Fatima Al-Sulaiti', email: 'fatima@bank.example.qa', phone: '+97444001234', zone: 'lusail' },
    });
    expect(
      order.items.map((line) => [line.productId, line.name, line.unitPrice, line.quantity, line.lineTotal]),
    ).toEqual([
      [String(priced._id), priced.name, 875, 20, 17500],
      [String(other._id), other.name, 333.33, 3, 999.99],
      ['', 'Custom teller counter', 12500.5, 1, 12500.5],
      ['', 'Installation', 500, 1, 500],
    ]);
    expect(order.items[0]!.unitPrice).not.toBe(priced.price);

    // The admin sees it among the orders with those prices, and the customer got its mail.
    const stored = await Order.findOne({ orderNumber: order.orderNumber }).lean<OrderRecord>();
    const adminOrder = (await admin.get(`/api/orders/${String(stored!._id)}`).expect(200)).body as {
      data: { total: number; items: Array<{ unitPrice: number }> };
    };
    expect(adminOrder.data.total).toBe(edited.total);
    expect(adminOrder.data.items.map((line) => line.unitPrice)).toEqual([875, 333.33, 12500.5, 500]);
    expect(await MailOutbox.countDocuments({ kind: 'order-customer', to: 'fatima@bank.example.qa' })).toBe(1);
    const adminRead = await admin.get(`/api/admin/quotations/${draft.id}`).expect(200);
    expectContract(adminRead, adminQuotation);
    expectContract(await admin.get('/api/admin/quotations').expect(200), adminQuotationList);
    const adminView = data<AdminQuotation>(adminRead);
    expect(adminView).toMatchObject({
      status: 'accepted',
      orderId: String(stored!._id),
      orderNumber: order.orderNumber,
    });

    // Accepting again answers the same order (200), and places nothing.
    const again = await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(200);
    expect(data<QuotationAccepted>(again).order.orderNumber).toBe(order.orderNumber);
    expect(await Order.countDocuments()).toBe(1);
  });

  it('mails the link in Arabic for an Arabic quotation', async () => {
    const requestId = await quoteRequest('ar', 'noura@example.qa');
    const draft = await newQuotation({ requestId });
    expect(draft.language).toBe('ar');
    await admin.put(`/api/admin/quotations/${draft.id}`).send(draftBody(draft)).expect(200);
    const sent = data<AdminQuotation>(await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(200));
    const mail = await MailOutbox.findOne({ kind: 'quotation', to: 'noura@example.qa' }).lean();
    expect(mail!.subject).toBe(`عرض السعر رقم ${draft.number} من أو جلف للأثاث المكتبي`);
    expect(mail!.text).toContain('اطلع على عرض السعر');
    expect(mail!.text).toContain(`${SITE}/quote/${tokenOf(sent)}`);
    expect(mail!.text).toContain('كاونتر صراف حسب الطلب');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('makes one order of 10 accepts at once, and answers it to each', async () => {
    const { token, id } = await sentQuotation();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => request(server).post(`/api/quotes/${token}/accept`).send(acceptBody)),
    );
    expect(replies.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const numbers = new Set(replies.map((res) => data<QuotationAccepted>(res).order.orderNumber));
    expect(numbers.size).toBe(1);
    expect(await Order.countDocuments({ idempotencyKey: `quote:${id}` })).toBe(1);
    expect(await Order.countDocuments()).toBe(1);
    expect(await MailOutbox.countDocuments({ kind: 'order-customer' })).toBe(1);
  });
});

describe('stock taken by an accepted quotation', () => {
  it('shows on the product page at once, as an order placed at the checkout does', async () => {
    const { other } = productsForRequest();
    const counted = async (stock: number | null) => {
      await Product.updateOne({ _id: other._id }, { $set: { stock } });
      await saveProductStock({ _id: other._id, stock });
    };
    await counted(10);
    const stockShown = async () =>
      (
        (await request(server).get(`/api/products/${other.slug}`).expect(200)).body as {
          data: { stock: number | null };
        }
      ).data.stock;
    // Read once, so the figure sits in the server's read cache before the accept.
    expect(await stockShown()).toBe(10);
    const { token } = await sentQuotation();
    await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(201);
    // The quotation's draft sells 3 of this product.
    expect(await stockShown()).toBe(7);
    // Uncounted again, as the seed has it, for the tests after this one.
    await counted(null);
  });
});

describe('an accept interrupted after the order was stored', () => {
  it('is completed by the next accept, which finds the order by its key and places no second one', async () => {
    const { token, id } = await sentQuotation();
    const first = data<QuotationAccepted>(
      await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(201),
    );
    // As if the process died between the order's insert and the quotation's write.
    await Quotation.updateOne(
      { _id: id },
      { $set: { status: 'sent', orderId: null, orderNumber: null, acceptedAt: null } },
    );
    expect(data<CustomerQuotation>(await request(server).get(`/api/quotes/${token}`)).canAccept).toBe(true);

    const retry = await request(server)
      .post(`/api/quotes/${token}/accept`)
      .send({ ...acceptBody, paymentMethod: 'cash' })
      .expect(200);
    expect(data<QuotationAccepted>(retry).order).toMatchObject({
      orderNumber: first.order.orderNumber,
      paymentMethod: 'bank-transfer',
    });
    expect(data<QuotationAccepted>(retry).quotation).toMatchObject({
      status: 'accepted',
      orderNumber: first.order.orderNumber,
    });
    expect(await Order.countDocuments()).toBe(1);
    expect(await MailOutbox.countDocuments({ kind: 'order-customer' })).toBe(1);
  });
});

describe('an accept and a withdrawal at the same moment', () => {
  it('lets exactly one of them win, and leaves the quotation and the orders agreeing with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([Order.deleteMany({}), Quotation.deleteMany({})]);
      const { token, id } = await sentQuotation();
      const [accepted, withdrawn] = await Promise.all([
        request(server).post(`/api/quotes/${token}/accept`).send(acceptBody),
        admin.post(`/api/admin/quotations/${id}/withdraw`),
      ]);
      const stored = await Quotation.findById(id).lean();
      if (accepted.status === 201) {
        expect([withdrawn.status, errorCode(withdrawn)]).toEqual([409, 'QUOTATION_ACCEPTED']);
        expect(stored!.status).toBe('accepted');
        expect(await Order.countDocuments()).toBe(1);
      } else {
        expect([accepted.status, errorCode(accepted), withdrawn.status]).toEqual([409, 'QUOTATION_WITHDRAWN', 200]);
        expect(stored!.status).toBe('withdrawn');
        expect(await Order.countDocuments()).toBe(0);
      }
    }
  });
});

describe('expiry, revisions, changes and withdrawal', () => {
  it('refuses to accept an expired quotation and says so on its page', async () => {
    const { token } = await sentQuotation({ validUntil: inDays(1) });
    // Still valid on its last day (Qatar time).
    clock = new Date(Date.now() + DAY_MS);
    expect(data<CustomerQuotation>(await request(server).get(`/api/quotes/${token}`).expect(200)).canAccept).toBe(true);
    clock = new Date(Date.now() + 2 * DAY_MS);
    const page = data<CustomerQuotation>(await request(server).get(`/api/quotes/${token}`).expect(200));
    expect(page).toMatchObject({ status: 'expired', isExpired: true, canAccept: false, canRequestChanges: true });
    const refused = await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(409);
    expect(errorCode(refused)).toBe('QUOTATION_EXPIRED');
    expect(await Order.countDocuments()).toBe(0);
    const list = data<{ items: Array<{ status: string }> }>(
      await admin.get('/api/admin/quotations?status=expired').expect(200),
    );
    expect(list.items.map((item) => item.status)).toEqual(['expired']);
  });

  it('keeps the earlier version when revising, supersedes it when the new one is sent', async () => {
    const first = await sentQuotation();
    const revised = await admin.post(`/api/admin/quotations/${first.id}/revise`).expect(201);
    const second = data<AdminQuotation>(revised);
    expect(second).toMatchObject({ number: first.number, version: 2, status: 'draft', total: first.total });
    expect(second.versions.map((version) => [version.version, version.status])).toEqual([
      [1, 'sent'],
      [2, 'draft'],
    ]);
    // Asked again, the revision is the same draft.
    expect(data<AdminQuotation>(await admin.post(`/api/admin/quotations/${first.id}/revise`).expect(200)).id).toBe(
      second.id,
    );
    await admin
      .put(`/api/admin/quotations/${second.id}`)
      .send(draftBody(second, { deliveryCharge: 0, installationCharge: 0 }))
      .expect(200);
    // Until it is sent, the customer's link still offers version 1.
    expect(data<CustomerQuotation>(await request(server).get(`/api/quotes/${first.token}`)).canAccept).toBe(true);

    const sentSecond = data<AdminQuotation>(await admin.post(`/api/admin/quotations/${second.id}/send`).expect(200));
    expect(sentSecond.total).toBe(first.total - 650);
    const mail = await MailOutbox.findOne({ key: `quotation:${first.number}:v2` }).lean();
    expect(mail!.subject).toContain('(revision 2)');

    const old = await request(server).get(`/api/quotes/${first.token}`).expect(200);
    expect(data<CustomerQuotation>(old)).toMatchObject({
      status: 'superseded',
      newerVersionSent: true,
      canAccept: false,
      total: first.total,
      deliveryCharge: 150,
    });
    expect(JSON.stringify(old.body)).not.toContain(tokenOf(sentSecond));
    expect(
      errorCode(await request(server).post(`/api/quotes/${first.token}/accept`).send(acceptBody).expect(409)),
    ).toBe('QUOTATION_SUPERSEDED');
    // Version 1 is kept as it was; only the newest version may be revised.
    const kept = data<AdminQuotation>(await admin.get(`/api/admin/quotations/${first.id}`).expect(200));
    expect(kept).toMatchObject({ status: 'superseded', total: first.total, isLatest: false });
    expect(errorCode(await admin.post(`/api/admin/quotations/${first.id}/revise`).expect(409))).toBe(
      'QUOTATION_NOT_LATEST',
    );

    const accepted = await request(server)
      .post(`/api/quotes/${tokenOf(sentSecond)}/accept`)
      .send(acceptBody)
      .expect(201);
    expect(data<QuotationAccepted>(accepted).order.total).toBe(first.total - 650);
    // The list shows each quotation once, as its newest version.
    const list = data<{ items: Array<{ number: string; version: number }> }>(
      await admin.get(`/api/admin/quotations?q=${first.number}`).expect(200),
    );
    expect(list.items.map((item) => item.version)).toEqual([2]);
  });

  it('makes one next version of 5 revisions asked at once', async () => {
    const { id, number } = await sentQuotation();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/api/admin/quotations/${id}/revise`)),
    );
    expect(replies.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((res) => data<AdminQuotation>(res).id)).size).toBe(1);
    expect(await Quotation.countDocuments({ number, version: 2 })).toBe(1);
  });

  it('takes the customer’s request for changes into the inbox and mails the shop', async () => {
    const requestId = await quoteRequest();
    const draft = await newQuotation({ requestId });
    await admin.put(`/api/admin/quotations/${draft.id}`).send(draftBody(draft)).expect(200);
    const token = tokenOf(data<AdminQuotation>(await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(200)));
    const message = 'Could you quote 25 chairs instead of 20, delivered before the 15th?';
    const res = await request(server).post(`/api/quotes/${token}/request-changes`).send({ message }).expect(200);
    expect(data<CustomerQuotation>(res)).toMatchObject({ status: 'changes-requested', canAccept: true });

    const inbox = await getInboxItem('quote-request', requestId);
    expect(inbox.status).toBe('new');
    expect(inbox.thread.map((entry) => [entry.kind, entry.text.includes(message)])).toEqual([['customer', true]]);
    const mail = await MailOutbox.findOne({ kind: 'quotation-changes' }).lean();
    expect(mail).toMatchObject({ to: shopEmail, replyTo: 'fatima@bank.example.qa' });
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain(`${SITE}/admin/quotations/${draft.id}`);
    const adminView = data<AdminQuotation>(await admin.get(`/api/admin/quotations/${draft.id}`).expect(200));
    expect(adminView.changeRequests.map((entry) => entry.message)).toEqual([message]);
    expect(
      data<{ items: Array<{ id: string }> }>(
        await admin.get('/api/admin/quotations?status=changes-requested'),
      ).items.map((item) => item.id),
    ).toEqual([draft.id]);
  });

  it('takes the changes asked on a quotation started blank into the inbox as a message from its customer', async () => {
    const blank = await sentQuotation();
    const message = 'Please add a second teller counter and split the delivery over two days.';
    await request(server).post(`/api/quotes/${blank.token}/request-changes`).send({ message }).expect(200);

    const list = data<{ items: Array<{ id: string; status: string; email: string; subject: string }> }>(
      await admin.get('/api/admin/messages').expect(200),
    );
    const item = list.items.find((entry) => entry.subject.includes(blank.number));
    expect(item).toMatchObject({ status: 'new', email: 'fatima@bank.example.qa' });
    expect(item!.subject).toBe(`Changes requested on quotation ${blank.number} v${blank.version}`);
    const detail = await getInboxItem('message', item!.id);
    expect(detail.message).toBe(message);
  });

  it('withdraws a quotation: its link says so and it cannot be accepted; an accepted one cannot be withdrawn', async () => {
    const withdrawn = await sentQuotation();
    await admin.post(`/api/admin/quotations/${withdrawn.id}/withdraw`).expect(200);
    expect(data<CustomerQuotation>(await request(server).get(`/api/quotes/${withdrawn.token}`)).status).toBe(
      'withdrawn',
    );
    for (const [path, body] of [
      ['accept', acceptBody],
      ['request-changes', { message: 'Please lower the price a little.' }],
    ] as const) {
      const res = await request(server).post(`/api/quotes/${withdrawn.token}/${path}`).send(body).expect(409);
      expect(errorCode(res)).toBe('QUOTATION_WITHDRAWN');
    }

    const accepted = await sentQuotation();
    await request(server).post(`/api/quotes/${accepted.token}/accept`).send(acceptBody).expect(201);
    expect(errorCode(await admin.post(`/api/admin/quotations/${accepted.id}/withdraw`).expect(409))).toBe(
      'QUOTATION_ACCEPTED',
    );
    expect(
      errorCode(
        await request(server)
          .post(`/api/quotes/${accepted.token}/request-changes`)
          .send({ message: 'Too late, but still: can we add two more chairs?' })
          .expect(409),
      ),
    ).toBe('QUOTATION_ACCEPTED');
  });
});

describe('access and bad input', () => {
  it('refuses every admin route without a session, changing nothing', async () => {
    const { id } = await newQuotation();
    const before = await Quotation.findById(id).lean();
    const routes: Array<[string, string]> = [
      ['post', '/api/admin/quotations'],
      ['get', '/api/admin/quotations'],
      ['get', `/api/admin/quotations/${id}`],
      ['put', `/api/admin/quotations/${id}`],
      ['post', `/api/admin/quotations/${id}/send`],
      ['post', `/api/admin/quotations/${id}/revise`],
      ['post', `/api/admin/quotations/${id}/withdraw`],
    ];
    for (const [method, path] of routes) {
      const res = await (request(server) as unknown as Record<string, (path: string) => request.Test>)[method]!(
        path,
      ).send(draftBody(before as unknown as AdminQuotation));
      expect([path, res.status]).toEqual([path, 401]);
    }
    expect(await Quotation.countDocuments()).toBe(1);
    expect(await Quotation.findById(id).lean()).toEqual(before);
    expect(await MailOutbox.countDocuments()).toBe(0);
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const draft = await newQuotation();
    const before = await Quotation.findById(draft.id).lean();
    const bad: Array<Record<string, unknown>> = [
      draftBody(draft, { total: 1 }),
      draftBody(draft, { validUntil: '2020-01-01' }),
      draftBody(draft, { validUntil: '2026-02-30' }),
      draftBody(draft, { deliveryCharge: -5 }),
      draftBody(draft, {
        lines: [{ productId: null, name: 'Desk', quantity: 1, unitPrice: 10, discountPercent: 101 }],
      }),
      draftBody(draft, { lines: [{ productId: null, name: '', quantity: 1, unitPrice: 10 }] }),
      draftBody(draft, { lines: [{ productId: null, name: 'Desk', quantity: 0, unitPrice: 10 }] }),
      draftBody(draft, { lines: [{ productId: null, name: 'Desk', quantity: 1, unitPrice: 10.001 }] }),
      draftBody(draft, { lines: [{ productId: { $gt: '' }, name: 'Desk', quantity: 1, unitPrice: 10 }] }),
      draftBody(draft, { customer: { name: 'A', email: 'not-an-email' } }),
    ];
    for (const body of bad) {
      const res = await admin.put(`/api/admin/quotations/${draft.id}`).send(body);
      expect([JSON.stringify(body).slice(0, 80), res.status, errorCode(res)]).toEqual([
        JSON.stringify(body).slice(0, 80),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(errorCode(await admin.post('/api/admin/quotations').send({ requestId: 'nope' }).expect(400))).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      errorCode(
        await admin
          .post('/api/admin/quotations')
          .send({ requestId: 'a'.repeat(24) })
          .expect(404),
      ),
    ).toBe('QUOTE_REQUEST_NOT_FOUND');
    expect(errorCode(await admin.get('/api/admin/quotations/nope').expect(400))).toBe('INVALID_ID');
    expect(errorCode(await admin.post(`/api/admin/quotations/${draft.id}/send`).expect(409))).toBe(
      'QUOTATION_INCOMPLETE',
    );
    expect(await Quotation.findById(draft.id).lean()).toEqual(before);
    expect(await Quotation.countDocuments()).toBe(1);

    const { token } = await sentQuotation();
    const badAccepts: Array<Record<string, unknown>> = [
      {},
      { ...acceptBody, paymentMethod: 'cheque' },
      { ...acceptBody, zone: 'Doha; DROP' },
      { ...acceptBody, address: 'x' },
      { ...acceptBody, total: 1 },
      { ...acceptBody, delivery: { date: 'tomorrow', slot: 'morning' } },
    ];
    for (const body of badAccepts) {
      const res = await request(server).post(`/api/quotes/${token}/accept`).send(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    // A zone of the right shape that does not exist.
    expect(
      (
        await request(server)
          .post(`/api/quotes/${token}/accept`)
          .send({ ...acceptBody, zone: 'mars' })
      ).status,
    ).toBe(400);
    for (const message of ['', 'hi', 'x'.repeat(5001)]) {
      await request(server).post(`/api/quotes/${token}/request-changes`).send({ message }).expect(400);
    }
    expect(await Order.countDocuments()).toBe(0);
    expect(data<CustomerQuotation>(await request(server).get(`/api/quotes/${token}`))).toMatchObject({
      status: 'sent',
      canAccept: true,
    });
    expect(await MailOutbox.countDocuments({ kind: 'quotation-changes' })).toBe(0);
  });

  it('finds nothing for an unknown or altered token', async () => {
    const { token } = await sentQuotation();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [altered, 'nope', 'A'.repeat(48)]) {
      expect(errorCode(await request(server).get(`/api/quotes/${candidate}`).expect(404))).toBe('QUOTATION_NOT_FOUND');
      await request(server).post(`/api/quotes/${candidate}/accept`).send(acceptBody).expect(404);
    }
    expect(await Order.countDocuments()).toBe(0);
  });

  it('needs a Qatar phone for the order when the quotation has another', async () => {
    const { token } = await sentQuotation({
      customer: { name: 'John Smith', company: '', email: 'john@example.com', phone: '+44 20 7946 0000', address: '' },
    });
    const refused = await request(server).post(`/api/quotes/${token}/accept`).send(acceptBody).expect(400);
    expect((refused.body as { error: { details: Array<{ path: string }> } }).error.details[0]!.path).toBe('phone');
    const accepted = await request(server)
      .post(`/api/quotes/${token}/accept`)
      .send({ ...acceptBody, phone: '5512 3456' })
      .expect(201);
    expect(data<QuotationAccepted>(accepted).order.customer.phone).toBe('+97455123456');
  });

  it('limits requests for changes per quotation, whatever address they come from, and per client', async () => {
    // Behind a proxy, so that each request can come from its own client address.
    const proxied = createApp({
      config: testConfig({ shopEmail, publicUrl: SITE, trustProxy: true }),
      mailer: { destination: 'nowhere', send: async () => undefined },
    }).callback();
    const ask = (token: string, client: string) =>
      request(proxied)
        .post(`/api/quotes/${token}/request-changes`)
        .set('X-Forwarded-For', client)
        .send({ message: 'Could you lower the price a little?' });
    const [one, other] = [(await sentQuotation()).token, (await sentQuotation()).token];
    for (let i = 1; i <= 5; i += 1) await ask(one, `10.0.0.${i}`).expect(200);
    // The 6th for this quotation, from a new address: refused; another quotation is not held back.
    expect(errorCode(await ask(one, '10.0.0.6').expect(429))).toBe('TOO_MANY_REQUESTS');
    await ask(other, '10.0.0.6').expect(200);
    // One client: 5 in 10 minutes over all quotations (neither quotation reaches its own 5 here).
    const third = (await sentQuotation()).token;
    for (const token of [other, other, third, third, third]) await ask(token, '10.0.1.1').expect(200);
    await ask(third, '10.0.1.1').expect(429);
    await ask(third, '10.0.1.2').expect(200);
  });
});
