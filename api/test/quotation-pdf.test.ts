import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { type AdminQuotation } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import type { MailMessage } from '../src/mail/mailer';
import { qatarDay } from '../src/orders/workflow';
import { Quotation } from '../src/quotes/model';
import { asAdmin } from './admin-stand-in';
import { forgetRateLimitsAndMail, testConfig, useTestDatabase } from './helpers';
import { binary, COMPANY_HEADING, downloadedPdf, pagePicture, pagesOf, saved, textOf } from './pdf-reading';

/**
 * The quotation PDF read back with poppler: the customer's download by token, the admin's preview
 * of a draft, and the copy attached to the mail that sends it; a long quotation over several pages.
 */
jest.mock('../src/auth/require-admin', () =>
  jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule(),
);

useTestDatabase();
jest.setTimeout(120_000);

const sent: MailMessage[] = [];
const app = createApp({
  config: testConfig({ publicUrl: 'https://shop.example', shopEmail: 'sales@ogulf.test' }),
  mailer: { destination: 'memory', send: async (message) => void sent.push(message) },
});
const server = app.callback();
const admin = asAdmin(server);

// Arabic names made only of letters and spaces: pdftotext gives those back exactly.
const ARABIC_WORDS = /^[\p{Script=Arabic}\s]+$/u;
let products: ProductRecord[] = [];
let dir = '';

beforeAll(async () => {
  await seedCatalog();
  products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
    (product) => typeof product.price === 'number' && ARABIC_WORDS.test(product.nameAr),
  );
  dir = await mkdtemp(path.join(os.tmpdir(), 'quotation-pdf-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  sent.length = 0;
  await forgetRateLimitsAndMail();
});

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const money = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const shortDate = (day: string) => day.split('-').reverse().join('/');
const validUntil = qatarDay(new Date(Date.now() + 20 * 86_400_000));

async function draft(lines: Array<Record<string, unknown>>, language: 'en' | 'ar' = 'ar'): Promise<AdminQuotation> {
  const created = data<AdminQuotation>(await admin.post('/api/admin/quotations').send({}).expect(201));
  return data<AdminQuotation>(
    await admin
      .put(`/api/admin/quotations/${created.id}`)
      .send({
        customer: {
          name: 'Khalid Al-Mansouri',
          company: 'Gulf Exchange Co.',
          email: 'khalid@gulfexchange.example.qa',
          phone: '+974 4455 6677',
          address: 'Building 12, Al Sadd Street, Doha',
        },
        language,
        lines,
        deliveryCharge: 250,
        installationCharge: 1200,
        validUntil,
        terms: 'Payment: 50% with the order, 50% on installation.\nWarranty: two years on all furniture.',
        notes: 'Internal: competitor quoted 5% less.',
      })
      .expect(200),
  );
}

describe('the quotation PDF', () => {
  it('prints both languages, the lines and totals, and is attached to the mail that sends it', async () => {
    const [first, second] = [products[0]!, products[1]!];
    const quotation = await draft([
      {
        productId: String(first._id),
        name: first.name,
        nameAr: first.nameAr,
        quantity: 12,
        unitPrice: first.price,
        discountPercent: 10,
      },
      { productId: String(second._id), name: second.name, nameAr: second.nameAr, quantity: 2, unitPrice: 480 },
      {
        productId: null,
        name: 'Custom teller counter',
        nameAr: 'كاونتر صراف حسب الطلب',
        description: 'Walnut veneer, 3 stations',
        quantity: 1,
        unitPrice: 18500,
      },
    ]);

    // The admin's preview of the draft; the draft's token finds nothing yet.
    const preview = await binary(admin.get(`/api/admin/quotations/${quotation.id}/pdf`)).expect(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(`attachment; filename="${quotation.number}.pdf"`);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const sentQuotation = data<AdminQuotation>(
      await admin.post(`/api/admin/quotations/${quotation.id}/send`).expect(200),
    );
    const token = sentQuotation.customerUrl!.split('/quote/')[1]!;
    const res = await binary(request(server).get(`/api/quotes/${token}/pdf`)).expect(200);
    const { file, text } = await downloadedPdf(res, dir, 'quotation.pdf');
    for (const expected of [
      'Quotation',
      'عرض سعر',
      ...COMPANY_HEADING,
      quotation.number,
      'Valid until',
      'صالح حتى',
      shortDate(validUntil),
      'Gulf Exchange Co.',
      'Khalid Al-Mansouri',
      first.name,
      first.nameAr,
      second.nameAr,
      'Custom teller counter',
      'كاونتر صراف حسب الطلب',
      'Walnut veneer, 3 stations',
      '10%',
      money(first.price!),
      money(quotation.lines[0]!.lineTotal),
      money(quotation.subtotal),
      `-${money(quotation.discountTotal)}`,
      money(250),
      money(1200),
      `QAR ${money(quotation.total)}`,
      'Payment: 50% with the order, 50% on installation.',
      'Warranty: two years on all furniture.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('competitor');
    expect(await pagesOf(file)).toBe(1);

    // Page 1 as a picture: the company band in the brand's colour across the top, white below.
    const { data: pixels, info } = await sharp(await pagePicture(file, 1))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    expect(pixel(5, 5)).toEqual([0x0e, 0x3a, 0x4a]);
    expect(pixel(5, info.height - 5)).toEqual([255, 255, 255]);

    // The mail that sent it carries the same document, made when the mail went out.
    await app.context.mailWorker.drain();
    const mail = sent.find((message) => message.to === 'khalid@gulfexchange.example.qa');
    expect(mail?.attachments?.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`${quotation.number}.pdf`, 'application/pdf'],
    ]);
    const attached = await textOf(await saved(mail!.attachments![0]!.content, dir, 'attached.pdf'));
    expect(attached).toContain(`QAR ${money(quotation.total)}`);
    expect(attached).toContain('كاونتر صراف حسب الطلب');
  });

  it('runs a long quotation over several pages, and names a revision in its file', async () => {
    const lines = Array.from({ length: 45 }, (_, index) => ({
      productId: null,
      name: `Workstation module ${index + 1}`,
      nameAr: 'وحدة محطة عمل',
      quantity: 2,
      unitPrice: 1500 + index,
    }));
    const quotation = await draft(lines, 'en');
    await admin.post(`/api/admin/quotations/${quotation.id}/send`).expect(200);
    const revision = data<AdminQuotation>(await admin.post(`/api/admin/quotations/${quotation.id}/revise`).expect(201));
    const res = await binary(admin.get(`/api/admin/quotations/${revision.id}/pdf`)).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${quotation.number}-R2.pdf"`);
    const file = await saved(res.body as Buffer, dir, 'long.pdf');
    const pages = await pagesOf(file);
    expect(pages).toBeGreaterThan(1);
    const text = await textOf(file);
    expect(text).toContain(`${quotation.number} · Rev. 2`);
    expect(text).toContain('Workstation module 1 ');
    expect(text).toContain('Workstation module 45');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(`QAR ${money(revision.total)}`);
  });

  it('gives no PDF for an unknown token or a draft', async () => {
    const quotation = await draft([{ productId: null, name: 'Safe', quantity: 1, unitPrice: 900 }]);
    const stored = await binary(admin.get(`/api/admin/quotations/${quotation.id}/pdf`)).expect(200);
    expect((stored.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { token } = (await Quotation.findById(quotation.id).lean())!;
    await request(server).get(`/api/quotes/${token}/pdf`).expect(404);
    await request(server)
      .get(`/api/quotes/${'A'.repeat(48)}/pdf`)
      .expect(404);
    await request(server).get('/api/quotes/nope/pdf').expect(404);
    await admin.get('/api/admin/quotations/nope/pdf').expect(400);
  });
});
