import crypto from 'node:crypto';
import {
  catalogSlug,
  isSlug,
  LIMITS,
  OPTION_KINDS,
  productBody,
  type ImportAction,
  type ImportApplied,
  type ImportPreview,
  type ImportPreviewRow,
  type ProductInput,
  type ProductOptionInput,
} from '@ogulf/contracts';
import mongoose, { Schema, Types } from 'mongoose';
import Papa from 'papaparse';
import { safeParse } from 'zod/mini';
import { checkVariants, saveProductAs, skusOf } from '../catalog/admin-service';
import {
  Category,
  Product,
  ProductSku,
  Subcategory,
  type ProductRecord,
  type ProductSkuFields,
  type StoredVariant,
} from '../catalog/model';
import { retireSeedKey } from '../catalog/seed-tombstones';
import { optionsView } from '../catalog/service';
import { AppError, NotFoundError, ValidationError } from '../http/errors';
import { readStock, saveProductStock, StockLevelModel, stockKeyOf, type StockLevel } from '../stock/stock';

/**
 * The catalogue as a spreadsheet, parsed and written by papaparse (quotes, commas and newlines
 * inside fields), UTF-8 with a byte-order mark so Excel reads Arabic. Like Shopify's and Medusa's
 * product sheets: one line per variant, the lines of a product share its `slug` (the handle), and
 * the product's own columns are on its first line only; a product without options is one line.
 * The import builds the body the admin's product form sends and checks it with the same schema
 * and rules (`productBody`, `checkVariants`, the SKU registry), then writes through the admin's
 * `saveProductAs`.
 */

/** The product's own columns: on its first line, empty (or the same) on its further lines. */
const PRODUCT_COLUMNS = [
  'slug',
  'sku',
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
  'stock',
] as const;
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Option slots 1..3 (`LIMITS.maxOptions`). */
const SLOTS = Array.from({ length: LIMITS.maxOptions }, (_unused, index) => index + 1);
/** An option's own columns (first line): its key, kind and names. */
const optionColumns = (slot: number) =>
  [`option${slot}`, `option${slot}Kind`, `option${slot}Name`, `option${slot}NameAr`] as const;
/** A variant's value of the option (every variant line): its key, names and swatch. */
const valueColumns = (slot: number) =>
  [`option${slot}Value`, `option${slot}ValueName`, `option${slot}ValueNameAr`, `option${slot}Swatch`] as const;
const VARIANT_COLUMNS = ['variantSku', 'variantPrice', 'variantStock', 'variantImage'] as const;

/** Every column, in the file's order. */
export const CSV_COLUMNS: readonly string[] = [
  ...PRODUCT_COLUMNS,
  ...SLOTS.flatMap((slot) => [...optionColumns(slot), ...valueColumns(slot)]),
  ...VARIANT_COLUMNS,
];
/** Columns that belong to the product, not to one of its lines. */
const FIRST_LINE_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...SLOTS.flatMap((slot) => optionColumns(slot))];
const REQUIRED_COLUMNS = ['slug', 'name', 'nameAr', 'category'];

type Cells = Record<string, string>;

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

// ---------------------------------------------------------------- what is stored, as the sheet sees it

/**
 * A product in the shape both sides are compared in: the import's parsed body, or a stored product
 * with its live stock figures. Stock is the units on hand now (the stock module's figure, or the
 * product's stored one when none was ever set), so an unchanged file sets no figure again.
 */
interface SheetProduct {
  slug: string;
  // The SEO texts, the address and the sale's regular price are not columns of the sheet (an
  // import keeps them as they are; a product page shows no sale once the price reaches the regular one).
  input: Required<
    Omit<
      ProductInput,
      | 'specifications'
      | 'variants'
      | 'stock'
      | 'subcategory'
      | 'slug'
      | 'regularPrice'
      | 'seoTitle'
      | 'seoTitleAr'
      | 'seoDescription'
      | 'seoDescriptionAr'
    >
  > & {
    subcategory: string | null;
    stock: number | null;
    variants: Array<Omit<StoredVariant, 'stock'> & { stock: number | null }>;
  };
}

interface Taxonomy {
  categoryById: Map<string, string>;
  subcategoryById: Map<string, string>;
  categoryBySlug: Map<string, string>;
  /** `<category id>/<subcategory slug>` -> id. */
  subcategoryBySlug: Map<string, string>;
}

async function taxonomy(): Promise<Taxonomy> {
  const [categories, subcategories] = await Promise.all([Category.find().lean(), Subcategory.find().lean()]);
  return {
    categoryById: new Map(categories.map((c) => [String(c._id), c.slug])),
    subcategoryById: new Map(subcategories.map((s) => [String(s._id), s.slug])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, String(c._id)])),
    subcategoryBySlug: new Map(subcategories.map((s) => [`${String(s.category)}/${s.slug}`, String(s._id)])),
  };
}

/** The stock keys of a product: its variants' SKUs, else `p:<id>`. */
function stockKeys(product: { _id: unknown; variants?: ReadonlyArray<{ sku: string }> }): string[] {
  const variants = product.variants ?? [];
  return variants.length > 0 ? variants.map((v) => v.sku) : [stockKeyOf(String(product._id))];
}

async function liveFigures(products: readonly ProductRecord[]): Promise<Map<string, number | null>> {
  return readStock(products.flatMap(stockKeys));
}

function sheetOf(record: ProductRecord, live: Map<string, number | null>): SheetProduct {
  const figure = (key: string, stored: number | null | undefined) => live.get(key) ?? stored ?? null;
  const variants = record.variants ?? [];
  return {
    slug: record.slug,
    input: {
      name: record.name,
      nameAr: record.nameAr,
      shortDescription: record.shortDescription,
      shortDescriptionAr: record.shortDescriptionAr,
      description: record.description,
      descriptionAr: record.descriptionAr,
      category: String(record.category),
      subcategory: record.subcategory ? String(record.subcategory) : null,
      price: record.price,
      contactForQuote: record.contactForQuote,
      isFeatured: record.isFeatured,
      isNewArrival: record.isNewArrival,
      isBestSeller: record.isBestSeller,
      images: record.images,
      availability: record.availability,
      active: record.active !== false,
      sku: record.sku ?? '',
      stock: variants.length > 0 ? null : figure(stockKeyOf(String(record._id)), record.stock),
      options: optionsView(record.options),
      variants: variants.map((variant) => ({
        sku: variant.sku,
        options: variant.options,
        price: variant.price,
        stock: figure(variant.sku, variant.stock),
        image: variant.image ?? '',
      })),
    },
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The lines of one product: its own columns and options on the first, one line per variant. */
function linesOf(sheet: SheetProduct, t: Taxonomy): Cells[] {
  const p = sheet.input;
  const first: Cells = {
    slug: sheet.slug,
    sku: p.sku,
    name: p.name,
    nameAr: p.nameAr,
    shortDescription: p.shortDescription,
    shortDescriptionAr: p.shortDescriptionAr,
    description: p.description,
    descriptionAr: p.descriptionAr,
    category: t.categoryById.get(p.category) ?? '',
    subcategory: p.subcategory ? (t.subcategoryById.get(p.subcategory) ?? '') : '',
    price: text(p.price),
    contactForQuote: String(p.contactForQuote),
    isFeatured: String(p.isFeatured),
    isNewArrival: String(p.isNewArrival),
    isBestSeller: String(p.isBestSeller),
    active: String(p.active),
    availability: p.availability,
    images: p.images.join(IMAGE_SEPARATOR),
    stock: text(p.stock),
  };
  p.options.forEach((option, index) => {
    const [key, kind, name, nameAr] = optionColumns(index + 1);
    Object.assign(first, { [key]: option.key, [kind]: option.kind, [name]: option.name, [nameAr]: option.nameAr });
  });
  if (p.variants.length === 0) return [first];
  return p.variants.map((variant, index) => {
    const line: Cells = index === 0 ? { ...first } : { slug: sheet.slug };
    p.options.forEach((option, optionIndex) => {
      const value = option.values.find((candidate) => candidate.key === variant.options[option.key]);
      const [key, name, nameAr, swatch] = valueColumns(optionIndex + 1);
      Object.assign(line, {
        [key]: variant.options[option.key] ?? '',
        [name]: value?.name ?? '',
        [nameAr]: value?.nameAr ?? '',
        [swatch]: value?.swatch ?? '',
      });
    });
    return {
      ...line,
      variantSku: variant.sku,
      variantPrice: text(variant.price),
      variantStock: text(variant.stock),
      variantImage: variant.image,
    };
  });
}

export async function productsCsv(): Promise<string> {
  const [products, t] = await Promise.all([Product.find().sort({ slug: 1 }).lean<ProductRecord[]>(), taxonomy()]);
  const live = await liveFigures(products);
  return toCsv(
    CSV_COLUMNS,
    products.flatMap((product) => linesOf(sheetOf(product, live), t)),
  );
}

// ---------------------------------------------------------------- the preview

interface PlannedWrite {
  /** The product updated; null for one the import creates. */
  productId: string | null;
  slug: string;
  /** The slug the product had before, when the import renames it. */
  previousSlug: string | null;
  input: ProductInput;
}

interface PreviewFields {
  rows: ImportPreviewRow[];
  writes: PlannedWrite[];
  createdAt: Date;
}

const previewSchema = new Schema<PreviewFields & { _id: string }>(
  { _id: String, rows: Schema.Types.Mixed, writes: Schema.Types.Mixed, createdAt: Date },
  { collection: 'csv_import_previews', versionKey: false },
);
const ImportPreviewModel = mongoose.model<PreviewFields & { _id: string }>('ImportPreview', previewSchema);

/** A preview is applied within this time or made again (FerretDB has no TTL index: checked on read). */
const PREVIEW_LIFETIME_MS = 30 * 60_000;
export const MAX_IMPORT_ROWS = 5000;
/** Stands in for a category the file names but the shop lacks, so the schema reports nothing twice. */
const NO_ID = '000000000000000000000000';

interface Line {
  line: number;
  cells: Cells;
  reasons: string[];
}

/** The lines of one product (one slug) and what the import makes of them. */
interface Group {
  slug: string;
  lines: Line[];
  /** The line of each variant, by index (for placing the schema's issues). */
  variantLines: Line[];
  /** The line where each option's value first appears: `<slot>/<value key>`. */
  valueLines: Map<string, Line>;
}

function parseBoolean(value: string, column: string, reasons: string[]): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no' || v === '') return false;
  reasons.push(`${column}: "${value}" is not true or false`);
  return false;
}

function parseNumber(value: string, column: string, reasons: string[]): number | null {
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) reasons.push(`${column}: "${value}" is not a number`);
  return Number.isFinite(number) ? number : null;
}

/** An option kind as typed, or guessed from the option's key when left empty (`colour` is a colour). */
function kindOf(typed: string, key: string): string {
  if (typed !== '') return typed.toLowerCase();
  if (key === 'colour') return 'color';
  return (OPTION_KINDS as readonly string[]).includes(key) ? key : '';
}

/** Reads the file into lines grouped by slug, in the order the products first appear. */
function readGroups(text: string): Group[] {
  const parsed = Papa.parse<Record<string, string>>(text.startsWith(BOM) ? text.slice(BOM.length) : text, {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((c) => !headers.includes(c));
  if (missing.length > 0)
    throw new ValidationError(
      `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      missing.map((c) => ({ path: c, message: 'Missing column' })),
      { code: 'CSV_COLUMNS' },
    );
  if (parsed.data.length > MAX_IMPORT_ROWS)
    throw new ValidationError(`At most ${MAX_IMPORT_ROWS} rows per import`, [], { code: 'CSV_TOO_LONG' });
  const groups = new Map<string, Group>();
  parsed.data.forEach((raw, index) => {
    const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c, unsafeCell((raw[c] ?? '').trim())]));
    // The header is the spreadsheet's row 1.
    const line: Line = { line: index + 2, cells, reasons: [] };
    const slug = cells['slug'] ?? '';
    const group: Group = groups.get(slug) ?? { slug, lines: [], variantLines: [], valueLines: new Map() };
    group.lines.push(line);
    groups.set(slug, group);
  });
  return [...groups.values()];
}

/**
 * The body the admin's form would send for a group of lines, or null when the lines are wrong
 * (the reasons are then on the lines). Checked with the form's own schema and variant rules.
 */
function bodyOf(group: Group, t: Taxonomy): ProductInput | null {
  const [first, ...rest] = group.lines as [Line, ...Line[]];
  const cell = (line: Line, column: string) => line.cells[column] ?? '';
  const reasons = first.reasons;
  if (!group.slug) reasons.push('slug is empty');
  else if (!isSlug(group.slug)) reasons.push(`slug "${group.slug}" is not a slug`);
  for (const line of rest) {
    for (const column of FIRST_LINE_COLUMNS) {
      const value = cell(line, column);
      if (column !== 'slug' && value !== '' && value !== cell(first, column))
        line.reasons.push(`${column}: differs from line ${first.line} (leave it empty on a product's further lines)`);
    }
  }

  const categoryId = t.categoryBySlug.get(cell(first, 'category'));
  if (!categoryId) reasons.push(`category "${cell(first, 'category')}" does not exist`);
  const subcategorySlug = cell(first, 'subcategory');
  const subcategoryId = subcategorySlug ? t.subcategoryBySlug.get(`${categoryId ?? ''}/${subcategorySlug}`) : null;
  if (subcategorySlug && !subcategoryId)
    reasons.push(`subcategory "${subcategorySlug}" is not in category "${cell(first, 'category')}"`);

  // Options: their own columns on the first line; their values collected from every line.
  const slots = SLOTS.filter((slot) => optionColumns(slot).some((column) => cell(first, column) !== ''));
  const options: ProductOptionInput[] = slots.map((slot) => {
    const [keyColumn, kindColumn, nameColumn, nameArColumn] = optionColumns(slot);
    const key = cell(first, keyColumn) || catalogSlug(cell(first, nameColumn));
    return {
      key,
      kind: kindOf(cell(first, kindColumn), key) as ProductOptionInput['kind'],
      name: cell(first, nameColumn),
      nameAr: cell(first, nameArColumn),
      values: [],
    };
  });
  const hasOptions = options.length > 0;
  const variants: Array<Record<string, unknown>> = [];
  for (const line of group.lines) {
    const variantCells = VARIANT_COLUMNS.filter((column) => cell(line, column) !== '');
    for (const slot of SLOTS.filter((s) => !slots.includes(s))) {
      if (valueColumns(slot).some((column) => cell(line, column) !== ''))
        line.reasons.push(`option${slot}Value: the product has no option ${slot} (name it on line ${first.line})`);
    }
    if (!hasOptions) {
      if (variantCells.length > 0)
        line.reasons.push(`${variantCells.join(', ')}: a variant needs options (option1Name, option1Value, ...)`);
      if (line !== first)
        line.reasons.push(`slug "${group.slug}" is on line ${first.line} too: a product without options has one line`);
      continue;
    }
    const chosen: Record<string, string> = {};
    slots.forEach((slot, index) => {
      const option = options[index]!;
      const [keyColumn, nameColumn, nameArColumn, swatchColumn] = valueColumns(slot);
      const name = cell(line, nameColumn);
      const key = cell(line, keyColumn) || catalogSlug(name);
      if (!key) return;
      chosen[option.key] = key;
      const value = { key, name, nameAr: cell(line, nameArColumn), swatch: cell(line, swatchColumn) };
      const known = option.values.find((candidate) => candidate.key === key);
      if (!known) {
        option.values.push(value);
        group.valueLines.set(`${slot}/${key}`, line);
      } else if (known.name !== value.name || known.nameAr !== value.nameAr || known.swatch !== value.swatch) {
        const seen = group.valueLines.get(`${slot}/${key}`)?.line ?? first.line;
        line.reasons.push(`option${slot}Value "${key}": its names or swatch differ from line ${seen}`);
      }
    });
    group.variantLines.push(line);
    variants.push({
      sku: cell(line, 'variantSku'),
      options: chosen,
      price: parseNumber(cell(line, 'variantPrice'), 'variantPrice', line.reasons),
      stock: parseNumber(cell(line, 'variantStock'), 'variantStock', line.reasons),
      // The form leaves an empty picture out (the schema defaults it to '').
      image: cell(line, 'variantImage') || undefined,
    });
  }
  if (hasOptions && cell(first, 'stock') !== '')
    reasons.push('stock: a product with variants counts stock per variant (variantStock)');

  const candidate = {
    name: cell(first, 'name'),
    nameAr: cell(first, 'nameAr'),
    shortDescription: cell(first, 'shortDescription'),
    shortDescriptionAr: cell(first, 'shortDescriptionAr'),
    description: cell(first, 'description'),
    descriptionAr: cell(first, 'descriptionAr'),
    category: categoryId ?? NO_ID,
    subcategory: subcategoryId ?? null,
    price: parseNumber(cell(first, 'price'), 'price', reasons),
    contactForQuote: parseBoolean(cell(first, 'contactForQuote'), 'contactForQuote', reasons),
    isFeatured: parseBoolean(cell(first, 'isFeatured'), 'isFeatured', reasons),
    isNewArrival: parseBoolean(cell(first, 'isNewArrival'), 'isNewArrival', reasons),
    isBestSeller: parseBoolean(cell(first, 'isBestSeller'), 'isBestSeller', reasons),
    active: cell(first, 'active') === '' ? true : parseBoolean(cell(first, 'active'), 'active', reasons),
    availability: cell(first, 'availability') || 'in-stock',
    images: cell(first, 'images')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
    sku: cell(first, 'sku'),
    stock: hasOptions ? null : parseNumber(cell(first, 'stock'), 'stock', reasons),
    options,
    variants,
  };
  const parsed = safeParse(productBody, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) place(group, issue.path.map(String), issue.message);
  } else {
    try {
      checkVariants(parsed.data.options ?? [], parsed.data.variants ?? []);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const issue of error.details) place(group, issue.path.split('.'), issue.message);
    }
  }
  if (group.lines.some((line) => line.reasons.length > 0) || !parsed.success) return null;
  return parsed.data;
}

/** Puts an issue of the product body on the line and column of the file it came from. */
function place(group: Group, path: readonly string[], message: string): void {
  const first = group.lines[0]!;
  const [head, index, field, , valueField] = path;
  const column = (name: string | undefined) => name ?? '';
  if (head === 'variants' && index !== undefined) {
    const line = group.variantLines[Number(index)] ?? first;
    const columnName =
      field === 'options'
        ? `option values${path[3] ? ` (${path[3]})` : ''}`
        : `variant${column(field).charAt(0).toUpperCase()}${column(field).slice(1)}`;
    line.reasons.push(`${field === undefined ? 'variants' : columnName}: ${message}`);
    return;
  }
  if (head === 'options' && index !== undefined) {
    const slot = Number(index) + 1;
    if (field === 'values') {
      const suffix = { key: 'Value', name: 'ValueName', nameAr: 'ValueNameAr', swatch: 'Swatch' }[valueField ?? ''];
      first.reasons.push(`option${slot}${suffix ?? 'Value'}: ${message}`);
      return;
    }
    const suffix = { key: '', kind: 'Kind', name: 'Name', nameAr: 'NameAr' }[field ?? ''] ?? '';
    first.reasons.push(`option${slot}${suffix}: ${message}`);
    return;
  }
  first.reasons.push(`${head ?? 'product'}: ${message}`);
}

/** Field -> comparable text of a product as the sheet sees it (variants by SKU). */
function comparable(sheet: SheetProduct['input'], slug: string): Map<string, string> {
  const fields = new Map<string, string>([['slug', slug]]);
  for (const column of PRODUCT_COLUMNS) {
    if (column === 'slug') continue;
    const value = sheet[column as Exclude<ProductColumn, 'slug'>];
    fields.set(column, JSON.stringify(value ?? null));
  }
  fields.set('options', JSON.stringify(sheet.options));
  for (const variant of sheet.variants) {
    const options = Object.fromEntries(Object.entries(variant.options).sort(([a], [b]) => a.localeCompare(b)));
    fields.set(`${variant.sku}/option values`, JSON.stringify(options));
    fields.set(`${variant.sku}/variantPrice`, JSON.stringify(variant.price));
    fields.set(`${variant.sku}/variantStock`, JSON.stringify(variant.stock));
    fields.set(`${variant.sku}/variantImage`, JSON.stringify(variant.image));
  }
  return fields;
}

/** The sheet shape of a parsed body (what the import would store). */
function sheetOfInput(input: ProductInput): SheetProduct['input'] {
  return {
    name: input.name,
    nameAr: input.nameAr,
    shortDescription: input.shortDescription ?? '',
    shortDescriptionAr: input.shortDescriptionAr ?? '',
    description: input.description ?? '',
    descriptionAr: input.descriptionAr ?? '',
    category: input.category,
    subcategory: input.subcategory ?? null,
    price: input.price ?? null,
    contactForQuote: input.contactForQuote ?? false,
    isFeatured: input.isFeatured ?? false,
    isNewArrival: input.isNewArrival ?? false,
    isBestSeller: input.isBestSeller ?? false,
    images: input.images ?? [],
    availability: input.availability ?? 'in-stock',
    active: input.active ?? true,
    sku: input.sku ?? '',
    stock: input.stock ?? null,
    options: input.options ?? [],
    variants: input.variants ?? [],
  };
}

/**
 * The stored product a group of lines updates: the one its SKUs belong to, else the one with its
 * slug (none: it creates one). A SKU of another product, or one on another product's lines of the
 * file, is a reason on the line that names it.
 */
function matchProduct(
  group: Group,
  known: {
    byId: Map<string, ProductRecord>;
    bySlug: Map<string, ProductRecord>;
    skuOwner: Map<string, string>;
    /** SKU -> the first line naming it, across the whole file. */
    skuLines: Map<string, { line: number; slug: string }>;
  },
): ProductRecord | undefined {
  const first = group.lines[0]!;
  const named: Array<{ sku: string; line: Line }> = [];
  for (const line of group.lines) {
    for (const column of ['sku', 'variantSku'] as const) {
      const sku = (line.cells[column] ?? '').toUpperCase();
      if (sku && (column === 'variantSku' || line === first)) named.push({ sku, line });
    }
  }
  for (const { sku, line } of named) {
    const seen = known.skuLines.get(sku);
    if (!seen) known.skuLines.set(sku, { line: line.line, slug: group.slug });
    else if (seen.slug !== group.slug) line.reasons.push(`SKU ${sku} is on line ${seen.line} too, in another product`);
  }
  const bySlug = known.bySlug.get(group.slug);
  const owned = named.flatMap(({ sku, line }) => {
    const owner = known.skuOwner.get(sku);
    return owner ? [{ sku, line, owner }] : [];
  });
  const target = bySlug ? String(bySlug._id) : owned[0]?.owner;
  for (const { sku, line, owner } of owned) {
    if (owner !== target)
      line.reasons.push(`SKU ${sku} belongs to another product (${known.byId.get(owner)?.slug ?? owner})`);
  }
  return target ? known.byId.get(target) : undefined;
}

/**
 * Reads a products CSV and answers what applying it would do, line by line, writing nothing but
 * the preview. A product is matched by any of its SKUs (the catalogue-wide registry), else by slug.
 */
export async function previewImport(text: string): Promise<ImportPreview> {
  const groups = readGroups(text);
  const [products, t, registry] = await Promise.all([
    Product.find().lean<ProductRecord[]>(),
    taxonomy(),
    ProductSku.find().lean<ProductSkuFields[]>(),
  ]);
  const live = await liveFigures(products);
  const byId = new Map(products.map((p) => [String(p._id), p]));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const skuOwner = new Map<string, string>();
  for (const product of products)
    for (const sku of skusOf(product.sku ?? '', product.variants ?? [])) skuOwner.set(sku, String(product._id));
  for (const entry of registry) skuOwner.set(entry._id, String(entry.productId));

  const skuLines = new Map<string, { line: number; slug: string }>();
  const rows: ImportPreviewRow[] = [];
  const writes: PlannedWrite[] = [];
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };

  for (const group of groups) {
    const input = bodyOf(group, t);
    const first = group.lines[0]!;
    const existing = matchProduct(group, { byId, bySlug, skuOwner, skuLines });
    const summary = {
      slug: group.slug,
      sku: first.cells['sku'] ?? '',
      name: first.cells['name'] ?? '',
    };
    const broken = !input || group.lines.some((line) => line.reasons.length > 0);
    let action: ImportAction;
    const changes = new Map<Line, string[]>();
    if (broken) {
      action = 'error';
    } else if (!existing) {
      action = 'create';
    } else {
      const before = comparable(sheetOf(existing, live).input, existing.slug);
      const after = comparable(sheetOfInput(input), group.slug);
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
        (key) => before.get(key) !== after.get(key),
      );
      for (const key of changed) {
        const [sku, field] = key.includes('/') ? key.split('/') : [null, key];
        const line = sku
          ? (group.variantLines.find((l) => l.cells['variantSku']?.toUpperCase() === sku) ?? first)
          : first;
        const reason =
          sku && !after.has(key) ? `variant ${sku} removed` : sku && !before.has(key) ? 'new variant' : field!;
        changes.set(line, [...new Set([...(changes.get(line) ?? []), reason])]);
      }
      action = changed.length > 0 ? 'update' : 'unchanged';
    }
    counts[action] += 1;
    const firstBad = group.lines.find((line) => line.reasons.length > 0);
    for (const line of group.lines) {
      let reasons = action === 'error' ? line.reasons : (changes.get(line) ?? []);
      if (action === 'error' && reasons.length === 0)
        reasons = [`another line of this product has an error (line ${firstBad?.line ?? first.line})`];
      rows.push({ line: line.line, ...summary, variantSku: line.cells['variantSku'] ?? '', action, reasons });
    }
    if (input && (action === 'create' || action === 'update'))
      writes.push({
        productId: existing ? String(existing._id) : null,
        slug: group.slug,
        previousSlug: existing && existing.slug !== group.slug ? existing.slug : null,
        input,
      });
  }

  rows.sort((a, b) => a.line - b.line);
  const previewId = crypto.randomBytes(16).toString('hex');
  await ImportPreviewModel.create({ _id: previewId, rows, writes, createdAt: new Date() });
  return { previewId, rows, products: counts };
}

// ---------------------------------------------------------------- applying it

/** Test seam: called before each write, so a test can make one fail part way. */
export const applyHooks: { beforeWrite: (index: number) => Promise<void> } = { beforeWrite: async () => {} };

/**
 * Applies a preview all or nothing. FerretDB has no transactions, so: what the import touches is
 * read first (the snapshot: the products it updates, their SKUs in the registry, the stock figures
 * of their old and new keys); the writes follow one by one through the admin's save; when one
 * fails, the snapshot is written back (products, SKUs, stock figures), the created products and
 * their SKUs are deleted, and the error is answered. A preview with any error row applies nothing.
 */
export async function applyImport(previewId: string): Promise<ImportApplied> {
  const preview = await ImportPreviewModel.findById(previewId).lean();
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

  const writes = preview.writes.map((write) => ({
    ...write,
    id: write.productId ? new Types.ObjectId(write.productId) : new Types.ObjectId(),
  }));
  const updatedIds = writes.filter((w) => w.productId).map((w) => w.id);
  const snapshot = await Product.find({ _id: mongoose.trusted({ $in: updatedIds }) }).lean<ProductRecord[]>();
  const skuSnapshot = await ProductSku.find({ productId: mongoose.trusted({ $in: updatedIds }) }).lean<
    ProductSkuFields[]
  >();
  const keys = [
    ...new Set([
      ...snapshot.flatMap(stockKeys),
      ...writes.flatMap((w) => stockKeys({ _id: w.id, variants: w.input.variants ?? [] })),
    ]),
  ];
  const levelSnapshot = await StockLevelModel.find({ _id: mongoose.trusted({ $in: keys }) }).lean<StockLevel[]>();

  let created = 0;
  let updated = 0;
  try {
    for (const [index, write] of writes.entries()) {
      await applyHooks.beforeWrite(index);
      await saveProductAs(write.id, write.slug, write.input, write.productId ? 'update' : 'create');
      await saveProductStock({ _id: write.id, stock: write.input.stock ?? null, variants: write.input.variants ?? [] });
      if (write.productId) updated += 1;
      else created += 1;
    }
  } catch (error) {
    try {
      await restore(
        writes.map((w) => w.id),
        { products: snapshot, skus: skuSnapshot, levels: levelSnapshot, keys },
      );
    } catch (restoreError) {
      throw new AppError(500, 'IMPORT_RESTORE_FAILED', 'The import failed part way and could not be undone', {
        cause: restoreError,
      });
    }
    throw error;
  }
  for (const write of writes) if (write.previousSlug) await retireSeedKey('product', write.previousSlug);
  await ImportPreviewModel.deleteOne({ _id: previewId });
  return { created, updated };
}

/** Puts back what an apply had written: products as they were, their SKUs, their stock figures. */
async function restore(
  touched: readonly Types.ObjectId[],
  before: { products: ProductRecord[]; skus: ProductSkuFields[]; levels: StockLevel[]; keys: string[] },
): Promise<void> {
  const kept = new Set(before.products.map((p) => String(p._id)));
  const createdIds = touched.filter((id) => !kept.has(String(id)));
  await Promise.all(before.products.map((p) => Product.collection.replaceOne({ _id: p._id }, p)));
  if (createdIds.length > 0) await Product.deleteMany({ _id: mongoose.trusted({ $in: createdIds }) });
  await ProductSku.deleteMany({ productId: mongoose.trusted({ $in: [...touched] }) });
  if (before.skus.length > 0) await ProductSku.insertMany(before.skus);
  const levels = new Map(before.levels.map((level) => [level._id, level]));
  for (const key of before.keys) {
    const level = levels.get(key);
    if (level) await StockLevelModel.replaceOne({ _id: key }, level, { upsert: true });
    else await StockLevelModel.deleteOne({ _id: key });
  }
}
