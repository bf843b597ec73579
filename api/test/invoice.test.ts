import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { type OrderStatus } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer } from '../src/mail/mailer';
import { INVOICE_DOWNLOADS } from '../src/orders/invoice-routes';
import { Order, type OrderRecord } from '../src/orders/model';
import { adminAgent, resetAdminUser } from './admin-login';
import { awayFromWindowEnd, forgetRateLimitsAndMail, testConfig, testShopDataDir, useTestDatabase } from './helpers';
import { orderBody } from './shop-fixtures';
import { binary, COMPANY_HEADING, downloadedPdf, pagesOf, run, saved, textOf } from './pdf-reading';

/**
 * The invoice PDF read back the way a person would: poppler's pdftotext for its text (Arabic
 * included, in reading order), pdfinfo for its pages, pdftoppm for its first page as a picture.
 */

useTestDatabase();
jest.setTimeout(120_000);

const mailer: Mailer = { destination: 'nowhere', send: async () => undefined };
const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }), mailer }).callback();

let admin: Awaited<ReturnType<typeof adminAgent>>;
let products: ProductRecord[] = [];
let dir = '';

// Arabic names made only of letters and spaces: pdftotext gives those back exactly, while it
// moves numbers inside an Arabic phrase around (a reader sees them right on the page).
const ARABIC_WORDS = /^[\p{Script=Arabic}\s]+$/u;

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings(), resetAdminUser()]);
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
    // Sold as they are: a product with variants is ordered by its variants' SKUs (order-variants.test.ts).
    (product) =>
      typeof product.price === 'number' &&
      product.contactForQuote !== true &&
      product.active !== false &&
      (product.variants ?? []).length === 0,
  );
  admin = await adminAgent(server);
  dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

beforeEach(forgetRateLimitsAndMail);

interface Placed {
  id: string;
  orderNumber: string;
  token: string;
  subtotal: number;
  deliveryFee: number;
  total: number;
}

async function place(
  lines: ReadonlyArray<{ product: ProductRecord; quantity: number }>,
  {
    paymentMethod = 'cash',
    nationalAddress,
    name = 'Maryam Al-Thani',
  }: { paymentMethod?: string; nationalAddress?: object; name?: string } = {},
): Promise<Placed> {
  const res = await request(server)
    .post('/api/orders')
    .send(
      orderBody(
        lines.map(({ product, quantity }) => ({ productId: String(product._id), quantity })),
        {
          customer: {
            name,
            phone: '5512 3456',
            email: 'maryam@example.qa',
            address: 'Tower 3, West Bay, Doha',
            ...(nationalAddress ? { nationalAddress } : {}),
          },
          paymentMethod,
          language: 'ar',
        },
      ),
    )
    .expect(201);
  const stored = await Order.findOne({ orderNumber: res.body.data.orderNumber }).lean<OrderRecord>();
  const { orderNumber, token, subtotal, deliveryFee, total } = res.body.data;
  return { id: String(stored!._id), orderNumber, token, subtotal, deliveryFee, total };
}

/** Moves an order along the workflow's steps to delivered. */
async function deliver(order: Placed): Promise<void> {
  for (const status of ['confirmed', 'out-for-delivery', 'delivered'] satisfies OrderStatus[])
    await admin.patch(`/api/orders/${order.id}/status`).send({ status }).expect(200);
}

/** The PDF's fonts as pdffonts lists them: name, embedded, subset. */
async function fontsOf(file: string): Promise<Array<{ name: string; embedded: boolean; subset: boolean }>> {
  const { stdout } = await run('pdffonts', [file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', ...rest] = line.trim().split(/\s+/);
      // name, type (one or more words), encoding, emb, sub, uni, object number, generation
      const [embedded, subset] = rest.slice(-5, -3);
      return { name, embedded: embedded === 'yes', subset: subset === 'yes' };
    });
}

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const invoiceNumber = (orderNumber: string) => `INV-${orderNumber.slice('OG-'.length)}`;

describe('GET /api/order-invoice/:token', () => {
  it("gives a delivered cash order's invoice in English and Arabic, with its lines and totals", async () => {
    const arabicNamed = products.filter((product) => ARABIC_WORDS.test(product.nameAr));
    const [first, second] = [arabicNamed[0]!, arabicNamed[1]!];
    const order = await place(
      [
        { product: first, quantity: 2 },
        { product: second, quantity: 1 },
      ],
      { nationalAddress: { zone: 55, street: 340, building: 12, unit: 3 } },
    );
    await deliver(order);

    const res = await binary(request(server).get(`/api/order-invoice/${order.token}`)).expect(200);
    const number = invoiceNumber(order.orderNumber);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const { file, text } = await downloadedPdf(res, dir, 'cash.pdf');
    for (const expected of [
      'Invoice',
      'فاتورة',
      ...COMPANY_HEADING,
      'السجل التجاري رقم',
      number,
      order.orderNumber,
      'Maryam Al-Thani',
      '+974 5512 3456',
      'Tower 3, West Bay, Doha',
      'Zone 55 · Street 340 · Building 12 · Unit 3',
      first.name,
      first.nameAr,
      second.name,
      second.nameAr,
      money(first.price!),
      money(first.price! * 2),
      money(order.subtotal),
      money(order.deliveryFee),
      `QAR ${money(order.total)}`,
      'Cash on delivery',
      'الدفع نقداً عند الاستلام',
      'Paid on',
      'مدفوع بتاريخ',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(await pagesOf(file)).toBe(1);
    // Only the glyphs used are embedded: every font is a subset (its name tagged ABCDEF+).
    const fonts = await fontsOf(file);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts)
      expect(font).toEqual({ name: expect.stringMatching(/^[A-Z]{6}\+IBMPlexSans/), embedded: true, subset: true });
    expect((res.body as Buffer).length).toBeLessThan(80_000);

    // Page 1 as a picture: the company band across the top in the brand's colour, the page white below.
    await run('pdftoppm', ['-r', '40', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'cash')]);
    const { data, info } = await sharp(path.join(dir, 'cash.png')).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    expect(pixel(5, 5)).toEqual([0x0e, 0x3a, 0x4a]);
    expect(pixel(5, info.height - 5)).toEqual([255, 255, 255]);
  });

  it("names the bank's reference of a transfer the admin marked paid, and a customer's name in any Latin letters", async () => {
    // A name beyond Latin-1, drawn by the Latin Extended font.
    const order = await place([{ product: products[0]!, quantity: 1 }], {
      paymentMethod: 'bank-transfer',
      name: 'Ayşe Öztürk',
    });
    await admin
      .post(`/api/orders/${order.id}/payment`)
      .send({ action: 'mark-paid', reference: 'QNB-TRX-558812', paidOn: '2026-01-15' })
      .expect(200);
    const res = await binary(request(server).get(`/api/order-invoice/${order.token}`)).expect(200);
    const file = await saved(res.body as Buffer, dir, 'transfer.pdf');
    const text = await textOf(file);
    for (const expected of ['Ayşe Öztürk', 'Bank transfer', 'تحويل بنكي', 'QNB-TRX-558812', 'Paid on 15/01/2026'])
      expect(text).toContain(expected);
    // ş is drawn from IBM Plex Sans' Latin Extended file, not left as an empty box.
    expect((await fontsOf(file)).map((font) => font.name)).toContainEqual(expect.stringMatching(/\+IBMPlexSans-Bold$/));
  });

  it('refuses an order that is neither paid nor delivered (404 INVOICE_NOT_AVAILABLE), by token and for the admin', async () => {
    const order = await place([{ product: products[0]!, quantity: 1 }]);
    const notYet = {
      success: false,
      error: {
        code: 'INVOICE_NOT_AVAILABLE',
        message: 'The invoice is available once the order is paid or delivered',
      },
    };
    const byToken = await request(server).get(`/api/order-invoice/${order.token}`).expect(404);
    expect(byToken.body).toEqual(notYet);
    expect(byToken.headers['content-type']).toMatch(/^application\/json/);
    expect((await admin.get(`/api/orders/${order.id}/invoice.pdf`).expect(404)).body).toEqual(notYet);
  });

  it("gives nothing for a token that is not an order's: another token, a malformed one", async () => {
    const order = await place([{ product: products[0]!, quantity: 1 }]);
    await deliver(order);
    // The same shape as a real token (its order's id, another secret part).
    const forged = `${order.token.slice(0, 16)}${'A'.repeat(order.token.length - 16)}`;
    for (const token of [forged, 'A'.repeat(order.token.length), 'nothing-here']) {
      const res = await request(server).get(`/api/order-invoice/${token}`).expect(404);
      expect(res.body.error.code).toBe('ORDER_NOT_FOUND');
      expect(res.headers['content-type']).not.toMatch(/pdf/);
    }
  });

  it(`allows ${INVOICE_DOWNLOADS.max} downloads per client in ${INVOICE_DOWNLOADS.windowMs / 60_000} minutes`, async () => {
    const order = await place([{ product: products[0]!, quantity: 1 }]);
    await awayFromWindowEnd(INVOICE_DOWNLOADS.windowMs);
    for (let i = 0; i < INVOICE_DOWNLOADS.max; i += 1)
      await request(server).get(`/api/order-invoice/${order.token}`).expect(404);
    const res = await request(server).get(`/api/order-invoice/${order.token}`).expect(429);
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('the OpenAPI document', () => {
  it('lists both invoice routes as PDF replies', async () => {
    const { paths } = (await request(server).get('/api/openapi.json').expect(200)).body;
    for (const path of ['/api/order-invoice/{token}', '/api/orders/{id}/invoice.pdf'])
      expect(paths[path].get.responses['200'].content).toEqual({ 'application/pdf': {} });
  });
});

describe('GET /api/orders/:id/invoice.pdf (admin)', () => {
  it('refuses without the admin session (401)', async () => {
    const order = await place([{ product: products[0]!, quantity: 1 }]);
    await deliver(order);
    await request(server).get(`/api/orders/${order.id}/invoice.pdf`).expect(401);
  });

  it('lays a 60-line order over several pages, every line on one of them, the totals on the last', async () => {
    const lines = products.slice(0, 60).map((product, index) => ({ product, quantity: (index % 3) + 1 }));
    const order = await place(lines);
    await deliver(order);
    const res = await binary(admin.get(`/api/orders/${order.id}/invoice.pdf`)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceNumber(order.orderNumber)}.pdf"`);

    const file = await saved(res.body as Buffer, dir, 'long.pdf');
    const pages = await pagesOf(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = await textOf(file);
    for (const { product } of lines) expect(text).toContain(product.name);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The next page starts with the issuer, the invoice's number and the table's header again.
    const page = async (at: number) => (await run('pdftotext', ['-f', String(at), '-l', String(at), file, '-'])).stdout;
    const second = await page(2);
    expect(second).toContain(`OGulf Office Furniture · Invoice ${invoiceNumber(order.orderNumber)}`);
    expect(second).toContain('Unit price (QAR)');
    expect(await page(pages)).toContain(`QAR ${money(order.total)}`);
  });
});
