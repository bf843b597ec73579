import crypto from 'node:crypto';
import { AVAILABILITIES, isSlug, type Availability } from '@ogulf/contracts';
import mongoose, { Schema, type Types } from 'mongoose';
import Papa from 'papaparse';
import { Category, Product, Subcategory, type ProductFields } from '../catalog/model';
import { NotFoundError, ValidationError } from '../http/errors';

/**
 * The catalogue as a spreadsheet: one row per product, parsed and written by papaparse (quotes,
 * commas and newlines inside fields), UTF-8 with a byte-order mark so Excel reads Arabic. Rows
 * are matched to products by `sku` when the product has one, else by `slug`.
 */

export const PRODUCT_COLUMNS = [
  'sku',
  'slug',
  'name',
  'nameAr',
  'shortDescription',
  'shortDescriptionAr',
  'description',
  'descriptionAr',
  'category',
  'subcategory',
  'price',
  'contactForQuote',
  'isFeatured',
  'isNewArrival',
  'isBestSeller',
  'active',
  'availability',
  'images',
] as const;
type Column = (typeof PRODUCT_COLUMNS)[number];
type Row = Record<Column, string>;

const BOM = '\uFEFF';
/** Pictures in one cell; a site path never holds it. */
const IMAGE_SEPARATOR = ' | ';

/** A cell a spreadsheet would run as a formula gets a leading quote (read back off on import). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function unsafeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const data = rows.map((row) => columns.map((column) => safeCell(row[column] ?? '')));
  return BOM + Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' });
}

type StoredProduct = ProductFields & { _id: Types.ObjectId; sku?: string };

function rowOf(product: StoredProduct, categories: Map<string, string>, subcategories: Map<string, string>): Row {
  return {
    sku: product.sku ?? '',
    slug: product.slug,
    name: product.name,
    nameAr: product.nameAr,
    shortDescription: product.shortDescription,
    shortDescriptionAr: product.shortDescriptionAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    category: categories.get(String(product.category)) ?? '',
    subcategory: product.subcategory ? (subcategories.get(String(product.subcategory)) ?? '') : '',
    price: product.price === null ? '' : String(product.price),
    contactForQuote: String(product.contactForQuote),
    isFeatured: String(product.isFeatured),
    isNewArrival: String(product.isNewArrival),
    isBestSeller: String(product.isBestSeller),
    active: String(product.active !== false),
    availability: product.availability,
    images: product.images.join(IMAGE_SEPARATOR),
  };
}

async function taxonomy() {
  const [categories, subcategories] = await Promise.all([Category.find().lean(), Subcategory.find().lean()]);
  return {
    categoryById: new Map(categories.map((c) => [String(c._id), c.slug])),
    subcategoryById: new Map(subcategories.map((s) => [String(s._id), s.slug])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c._id])),
    subcategoryBySlug: new Map(subcategories.map((s) => [`${String(s.category)}/${s.slug}`, s._id])),
  };
}

export async function productsCsv(): Promise<string> {
  const [products, t] = await Promise.all([Product.find().sort({ slug: 1 }).lean<StoredProduct[]>(), taxonomy()]);
  return toCsv(
    PRODUCT_COLUMNS,
    products.map((p) => rowOf(p, t.categoryById, t.subcategoryById)),
  );
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface PreviewRow {
  line: number;
  sku: string;
  slug: string;
  name: string;
  action: RowAction;
  /** The columns that change (update) or what is wrong (error). */
  reasons: string[];
}

interface PlannedWrite {
  productId: string | null;
  fields: Omit<ProductFields, 'specifications'>;
}

interface PreviewFields {
  rows: PreviewRow[];
  writes: PlannedWrite[];
  createdAt: Date;
}

const previewSchema = new Schema<PreviewFields & { _id: string }>(
  { _id: String, rows: Schema.Types.Mixed, writes: Schema.Types.Mixed, createdAt: Date },
  { collection: 'csv_import_previews', versionKey: false },
);
const ImportPreview = mongoose.model<PreviewFields & { _id: string }>('ImportPreview', previewSchema);

/** A preview is applied within this time or made again (FerretDB has no TTL index: checked on read). */
const PREVIEW_LIFETIME_MS = 30 * 60_000;
export const MAX_IMPORT_ROWS = 5000;

function parseBoolean(value: string, column: string, reasons: string[]): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no' || v === '') return false;
  reasons.push(`${column}: "${value}" is not true or false`);
  return false;
}

export async function previewImport(text: string): Promise<{ previewId: string; rows: PreviewRow[] }> {
  const parsed = Papa.parse<Record<string, string>>(text.startsWith(BOM) ? text.slice(BOM.length) : text, {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  const missing = ['slug', 'name', 'nameAr', 'category'].filter((c) => !headers.includes(c));
  if (missing.length > 0)
    throw new ValidationError(
      `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      missing.map((c) => ({ path: c, message: 'Missing column' })),
      { code: 'CSV_COLUMNS' },
    );
  if (parsed.data.length > MAX_IMPORT_ROWS)
    throw new ValidationError(`At most ${MAX_IMPORT_ROWS} rows per import`, [], { code: 'CSV_TOO_LONG' });

  const [products, t] = await Promise.all([Product.find().lean<StoredProduct[]>(), taxonomy()]);
  const bySku = new Map(products.filter((p) => p.sku).map((p) => [p.sku ?? '', p]));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const seen = new Set<string>();
  const rows: PreviewRow[] = [];
  const writes: PlannedWrite[] = [];

  parsed.data.forEach((raw, index) => {
    const line = index + 2;
    const cell = (c: Column) => unsafeCell((raw[c] ?? '').trim());
    const reasons: string[] = [];
    const row: Row = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, cell(c)])) as Row;
    if (!row.name) reasons.push('name is empty');
    if (!row.nameAr) reasons.push('nameAr is empty');
    if (!isSlug(row.slug)) reasons.push(`slug "${row.slug}" is not a slug`);
    const key = row.sku || row.slug;
    if (seen.has(key)) reasons.push(`${row.sku ? 'sku' : 'slug'} "${key}" appears twice in the file`);
    seen.add(key);
    const categoryId = t.categoryBySlug.get(row.category);
    if (!categoryId) reasons.push(`category "${row.category}" does not exist`);
    const subcategoryId = row.subcategory ? t.subcategoryBySlug.get(`${String(categoryId)}/${row.subcategory}`) : null;
    if (row.subcategory && !subcategoryId)
      reasons.push(`subcategory "${row.subcategory}" is not in category "${row.category}"`);
    let price: number | null = null;
    if (row.price !== '') {
      price = Number(row.price);
      if (!Number.isFinite(price) || price < 0) reasons.push(`price "${row.price}" is not a number of QAR`);
    }
    const availability = (row.availability || 'in-stock') as Availability;
    if (!AVAILABILITIES.includes(availability)) reasons.push(`availability "${row.availability}" is unknown`);
    const fields: PlannedWrite['fields'] = {
      name: row.name,
      nameAr: row.nameAr,
      slug: row.slug,
      shortDescription: row.shortDescription,
      shortDescriptionAr: row.shortDescriptionAr,
      description: row.description,
      descriptionAr: row.descriptionAr,
      category: categoryId as Types.ObjectId,
      subcategory: (subcategoryId ?? null) as Types.ObjectId | null,
      price,
      contactForQuote: parseBoolean(row.contactForQuote, 'contactForQuote', reasons),
      isFeatured: parseBoolean(row.isFeatured, 'isFeatured', reasons),
      isNewArrival: parseBoolean(row.isNewArrival, 'isNewArrival', reasons),
      isBestSeller: parseBoolean(row.isBestSeller, 'isBestSeller', reasons),
      active: row.active === '' ? true : parseBoolean(row.active, 'active', reasons),
      availability,
      images: row.images
        ? row.images
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    };
    const existing = (row.sku ? bySku.get(row.sku) : undefined) ?? bySlug.get(row.slug);
    const summary = { line, sku: row.sku, slug: row.slug, name: row.name };
    if (existing && existing.slug !== row.slug && bySlug.has(row.slug))
      reasons.push(`slug "${row.slug}" belongs to another product`);
    if (reasons.length > 0) {
      rows.push({ ...summary, action: 'error', reasons });
      return;
    }
    if (!existing) {
      rows.push({ ...summary, action: 'create', reasons: [] });
      writes.push({ productId: null, fields });
      return;
    }
    const before = rowOf(existing, t.categoryById, t.subcategoryById);
    const changed = PRODUCT_COLUMNS.filter(
      (c) =>
        c !== 'sku' && normalised(c, before[c]) !== normalised(c, row[c] === '' && c === 'active' ? 'true' : row[c]),
    );
    rows.push({ ...summary, action: changed.length ? 'update' : 'unchanged', reasons: changed });
    if (changed.length) writes.push({ productId: String(existing._id), fields });
  });

  const previewId = crypto.randomBytes(16).toString('hex');
  await ImportPreview.create({ _id: previewId, rows, writes, createdAt: new Date() });
  return { previewId, rows };
}

/** Compares what a spreadsheet may have reformatted (`1.50` and `1.5`, `TRUE` and `true`). */
function normalised(column: Column, value: string): string {
  if (column === 'price') return value === '' ? '' : String(Number(value));
  if (column === 'images')
    return value
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean)
      .join('|');
  if (['contactForQuote', 'isFeatured', 'isNewArrival', 'isBestSeller', 'active'].includes(column))
    return String(['true', '1', 'yes'].includes(value.trim().toLowerCase()));
  return value.trim();
}

export interface ApplyResult {
  created: number;
  updated: number;
}

/** Test seam: called before each write, so a test can make one fail part way. */
export const applyHooks: { beforeWrite: (index: number) => Promise<void> } = { beforeWrite: async () => {} };

/**
 * Applies a preview all or nothing. FerretDB has no transactions, so: every product the import
 * touches is read first (the snapshot); the writes follow one by one; when one fails, the
 * snapshot is written back over the updated products and the created ones are deleted, and the
 * error is answered. A preview with any error row applies nothing.
 */
export async function applyImport(previewId: string): Promise<ApplyResult> {
  const preview = await ImportPreview.findById(previewId).lean();
  if (!preview || preview.createdAt.getTime() < Date.now() - PREVIEW_LIFETIME_MS)
    throw new NotFoundError('This preview has expired or does not exist: upload the file again', {
      code: 'PREVIEW_NOT_FOUND',
    });
  const errors = preview.rows.filter((r) => r.action === 'error');
  if (errors.length > 0)
    throw new ValidationError(
      `${errors.length} row${errors.length > 1 ? 's have' : ' has'} errors: correct the file and upload it again`,
      errors.map((r) => ({ path: `line ${r.line}`, message: r.reasons.join('; ') })),
      { code: 'IMPORT_HAS_ERRORS' },
    );
  const ids = preview.writes.flatMap((w) => (w.productId ? [w.productId] : []));
  const snapshot = await Product.find({ _id: mongoose.trusted({ $in: ids }) }).lean();
  const created: Types.ObjectId[] = [];
  const updated: string[] = [];
  try {
    for (const [index, write] of preview.writes.entries()) {
      await applyHooks.beforeWrite(index);
      if (write.productId) {
        await Product.updateOne({ _id: write.productId }, { $set: write.fields }, { runValidators: true });
        updated.push(write.productId);
      } else {
        const doc = await Product.create(write.fields);
        created.push(doc._id);
      }
    }
  } catch (error) {
    await Promise.all([
      ...snapshot
        .filter((p) => updated.includes(String(p._id)))
        .map((p) => Product.collection.replaceOne({ _id: p._id }, p)),
      created.length ? Product.deleteMany({ _id: mongoose.trusted({ $in: created }) }) : Promise.resolve(),
    ]);
    throw error;
  }
  await ImportPreview.deleteOne({ _id: previewId });
  return { created: created.length, updated: updated.length };
}
