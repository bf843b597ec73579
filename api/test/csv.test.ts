import Papa from 'papaparse';
import request from 'supertest';
import { createApp } from '../src/app';
import { Category, Product, ProductSku } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { applyHooks } from '../src/csv/products-csv';
import { readStock, StockLevelModel, StockUnitModel } from '../src/stock/stock';
import { adminBeforeAll } from './admin-login';
import { binary } from './pdf-reading';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';
import { deskOptions } from './desk-options';

useTestDatabase();

const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();
const admin = adminBeforeAll(server, seedCatalog);

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

/** The lines of products without variants (one line each): templates for rows a test writes. */
function singleLines(rows: Rows): Rows {
  return rows.filter((row) => !rows.some((other) => other !== row && other['slug'] === row['slug']));
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
    // One line per product, and one more per variant beyond its first.
    expect(new Set(rows.map((row) => row['slug'])).size).toBe(await Product.countDocuments());
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
    const rows = singleLines(rowsOf(await exportProducts()));
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
    const rows = singleLines(rowsOf(await exportProducts()));
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
    const rows = singleLines(rowsOf(await exportProducts()));
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

describe('products CSV with options, variants and stock', () => {
  let category: string;

  beforeAll(async () => {
    const record = (await Category.findOne().sort({ slug: 1 }).lean())!;
    category = String(record._id);
  });

  const OPTIONS = deskOptions({ name: 'Walnut, dark', nameAr: 'جوز، داكن' });

  /** A desk with three variants made through the admin's form, its stock set through an import. */
  async function desk(prefix: string): Promise<{ id: string; slug: string }> {
    const res = await admin
      .post('/api/products')
      .send({
        name: `CSV Desk ${prefix}`,
        nameAr: 'مكتب الجدول',
        category,
        price: 1200,
        options: OPTIONS,
        variants: [
          { sku: `${prefix}-OAK-160`, options: { finish: 'oak', size: '160-cm' }, price: 1200, stock: 4 },
          { sku: `${prefix}-WAL-180`, options: { finish: 'walnut', size: '180-cm' }, price: 1650, stock: 0 },
          { sku: `${prefix}-WAL-160`, options: { finish: 'walnut', size: '160-cm' }, price: null, stock: 2 },
        ],
      })
      .expect(201);
    return { id: res.body.data.id as string, slug: res.body.data.slug as string };
  }

  function linesOf(rows: Rows, slug: string): Rows {
    return rows.filter((row) => row['slug'] === slug);
  }

  function apply(previewId: string) {
    return admin.post('/api/admin/import/products/apply').send({ previewId });
  }

  async function storeSnapshot() {
    return {
      products: await productsSnapshot(),
      skus: await ProductSku.find().sort({ _id: 1 }).lean(),
      levels: await StockLevelModel.find().sort({ _id: 1 }).lean(),
    };
  }

  it('exports one line per variant with the options in both languages, and an unchanged file changes nothing', async () => {
    const { slug } = await desk('RT');
    const rows = rowsOf(await exportProducts());
    const lines = linesOf(rows, slug);
    expect(lines.map((line) => line['variantSku'])).toEqual(['RT-OAK-160', 'RT-WAL-180', 'RT-WAL-160']);
    expect(lines[0]).toMatchObject({
      name: 'CSV Desk RT',
      option1: 'finish',
      option1Name: 'Finish',
      option1NameAr: 'التشطيب',
      option2Kind: 'size',
    });
    // The product's own columns are on its first line only.
    expect(lines[1]).toMatchObject({
      name: '',
      option1Name: '',
      option1ValueName: 'Walnut, dark',
      variantPrice: '1650',
    });
    expect(lines[2]).toMatchObject({ option1ValueNameAr: 'جوز، داكن', variantPrice: '', variantStock: '2' });

    // The file carries the units on hand now: 4 set by the save, one sold since.
    const level = await StockLevelModel.findById('RT-OAK-160').lean();
    expect(level).toMatchObject({ received: 4 });
    await StockUnitModel.create({
      _id: `RT-OAK-160|${level!.epoch}|1`,
      stockKey: 'RT-OAK-160',
      epoch: level!.epoch,
      orderId: 'sold',
    });
    const now = linesOf(rowsOf(await exportProducts()), slug);
    expect(now.map((line) => line['variantStock'])).toEqual(['3', '0', '2']);
    const before = await storeSnapshot();
    const res = await preview(await exportProducts()).expect(200);
    expect(res.body.data.products).toEqual({ create: 0, update: 0, unchanged: expect.any(Number), error: 0 });
    expect(res.body.data.rows.filter((r: { slug: string }) => r.slug === slug)).toEqual([
      expect.objectContaining({ variantSku: 'RT-OAK-160', action: 'unchanged', reasons: [] }),
      expect.objectContaining({ variantSku: 'RT-WAL-180', action: 'unchanged' }),
      expect.objectContaining({ variantSku: 'RT-WAL-160', action: 'unchanged' }),
    ]);
    await apply(res.body.data.previewId).expect(200, { success: true, data: { created: 0, updated: 0 } });
    expect(await storeSnapshot()).toEqual(before);
    expect((await readStock(['RT-OAK-160'])).get('RT-OAK-160')).toBe(3);
  });

  it("updates a variant's price and stock matched by SKU, and the storefront shows them", async () => {
    const { id, slug } = await desk('UP');
    const rows = rowsOf(await exportProducts());
    const lines = linesOf(rows, slug);
    lines[1]!['variantPrice'] = '1499.5';
    lines[0]!['variantStock'] = '7';
    const res = await preview(csvOf(lines)).expect(200);
    expect(res.body.data.products).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({ variantSku: 'UP-OAK-160', action: 'update', reasons: ['variantStock'] }),
      expect.objectContaining({ variantSku: 'UP-WAL-180', action: 'update', reasons: ['variantPrice'] }),
      expect.objectContaining({ variantSku: 'UP-WAL-160', action: 'update', reasons: [] }),
    ]);
    await apply(res.body.data.previewId).expect(200, { success: true, data: { created: 0, updated: 1 } });
    const product = (await request(server).get(`/api/products/${slug}`).expect(200)).body.data;
    expect(product.id).toBe(id);
    expect(product.variants.find((v: { sku: string }) => v.sku === 'UP-WAL-180').price).toBe(1499.5);
    expect((await readStock(['UP-OAK-160'])).get('UP-OAK-160')).toBe(7);
    expect((await ProductSku.find({ productId: id }).lean()).map((s) => s._id).sort()).toEqual([
      'UP-OAK-160',
      'UP-WAL-160',
      'UP-WAL-180',
    ]);
  });

  it('matches a renamed slug by its SKU and creates a product with variants, registering its SKUs and stock', async () => {
    const { id, slug } = await desk('MV');
    const lines = linesOf(rowsOf(await exportProducts()), slug).map((line) => ({ ...line, slug: 'csv-moved-desk' }));
    const created = linesOf(rowsOf(await exportProducts()), slug).map((line, index) => ({
      ...line,
      slug: 'csv-new-desk',
      name: index === 0 ? 'New CSV desk' : '',
      variantSku: `NEW-${index}`,
      variantStock: String(index + 1),
    }));
    const res = await preview(csvOf([...lines, ...created])).expect(200);
    expect(res.body.data.products).toMatchObject({ create: 1, update: 1, error: 0 });
    expect(res.body.data.rows[0]).toMatchObject({ slug: 'csv-moved-desk', action: 'update', reasons: ['slug'] });
    await apply(res.body.data.previewId).expect(200, { success: true, data: { created: 1, updated: 1 } });
    expect(String((await Product.findOne({ slug: 'csv-moved-desk' }).lean())!._id)).toBe(id);
    const newDesk = (await Product.findOne({ slug: 'csv-new-desk' }).lean())!;
    expect(newDesk.variants!.map((v) => v.sku)).toEqual(['NEW-0', 'NEW-1', 'NEW-2']);
    expect((await ProductSku.find({ productId: newDesk._id }).lean()).length).toBe(3);
    expect((await readStock(['NEW-2'])).get('NEW-2')).toBe(3);
    // The admin's own rule: a SKU the import registered cannot be taken by another product.
    const taken = await admin
      .post('/api/products')
      .send({ name: 'Thief desk', nameAr: 'مكتب', category, sku: 'NEW-1' });

    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('SKU_TAKEN');
  });

  it('refuses what the admin save refuses, line by line, and applies nothing', async () => {
    const { slug } = await desk('BAD');
    const { slug: other } = await desk('OTHER');
    const before = await storeSnapshot();
    const lines = linesOf(rowsOf(await exportProducts()), slug);
    lines[1]!['option1Value'] = 'cherry';
    lines[1]!['option1ValueName'] = 'Cherry';
    lines[1]!['option1ValueNameAr'] = 'كرز';
    lines[2]!['variantSku'] = 'OTHER-OAK-160';
    const single = {
      ...lines[0]!,
      slug: 'csv-flat',
      name: 'Flat',
      sku: 'flat-1',
      option1: '',
      option1Kind: '',
      option1Name: '',
      option1NameAr: '',
      option2: '',
      option2Kind: '',
      option2Name: '',
      option2NameAr: '',
      option1Value: '',
      option1ValueName: '',
      option1ValueNameAr: '',
      option1Swatch: '',
      option2Value: '',
      option2ValueName: '',
      option2ValueNameAr: '',
      option2Swatch: '',
      variantSku: '',
      variantPrice: '',
      variantStock: '-3',
      variantImage: '',
    };
    const res = await preview(csvOf([...lines, single])).expect(200);
    const rows = res.body.data.rows as Array<{ line: number; action: string; reasons: string[] }>;
    expect(rows.map((row) => row.action)).toEqual(['error', 'error', 'error', 'error']);
    expect(rows[2]!.reasons).toEqual([expect.stringMatching(/^SKU OTHER-OAK-160 belongs to another product/)]);
    expect(rows[0]!.reasons.join(' ')).toMatch(/another line of this product/);
    expect(rows[3]!.reasons).toEqual([expect.stringMatching(/^variantStock: a variant needs options/)]);
    expect(res.body.data.products).toMatchObject({ error: 2 });
    const dup = linesOf(rowsOf(await exportProducts()), other);
    dup[1]!['option1Value'] = 'oak';
    dup[1]!['option1ValueName'] = 'Oak';
    dup[1]!['option1ValueNameAr'] = 'بلوط';
    dup[1]!['option1Swatch'] = '#c8a46e';
    dup[1]!['option2Value'] = '160-cm';
    dup[1]!['option2ValueName'] = '160 cm';
    dup[1]!['option2ValueNameAr'] = '١٦٠ سم';
    const dupRes = await preview(csvOf(dup)).expect(200);
    expect(dupRes.body.data.rows[1].reasons).toEqual(['option values: Another variant has the same options']);
    const refused = await apply(res.body.data.previewId);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('IMPORT_HAS_ERRORS');
    expect(await storeSnapshot()).toEqual(before);
  });

  it('puts products, SKUs and stock figures back when a write fails part way', async () => {
    const { slug } = await desk('RB');
    const counted = await preview(csvOf(linesOf(rowsOf(await exportProducts()), slug))).expect(200);
    await apply(counted.body.data.previewId).expect(200);
    const before = await storeSnapshot();
    const lines = linesOf(rowsOf(await exportProducts()), slug);
    lines[0]!['variantStock'] = '9';
    lines[0]!['variantSku'] = 'RB-OAK-160-NEW';
    lines[1]!['variantPrice'] = '99';
    const created = rowsOf(await exportProducts())
      .filter((row) => row['slug'] === slug)
      .map((line, index) => ({
        ...line,
        slug: 'csv-rollback-new',
        name: index === 0 ? 'Rolled back' : '',
        variantSku: `RBN-${index}`,
      }));
    const res = await preview(csvOf([...lines, ...created])).expect(200);
    applyHooks.beforeWrite = async (index) => {
      if (index === 1) throw new Error('disk full');
    };
    const failed = await apply(res.body.data.previewId);
    expect(failed.status).toBe(500);
    expect(await storeSnapshot()).toEqual(before);
    expect(await Product.exists({ slug: 'csv-rollback-new' })).toBeNull();
  });
});

describe('orders CSV', () => {
  it('answers CSV for a date range and refuses a malformed day or a range that ends before it starts', async () => {
    const res = await binary(admin.get('/api/admin/export/orders.csv?from=2020-01-01&to=2030-12-31')).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((res.body as Buffer).toString('utf8').startsWith('\uFEFForderNumber,date,status')).toBe(true);
    await admin.get('/api/admin/export/orders.csv?from=yesterday&to=2030-12-31').expect(400);
    const reversed = await admin.get('/api/admin/export/orders.csv?from=2030-12-31&to=2020-01-01').expect(400);
    expect(reversed.body.success).toBe(false);
  });
});
