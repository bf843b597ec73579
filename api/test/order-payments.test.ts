import mongoose from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_ORDER } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer } from '../src/mail/mailer';
import { MailOutbox } from '../src/mail/outbox';
import { Order, type OrderRecord } from '../src/orders/model';
import { addReceipt } from '../src/orders/receipts';
import { RECEIPT_UPLOADS_PER_CLIENT, RECEIPT_UPLOADS_PER_ORDER } from '../src/orders/payment-routes';
import { adminAgent, resetAdminUser } from './admin-login';
import { awayFromWindowEnd, forgetRateLimitsAndMail, testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();
jest.setTimeout(60_000);

const SITE = 'https://shop.example';
const SHOP_EMAIL = 'orders@ogulf.test';
const mailer: Mailer = { destination: 'nowhere', send: async () => undefined };
const server = createApp({
  // Behind one proxy: the per-order limit is tried from several client addresses.
  config: testConfig({
    dataDir: testShopDataDir(),
    shopEmail: SHOP_EMAIL,
    publicUrl: SITE,
    trustProxy: true,
    proxyHops: 1,
  }),
  mailer,
}).callback();

let admin: Awaited<ReturnType<typeof adminAgent>>;
let products: ProductRecord[] = [];
const pictures = {} as Record<'jpeg' | 'png' | 'webp', Buffer>;

/** The smallest PDF a viewer opens: one empty page. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 100]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings(), resetAdminUser()]);
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
    (product) => typeof product.price === 'number',
  );
  admin = await adminAgent(server);
  const blank = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#134e5e' } });
  // The JPEG carries EXIF text that re-encoding must drop.
  pictures.jpeg = await blank()
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-text' } })
    .toBuffer();
  pictures.png = await blank().png().toBuffer();
  pictures.webp = await blank().webp().toBuffer();
});

const receiptData = () => mongoose.connection.collection('order_receipt_data');
const receiptBytes = () => receiptData().countDocuments();

beforeEach(async () => {
  await Promise.all([forgetRateLimitsAndMail(), receiptData().deleteMany({})]);
});

interface Placed {
  id: string;
  orderNumber: string;
  token: string;
  total: number;
}

async function place({
  paymentMethod = 'bank-transfer',
  language = 'en',
}: { paymentMethod?: string; language?: string } = {}): Promise<Placed> {
  const res = await request(server)
    .post('/api/orders')
    .send({
      customer: {
        name: 'Maryam Al-Thani',
        phone: '5512 3456',
        email: 'maryam@example.qa',
        address: 'Tower 3, West Bay, Doha',
        zone: 'doha',
      },
      items: [{ productId: String(products[0]!._id), quantity: 2 }],
      paymentMethod,
      language,
    })
    .expect(201);
  const stored = await Order.findOne({ orderNumber: res.body.data.orderNumber }).lean<OrderRecord>();
  return {
    id: String(stored!._id),
    orderNumber: res.body.data.orderNumber,
    token: res.body.data.token,
    total: res.body.data.total,
  };
}

function upload(token: string, file: Buffer, filename: string, contentType: string) {
  return request(server).post(`/api/order-receipts/${token}`).attach('receipt', file, { filename, contentType });
}

/** Reads a reply's body as bytes, whatever its type. */
function binary(test: request.Test) {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const paymentMails = () =>
  MailOutbox.find({ kind: 'order-payment' })
    .sort({ createdAt: 1 })
    .lean<Array<{ key: string; to: string; subject: string; text: string; html: string }>>();

async function uploadedReceipt(order: Placed, file: Buffer = PDF, filename = 'transfer.pdf'): Promise<string> {
  const res = await upload(order.token, file, filename, 'application/pdf').expect(201);
  return res.body.data.payment.receipts.at(-1).id as string;
}

describe('POST /api/order-receipts/:token', () => {
  it.each([
    ['a JPEG named .pdf', 'jpeg', 'bank slip.pdf', 'image/jpeg', 'bank slip.jpg'],
    ['a PNG named .html', 'png', 'receipt.html', 'image/png', 'receipt.png'],
    ['a WebP with no extension', 'webp', 'photo', 'image/webp', 'photo.webp'],
    ['a PDF named .png', 'pdf', 'C:\\Users\\me\\transfer.png', 'application/pdf', 'transfer.pdf'],
  ] as const)(
    'takes %s, typed by its content, and the payment awaits confirmation',
    async (_what, kind, name, type, shown) => {
      const order = await place();
      const file = kind === 'pdf' ? PDF : pictures[kind];
      if (kind === 'jpeg') expect(file.includes('secret-exif-text')).toBe(true);
      const res = await upload(order.token, file, name, 'application/octet-stream');
      expect(res.status).toBe(201);
      expect(res.body.data.payment).toMatchObject({
        status: 'awaiting-confirmation',
        receipts: [{ contentType: type, fileName: shown, status: 'pending', reason: '' }],
      });

      const receipt = res.body.data.payment.receipts[0];
      const served = await binary(request(server).get(`/api/order-receipts/${order.token}/${receipt.id}`));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      const bytes = served.body as Buffer;
      expect(bytes.length).toBe(receipt.size);
      if (kind === 'pdf') {
        expect(bytes.equals(PDF)).toBe(true);
      } else {
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([kind, 60, 40]);
        expect(bytes.includes('secret-exif-text')).toBe(false);
      }
    },
  );

  it.each([
    ['an HTML page named .pdf', HTML, 'receipt.pdf', 'application/pdf'],
    ['an HTML page named .png', HTML, 'receipt.png', 'image/png'],
    ['HTML with a PDF header further in', Buffer.concat([HTML, PDF]), 'receipt.pdf', 'application/pdf'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'r.svg', 'image/svg+xml'],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000'), 'r.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_what, file, name, type) => {
    const order = await place();
    const res = await upload(order.token, file, name, type);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({
      code: 'UNSUPPORTED_RECEIPT_TYPE',
      message: 'A receipt must be a JPEG, PNG or WebP picture or a PDF',
    });
    expect(await receiptBytes()).toBe(0);
    const stored = await Order.findById(order.id).lean<OrderRecord>();
    expect(stored!.payment).toMatchObject({ status: 'unpaid', receipts: [] });
    expect(await paymentMails()).toEqual([]);
  });

  it('refuses a damaged picture with 400 and an empty file with 400', async () => {
    const order = await place();
    const cut = Buffer.concat([pictures.png.subarray(0, 40), Buffer.alloc(100)]);
    expect((await upload(order.token, cut, 'cut.png', 'image/png')).body.error.code).toBe('INVALID_RECEIPT');
    expect((await upload(order.token, Buffer.alloc(0), 'empty.pdf', 'application/pdf')).status).toBe(400);
    expect(await receiptBytes()).toBe(0);
  });

  it('refuses a file one byte over 5 MB with 413, stores nothing, and the connection stays usable', async () => {
    const order = await place();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_RECEIPT_BYTES + 1 - PDF.length, 0x20)]);
    const res = await upload(order.token, big, 'big.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The receipt is larger than 5 MB');
    expect(await receiptBytes()).toBe(0);
    expect((await upload(order.token, PDF, 'small.pdf', 'application/pdf')).status).toBe(201);
  });

  it('takes receipts only for bank-transfer orders that are still to be paid, and at most a few', async () => {
    const cash = await place({ paymentMethod: 'cash' });
    const refused = await upload(cash.token, PDF, 'r.pdf', 'application/pdf');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'RECEIPT_NOT_EXPECTED']);

    const unknown = await upload('x'.repeat(48), PDF, 'r.pdf', 'application/pdf');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'ORDER_NOT_FOUND']);

    const order = await place();
    for (let n = 0; n < MAX_RECEIPTS_PER_ORDER; n += 1) await uploadedReceipt(order);
    const full = await upload(order.token, PDF, 'r.pdf', 'application/pdf');
    expect([full.status, full.body.error.code]).toEqual([409, 'TOO_MANY_RECEIPTS']);

    const paid = await place();
    await admin.post(`/api/orders/${paid.id}/payment`).send({ action: 'mark-paid', paidOn: '2026-01-05' }).expect(200);
    const late = await upload(paid.token, PDF, 'r.pdf', 'application/pdf');
    expect([late.status, late.body.error.code]).toEqual([409, 'PAYMENT_ALREADY_CONFIRMED']);

    const cancelled = await place();
    await admin.patch(`/api/orders/${cancelled.id}/status`).send({ status: 'cancelled', note: '' }).expect(200);
    const gone = await upload(cancelled.token, PDF, 'r.pdf', 'application/pdf');
    expect([gone.status, gone.body.error.code]).toEqual([409, 'ORDER_CANCELLED']);

    expect(await receiptBytes()).toBe(MAX_RECEIPTS_PER_ORDER);
  });

  it('removes the bytes again when the order refuses the receipt at the moment it is written', async () => {
    const order = await place();
    const stale = await Order.findById(order.id).lean<OrderRecord>();
    await admin.patch(`/api/orders/${order.id}/status`).send({ status: 'cancelled', note: '' }).expect(200);
    await expect(
      addReceipt(stale!, { data: PDF, contentType: 'application/pdf' }, 'r.pdf', new Date()),
    ).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_CANCELLED',
    });
    expect(await receiptBytes()).toBe(0);
    expect((await Order.findById(order.id).lean<OrderRecord>())!.payment!.receipts).toEqual([]);
  });

  it('keeps to the most receipts an order takes when uploads come at once, leaving no bytes of the refused ones', async () => {
    const order = await place();
    const replies = await Promise.all(
      Array.from({ length: MAX_RECEIPTS_PER_ORDER + 3 }, (_, n) =>
        upload(order.token, PDF, `r${n}.pdf`, 'application/pdf'),
      ),
    );
    const statuses = replies.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(MAX_RECEIPTS_PER_ORDER).fill(201), 409, 409, 409]);
    const stored = await Order.findById(order.id).lean<OrderRecord>();
    expect(stored!.payment!.receipts).toHaveLength(MAX_RECEIPTS_PER_ORDER);
    expect(await receiptBytes()).toBe(MAX_RECEIPTS_PER_ORDER);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const order = await place();
    const res = await request(server).post(`/api/order-receipts/${order.token}`).send({ receipt: 'x' });
    expect(res.status).toBe(415);
  });

  it('mails the shop that a receipt arrived, with a link to the order', async () => {
    const order = await place();
    await uploadedReceipt(order, PDF, 'QNB transfer.pdf');
    const [mail] = await paymentMails();
    expect(mail).toMatchObject({
      to: SHOP_EMAIL,
      subject: `Transfer receipt for order ${order.orderNumber} from Maryam Al-Thani`,
    });
    expect(mail!.text).toContain('QNB transfer.pdf (application/pdf');
    expect(mail!.text).toContain(`${SITE}/admin/orders/${order.id}`);
  });

  it('limits uploads per client', async () => {
    await awayFromWindowEnd(RECEIPT_UPLOADS_PER_CLIENT.windowMs);
    const order = await place();
    const statuses: number[] = [];
    for (let n = 0; n < RECEIPT_UPLOADS_PER_CLIENT.max; n += 1)
      statuses.push((await upload(order.token, HTML, 'r.pdf', 'application/pdf')).status);
    expect(new Set(statuses)).toEqual(new Set([415]));
    const last = await upload(order.token, PDF, 'r.pdf', 'application/pdf');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits uploads per order, from every client together', async () => {
    await awayFromWindowEnd(RECEIPT_UPLOADS_PER_ORDER.windowMs);
    const order = await place();
    const from = (token: string, address: string) =>
      upload(token, HTML, 'r.pdf', 'application/pdf').set('X-Forwarded-For', address);
    const statuses: number[] = [];
    for (let n = 1; n <= RECEIPT_UPLOADS_PER_ORDER.max; n += 1)
      statuses.push((await from(order.token, `203.0.113.${n}`)).status);
    expect(new Set(statuses)).toEqual(new Set([415]));
    expect((await from(order.token, '198.51.100.7')).status).toBe(429);
    // Another order is not held back.
    expect((await from((await place()).token, '198.51.100.8')).status).toBe(415);
  });
});

describe('receipt downloads', () => {
  it('go with their order when it is deleted', async () => {
    const order = await place();
    await uploadedReceipt(order);
    await uploadedReceipt(order, pictures.png, 'r.png');
    expect(await receiptBytes()).toBe(2);
    await admin.delete(`/api/orders/${order.id}`).expect(200);
    expect(await receiptBytes()).toBe(0);
  });

  it("serve the bytes to the admin and to the order's own token, as an attachment no cache keeps", async () => {
    const order = await place();
    const receiptId = await uploadedReceipt(order, PDF, 'transfer "May".pdf');
    for (const url of [
      `/api/orders/${order.id}/receipts/${receiptId}`,
      `/api/order-receipts/${order.token}/${receiptId}`,
    ]) {
      const res = await binary(admin.get(url));
      expect(res.status).toBe(200);
      expect((res.body as Buffer).equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="transfer May.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("give nothing to another order's token, to no session, or for another order", async () => {
    const order = await place();
    const other = await place();
    const receiptId = await uploadedReceipt(order);

    const foreign = await request(server).get(`/api/order-receipts/${other.token}/${receiptId}`);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'RECEIPT_NOT_FOUND']);
    const forged = await request(server).get(
      `/api/order-receipts/${order.token.slice(0, 16)}${'A'.repeat(32)}/${receiptId}`,
    );
    expect(forged.status).toBe(404);
    const anonymous = await request(server).get(`/api/orders/${order.id}/receipts/${receiptId}`);
    expect(anonymous.status).toBe(401);
    const wrongOrder = await admin.get(`/api/orders/${other.id}/receipts/${receiptId}`);
    expect([wrongOrder.status, wrongOrder.body.error.code]).toEqual([404, 'RECEIPT_NOT_FOUND']);
    for (const res of [foreign, forged, anonymous, wrongOrder]) expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('POST /api/orders/:id/payment', () => {
  it('marks the order paid with the receipt accepted, mails the customer once, then refunds', async () => {
    const order = await place();
    const receiptId = await uploadedReceipt(order);
    const action = { action: 'mark-paid', reference: 'QNB-88231', paidOn: '2026-01-05', receiptId };

    const paid = await admin.post(`/api/orders/${order.id}/payment`).send(action);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      id: order.id,
      invoiceAvailable: true,
      payment: {
        status: 'paid',
        reference: 'QNB-88231',
        paidOn: '2026-01-05',
        receipts: [{ id: receiptId, status: 'accepted' }],
      },
    });
    expect(paid.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'note', notified: true });
    // The customer's timeline leaves the admin's payment note out.
    const seen = await request(server).get(`/api/order-confirmation/${order.token}`).expect(200);
    expect(seen.body.data.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['status']);
    expect(seen.body.data.payment.status).toBe('paid');

    // The same request again (a retry) answers the same order and mails nothing more.
    await admin.post(`/api/orders/${order.id}/payment`).send(action).expect(200);
    const mails = (await paymentMails()).filter((mail) => mail.to === 'maryam@example.qa');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment received for your order ${order.orderNumber} - OGulf Office Furniture`);
    expect(mails[0]!.text).toContain('QNB-88231');
    expect(mails[0]!.text).toContain('2026-01-05');
    expect(mails[0]!.text).toContain(`${SITE}/track-order?order=${order.orderNumber}`);
    expect(mails[0]!.html).toContain('<html lang="en" dir="ltr">');

    const other = await admin.post(`/api/orders/${order.id}/payment`).send({ ...action, reference: 'another' });
    expect([other.status, other.body.error.code]).toEqual([409, 'PAYMENT_ALREADY_CONFIRMED']);

    const refunded = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'refund', note: 'Order cancelled by the customer' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.payment.status).toBe('refunded');
    expect(refunded.body.data.invoiceAvailable).toBe(false);
    const refundMail = (await paymentMails()).find((mail) => mail.key.endsWith(':refunded'));
    expect(refundMail!.subject).toBe(`Refund for your order ${order.orderNumber} - OGulf Office Furniture`);
    expect(refundMail!.text).toContain('Order cancelled by the customer');

    const again = await admin.post(`/api/orders/${order.id}/payment`).send({ ...action, reference: 'late' });
    expect([again.status, again.body.error.code]).toEqual([409, 'PAYMENT_REFUNDED']);
  });

  it('rejects receipts with a reason, in Arabic for an Arabic order, and the payment is unpaid again once none is pending', async () => {
    const order = await place({ language: 'ar' });
    const first = await uploadedReceipt(order, pictures.png, 'صورة.png');
    const second = await uploadedReceipt(order);

    const one = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'reject-receipt', receiptId: first, reason: 'الصورة غير واضحة' });
    expect(one.status).toBe(200);
    expect(one.body.data.payment.status).toBe('awaiting-confirmation');
    expect(one.body.data.payment.receipts[0]).toMatchObject({
      id: first,
      status: 'rejected',
      reason: 'الصورة غير واضحة',
    });

    const two = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'reject-receipt', receiptId: second, reason: 'المبلغ لا يطابق الطلب' });
    expect(two.body.data.payment.status).toBe('unpaid');

    const mails = (await paymentMails()).filter((mail) => mail.to === 'maryam@example.qa');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(
      `إيصال التحويل لطلبك رقم ${order.orderNumber} يحتاج إلى مراجعة - أو جلف للأثاث المكتبي`,
    );
    expect(mails[0]!.text).toContain('الصورة غير واضحة');
    expect(mails[0]!.text).toContain('صورة.png');
    expect(mails[0]!.text).toContain('يرجى رفع إيصال واضح لتحويلك');
    expect(mails[0]!.text).toContain(`${SITE}/track-order?order=${order.orderNumber}`);
    expect(mails[0]!.html).toContain('<html lang="ar" dir="rtl">');

    const twice = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'reject-receipt', receiptId: first, reason: 'سبب آخر' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'RECEIPT_NOT_PENDING']);
    const unknown = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'reject-receipt', receiptId: 'abcdefgh-0000', reason: 'غير موجود' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'RECEIPT_NOT_FOUND']);

    // The customer can send another one.
    expect((await upload(order.token, PDF, 'new.pdf', 'application/pdf')).body.data.payment.status).toBe(
      'awaiting-confirmation',
    );
  });

  it('refuses what the payment state does not allow, and changes nothing', async () => {
    const order = await place();
    const refund = await admin.post(`/api/orders/${order.id}/payment`).send({ action: 'refund' });
    expect([refund.status, refund.body.error.code]).toEqual([409, 'PAYMENT_NOT_PAID']);

    const future = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'mark-paid', paidOn: '2099-01-01' });
    expect([future.status, future.body.error.details]).toEqual([
      400,
      [{ path: 'paidOn', message: 'The payment date cannot be in the future' }],
    ]);

    const receiptId = await uploadedReceipt(order);
    await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'reject-receipt', receiptId, reason: 'Wrong amount' })
      .expect(200);
    const accepting = await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'mark-paid', paidOn: '2026-01-05', receiptId });
    expect([accepting.status, accepting.body.error.code]).toEqual([409, 'RECEIPT_NOT_PENDING']);

    const bad = await admin.post(`/api/orders/${order.id}/payment`).send({ action: 'forgive' });
    expect(bad.status).toBe(400);

    const stored = await Order.findById(order.id).lean<OrderRecord>();
    expect(stored!.payment).toMatchObject({ status: 'unpaid', reference: '', paidOn: null });
  });

  it('judges two admins acting on one receipt at once one after the other', async () => {
    const order = await place();
    const receiptId = await uploadedReceipt(order);
    const [paid, rejected] = await Promise.all([
      admin.post(`/api/orders/${order.id}/payment`).send({ action: 'mark-paid', paidOn: '2026-01-05', receiptId }),
      admin.post(`/api/orders/${order.id}/payment`).send({ action: 'reject-receipt', receiptId, reason: 'Unreadable' }),
    ]);
    expect([paid.status, rejected.status].sort()).toEqual([200, 409]);
    const stored = await Order.findById(order.id).lean<OrderRecord>();
    const receipt = stored!.payment!.receipts[0]!;
    if (paid.status === 200) expect([stored!.payment!.status, receipt.status]).toEqual(['paid', 'accepted']);
    else expect([stored!.payment!.status, receipt.status]).toEqual(['unpaid', 'rejected']);
    // One mail, about what was done.
    expect((await paymentMails()).filter((mail) => mail.to === 'maryam@example.qa')).toHaveLength(1);
  });

  it('needs the admin session', async () => {
    const order = await place();
    const res = await request(server).post(`/api/orders/${order.id}/payment`).send({ action: 'refund' });
    expect(res.status).toBe(401);
  });
});
