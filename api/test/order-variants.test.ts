import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { OrderView } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { renderInvoice } from '../src/orders/invoice';
import { QuoteRequest } from '../src/messages/model';
import { Order } from '../src/orders/model';
import { createQuotation } from '../src/quotes/service';
import { saved, textOf } from './pdf-reading';
import { forgetRateLimits, testConfig, useTestDatabase } from './helpers';
import { MARIAM, orderBody } from './shop-fixtures';
import { deskOptions } from './desk-options';

useTestDatabase();

const sent: MailMessage[] = [];
const mailer: Mailer = { destination: 'memory', send: async (message) => void sent.push(message) };
const app = createApp({ config: testConfig(), mailer });
const server = app.callback();

const OPTIONS = deskOptions();
const VARIANTS = [
  { sku: 'TEST-DESK-OAK-160', options: { finish: 'oak', size: '160-cm' }, price: 1200, stock: null, image: '' },
  { sku: 'TEST-DESK-WAL-180', options: { finish: 'walnut', size: '180-cm' }, price: 1650.5, stock: null, image: '' },
  { sku: 'TEST-DESK-WAL-160', options: { finish: 'walnut', size: '160-cm' }, price: null, stock: null, image: '' },
];

let desk: ProductRecord;
let dir: string;

beforeAll(async () => {
  await Promise.all([seedCatalog(), seedZoneDeliverySettings()]);
  const products = await Product.find().sort({ name: 1 }).lean<ProductRecord[]>();
  desk = products.find((product) => typeof product.price === 'number' && product.availability === 'in-stock')!;
  // Written past the model so this test does not wait on the catalogue's own variant editing.
  await Product.collection.updateOne({ _id: desk._id }, { $set: { options: OPTIONS, variants: VARIANTS } });
  await app.context.readCache.invalidate('catalog');
  dir = await mkdtemp(path.join(os.tmpdir(), 'order-variants-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await forgetRateLimits();
});

function body(items: Array<{ variantSku?: string; quantity: number }>) {
  return orderBody(
    items.map((item) => ({ productId: String(desk._id), ...item })),
    { customer: MARIAM },
  );
}

describe('orders of a product with variants', () => {
  it('prices each variant from the variant, two variants of one product as two lines, named in both languages', async () => {
    const res = await request(server)
      .post('/api/orders')
      .send(
        body([
          { variantSku: 'TEST-DESK-OAK-160', quantity: 2 },
          { variantSku: 'TEST-DESK-WAL-180', quantity: 1 },
        ]),
      )
      .expect(201);
    const order = res.body.data as OrderView;
    expect(order.items).toEqual([
      expect.objectContaining({
        variantSku: 'TEST-DESK-OAK-160',
        variantName: 'Oak · 160 cm',
        variantNameAr: 'بلوط · ١٦٠ سم',
        unitPrice: 1200,
        quantity: 2,
        lineTotal: 2400,
      }),
      expect.objectContaining({
        variantSku: 'TEST-DESK-WAL-180',
        variantName: 'Walnut · 180 cm',
        variantNameAr: 'جوز · ١٨٠ سم',
        unitPrice: 1650.5,
        lineTotal: 1650.5,
      }),
    ]);
    expect(order.subtotal).toBe(4050.5);

    // The shopper's and the shop's mails name the variant.
    await app.context.mailWorker.drain();
    const mails = sent.filter((mail) => mail.subject.includes(order.orderNumber));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(`${desk.name} (Oak · 160 cm) × 2`);
      expect(mail.text).toContain(`${desk.name} (Walnut · 180 cm) × 1`);
    }

    // So does the invoice.
    const text = await textOf(await saved(await renderInvoice(order), dir, 'variants.pdf'));
    expect(text).toContain('(Walnut · 180 cm)');
    expect(text).toContain('(Oak · 160 cm)');
  });

  it('refuses a variant the product does not have, a missing variant and a variant priced on request, and stores nothing', async () => {
    const before = await Order.countDocuments();
    const unknown = await request(server)
      .post('/api/orders')
      .send(body([{ variantSku: 'TEST-DESK-GOLD-999', quantity: 1 }]))
      .expect(400);
    expect(unknown.body).toMatchObject({ success: false, error: { code: 'VARIANT_UNKNOWN' } });
    const missing = await request(server)
      .post('/api/orders')
      .send(body([{ quantity: 1 }]))
      .expect(400);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'VARIANT_REQUIRED' } });
    const onRequest = await request(server)
      .post('/api/orders')
      .send(body([{ variantSku: 'TEST-DESK-WAL-160', quantity: 1 }]))
      .expect(422);
    expect(onRequest.body).toMatchObject({ success: false, error: { code: 'QUOTE_ONLY' } });
    expect(await Order.countDocuments()).toBe(before);
  });

  it('keeps the variant on a quote request line, and a quotation made from it names the variant at its price', async () => {
    const res = await request(server)
      .post('/api/quote-request')
      .send({
        name: 'Fatima Al-Sulaiti',
        email: 'fatima@bank.example.qa',
        phone: '+974 4400 1234',
        company: 'Example Bank',
        message: 'Twenty desks for our Lusail branch.',
        items: [{ productId: String(desk._id), variantSku: 'TEST-DESK-WAL-180', quantity: 20 }],
        language: 'en',
      })
      .expect(201);
    const stored = (await QuoteRequest.findOne({ reference: res.body.data.reference }).lean())!;
    expect(stored.items).toEqual([
      expect.objectContaining({ variantSku: 'TEST-DESK-WAL-180', variantName: 'Walnut · 180 cm', quantity: 20 }),
    ]);
    const quotation = await createQuotation(String(stored._id), { now: new Date() });
    expect(quotation.lines).toEqual([
      expect.objectContaining({
        name: `${desk.name} (Walnut · 180 cm)`,
        nameAr: `${desk.nameAr} (جوز · ١٨٠ سم)`,
        unitPrice: 1650.5,
        quantity: 20,
      }),
    ]);
  });
});
