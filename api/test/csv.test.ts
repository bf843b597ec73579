import Papa from 'papaparse';
import request from 'supertest';
import { createApp } from '../src/app';
import { Product } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { applyHooks } from '../src/csv/products-csv';
import { adminAgent, resetAdminUser } from './admin-login';
import { binary } from './pdf-reading';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();

const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  await Promise.all([seedCatalog(), resetAdminUser()]);
  admin = await adminAgent(server);
});

afterEach(() => {
  applyHooks.beforeWrite = async () => {};
});

async function exportProducts(): Promise<string> {
  const res = await binary(admin.get('/api/admin/export/products.csv')).expect(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toContain('attachment');
  return (res.body as Buffer).toString('utf8');
}

type Rows = Array<Record<string, string>>;
function rowsOf(csv: string): Rows {
  return Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
}
function csvOf(rows: Rows): string {
  return '\uFEFF' + Papa.unparse(rows);
}

function preview(csv: string) {
  return admin.post('/api/admin/import/products').attach('file', Buffer.from(csv, 'utf8'), 'products.csv');
}

async function productsSnapshot() {
  return (await Product.find().sort({ slug: 1 }).lean<Array<Record<string, unknown>>>()).map(
    ({ updatedAt: _u, ...rest }) => rest,
  );
}

describe('products CSV', () => {
  it('exports with a BOM, imports unchanged as all "unchanged", and applying changes nothing', async () => {
    const csv = await exportProducts();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows.length).toBe(await Product.countDocuments());
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row.nameAr ?? ''))).toBe(true);
    const before = await productsSnapshot();

    const res = await preview(csv).expect(200);
    const actions = new Set(res.body.data.rows.map((row: { action: string }) => row.action));
    expect([...actions]).toEqual(['unchanged']);
    await admin
      .post('/api/admin/import/products/apply')
      .send({ previewId: res.body.data.previewId })
      .expect(200, {
        success: true,
        data: { created: 0, updated: 0 },
      });
    expect(await productsSnapshot()).toEqual(before);
  });

  it('keeps quotes, commas, newlines and Arabic inside fields through an import, and creates a new row', async () => {
    const rows = rowsOf(await exportProducts());
    const first = rows[0]!;
    const tricky = 'A "quoted" desk, with commas,\nand a second line';
    first.description = tricky;
    first.descriptionAr = 'مكتب "مقتبس"، بفواصل\nوسطر ثانٍ';
    const created = { ...rows[1]!, slug: 'csv-imported-chair', sku: '', name: 'Imported chair', nameAr: 'كرسي مستورد' };
    const res = await preview(csvOf([first, created, ...rows.slice(1)])).expect(200);
    const byAction = (action: string) => res.body.data.rows.filter((row: { action: string }) => row.action === action);
    expect(byAction('update')).toEqual([
      expect.objectContaining({ slug: first.slug, reasons: ['description', 'descriptionAr'] }),
    ]);
    expect(byAction('create')).toEqual([expect.objectContaining({ slug: 'csv-imported-chair' })]);

    await admin.post('/api/admin/import/products/apply').send({ previewId: res.body.data.previewId }).expect(200);
    const stored = await Product.findOne({ slug: first.slug }).lean();
    expect(stored?.description).toBe(tricky);
    expect(stored?.descriptionAr).toBe(first.descriptionAr);
    const storefront = await request(server).get('/api/products/csv-imported-chair').expect(200);
    expect(storefront.body.data.nameAr).toBe('كرسي مستورد');
  });

  it('exports a formula cell with a leading quote and reads it back as typed', async () => {
    const slug = (await Product.findOne().sort({ slug: 1 }).lean())!.slug;
    await Product.updateOne({ slug }, { $set: { shortDescription: '=HYPERLINK("http://evil","x")' } });
    const csv = await exportProducts();
    const row = rowsOf(csv).find((r) => r.slug === slug)!;
    expect(row.shortDescription).toBe(`'=HYPERLINK("http://evil","x")`);
    const res = await preview(csv).expect(200);
    expect(res.body.data.rows.find((r: { slug: string }) => r.slug === slug).action).toBe('unchanged');
  });

  it('shows bad rows with their reasons and applies nothing of a file that has any', async () => {
    const rows = rowsOf(await exportProducts());
    const before = await productsSnapshot();
    const good = { ...rows[0]!, name: 'Renamed by a file with errors' };
    const bad: Record<string, string> = { ...rows[1]!, category: 'no-such-category', price: 'cheap' };
    const res = await preview(csvOf([good, bad])).expect(200);
    const badRow = res.body.data.rows.find((r: { slug: string }) => r.slug === bad['slug']);
    expect(badRow.action).toBe('error');
    expect(badRow.reasons).toEqual(
      expect.arrayContaining([expect.stringContaining('no-such-category'), expect.stringContaining('cheap')]),
    );
    const apply = await admin.post('/api/admin/import/products/apply').send({ previewId: res.body.data.previewId });
    expect(apply.status).toBe(400);
    expect(apply.body.error.code).toBe('IMPORT_HAS_ERRORS');
    expect(await productsSnapshot()).toEqual(before);
  });

  it('restores every product when a write fails part way', async () => {
    const rows = rowsOf(await exportProducts());
    const before = await productsSnapshot();
    const changed = rows.slice(0, 3).map((row) => ({ ...row, name: `${row.name} (bulk)` }));
    const created = { ...rows[3]!, slug: 'csv-half-applied', sku: '', name: 'Half applied' };
    const res = await preview(csvOf([...changed, created])).expect(200);
    applyHooks.beforeWrite = async (index) => {
      if (index === 3) throw new Error('disk full');
    };
    const apply = await admin.post('/api/admin/import/products/apply').send({ previewId: res.body.data.previewId });
    expect(apply.status).toBe(500);
    expect(await productsSnapshot()).toEqual(before);
  });

  it('refuses a file without the needed columns', async () => {
    const res = await preview('name,price\nDesk,10\n');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CSV_COLUMNS');
  });
});

describe('orders CSV', () => {
  it('answers CSV for a date range and refuses a malformed day', async () => {
    const res = await binary(admin.get('/api/admin/export/orders.csv?from=2020-01-01&to=2030-12-31')).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((res.body as Buffer).toString('utf8').startsWith('\uFEFForderNumber,date,status')).toBe(true);
    await admin.get('/api/admin/export/orders.csv?from=yesterday&to=2030-12-31').expect(400);
  });
});
