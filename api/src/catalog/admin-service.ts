import { trusted, Types, type Model } from 'mongoose';
import { ConflictError, NotFoundError, ValidationError, type ValidationIssue } from '../http/errors';
import type { CacheInvalidator } from '../http/read-cache';
import { saveProductStock, withLiveStock } from '../stock/stock';
import type {
  CategoryInput,
  AdminProductsQuery,
  ProductInput,
  ProductOptionInput,
  ProductVariantInput,
  SubcategoryInput,
  AdminCategoryView,
  AdminProductList,
  AdminProductView,
  AdminSubcategoryView,
} from '@ogulf/contracts';
import {
  Category,
  Product,
  ProductSku,
  Subcategory,
  type CategoryRecord,
  type ProductRecord,
  type SubcategoryRecord,
} from './model';
import { countProducts, loadTaxonomy, taxonomyText, toProductView } from './service';
import { retireSeedKey } from './seed-tombstones';
import { catalogSlug } from '@ogulf/contracts';
import { pageOf } from '../http/paging';
export type { AdminSubcategoryView, AdminCategoryView, AdminProductView, AdminProductList } from '@ogulf/contracts';

/**
 * The admin's side of the catalogue: every category, subcategory and product (active or not),
 * and the writes. Slugs are made from the English name and kept unique by the unique index
 * (`-2`, `-3`, ... on a clash); a rename that changes the slug retires the old one so that the
 * built-in record it belonged to is not seeded again.
 */

const IN_ORDER = { sortOrder: 1, _id: 1 } as const;
// `/api/products/search` is the empty search and `/api/products/facets` the listing's facets: no product may be called so.
const RESERVED_SLUGS = new Set(['search', 'facets']);
const MAX_SLUG_BASE = 180;
const SLUG_ATTEMPTS = 20;

// ---------------------------------------------------------------- categories and subcategories

/** Every category (active or not) in `sortOrder`, with all its subcategories and product counts. */
export async function listAdminCategories(): Promise<AdminCategoryView[]> {
  const [categories, subcategories, counts] = await Promise.all([
    Category.find().sort(IN_ORDER).lean<CategoryRecord[]>(),
    Subcategory.find().sort(IN_ORDER).lean<SubcategoryRecord[]>(),
    countProducts('all'),
  ]);
  return categories.map((category) => toAdminCategoryView(category, subcategories, counts));
}

export async function createCategory(input: CategoryInput): Promise<AdminCategoryView> {
  const created = await withFreeSlug(Category, input.name, 'category', async (slug) => {
    const [record] = await Category.create([{ ...definedFields(input), slug }]);
    return record!.toObject<CategoryRecord>();
  });
  return toAdminCategoryView(created, [], new Map());
}

export async function updateCategory(id: string, input: CategoryInput): Promise<AdminCategoryView> {
  const existing = await Category.findById(id).lean<CategoryRecord>();
  if (!existing) throw categoryNotFound(id);
  const updated = await updateWithSlug(Category, existing, input.name, 'category', definedFields(input));
  if (!updated) throw categoryNotFound(id);
  const [subcategories, counts] = await Promise.all([
    Subcategory.find({ category: updated._id }).sort(IN_ORDER).lean<SubcategoryRecord[]>(),
    countProducts('all'),
  ]);
  return toAdminCategoryView(updated, subcategories, counts);
}

/** Deletes a category; 409 `IN_USE` while subcategories or products still belong to it. */
export async function deleteCategory(id: string): Promise<void> {
  const existing = await Category.findById(id).lean<CategoryRecord>();
  if (!existing) throw categoryNotFound(id);
  const [subcategories, products] = await Promise.all([
    Subcategory.countDocuments({ category: existing._id }),
    Product.countDocuments({ category: existing._id }),
  ]);
  if (subcategories > 0 || products > 0) {
    throw new ConflictError(
      `This category still has ${subcategories} subcategories and ${products} products: move or delete them first`,
      {
        code: 'IN_USE',
        details: { subcategories, products },
      },
    );
  }
  await Category.deleteOne({ _id: existing._id });
  await retireSeedKey('category', existing.slug);
}

export async function createSubcategory(input: SubcategoryInput): Promise<AdminSubcategoryView> {
  await requireCategory(input.category);
  const created = await withFreeSlug(Subcategory, input.name, 'subcategory', async (slug) => {
    const [record] = await Subcategory.create([{ ...definedFields(input), slug }]);
    return record!.toObject<SubcategoryRecord>();
  });
  return toAdminSubcategoryView(created, new Map());
}

export async function updateSubcategory(id: string, input: SubcategoryInput): Promise<AdminSubcategoryView> {
  const existing = await Subcategory.findById(id).lean<SubcategoryRecord>();
  if (!existing) throw subcategoryNotFound(id);
  await requireCategory(input.category);
  if (String(existing.category) !== input.category && (await Product.exists({ subcategory: existing._id }))) {
    // Its products would then sit in one category and a subcategory of another.
    throw new ConflictError('Products use this subcategory: move them before moving it to another category', {
      code: 'IN_USE',
    });
  }
  const updated = await updateWithSlug(Subcategory, existing, input.name, 'subcategory', definedFields(input));
  if (!updated) throw subcategoryNotFound(id);
  return toAdminSubcategoryView(updated, await countProducts('all'));
}

/** Deletes a subcategory; 409 `IN_USE` while products use it. */
export async function deleteSubcategory(id: string): Promise<void> {
  const existing = await Subcategory.findById(id).lean<SubcategoryRecord>();
  if (!existing) throw subcategoryNotFound(id);
  const products = await Product.countDocuments({ subcategory: existing._id });
  if (products > 0) {
    throw new ConflictError(`${products} products still use this subcategory: move or delete them first`, {
      code: 'IN_USE',
      details: { products },
    });
  }
  await Subcategory.deleteOne({ _id: existing._id });
  await retireSeedKey('subcategory', existing.slug);
}

// ---------------------------------------------------------------- products

/**
 * A page of products for the admin, newest first, switched-off ones included. `q` matches the
 * English or Arabic name or the slug, literally and case-insensitively.
 */
export async function listAdminProducts(query: AdminProductsQuery): Promise<AdminProductList> {
  const filter: Record<string, unknown> = {};
  if (query.q) {
    const pattern = new RegExp(query.q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    filter['$or'] = [{ name: pattern }, { nameAr: pattern }, { slug: pattern }];
  }
  if (query.category) filter['category'] = query.category;
  if (query.subcategory) filter['subcategory'] = query.subcategory;
  if (query.flag === 'featured') filter['isFeatured'] = true;
  if (query.flag === 'new') filter['isNewArrival'] = true;
  if (query.flag === 'bestseller') filter['isBestSeller'] = true;
  if (query.active !== undefined) filter['active'] = query.active ? trusted({ $ne: false }) : false;

  const [records, total, taxonomy] = await Promise.all([
    Product.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<ProductRecord[]>(),
    Product.countDocuments(filter),
    loadTaxonomy(),
  ]);
  // The units left, so a form opened from this list and saved unchanged sets no figure again.
  const live = await withLiveStock(records);
  return pageOf(
    live.map((record) => toAdminProductView(record, taxonomy)),
    total,
    query,
  );
}

/**
 * After a product is saved: its stock figures go to the stock module (only those the admin
 * changed, so the units sold since the form was opened stay sold), and the view shows the units left.
 */
async function withStockSaved(record: ProductRecord, cache: CacheInvalidator | undefined): Promise<AdminProductView> {
  await saveProductStock(record, cache);
  const [live] = (await withLiveStock([record])) as [ProductRecord];
  return toAdminProductView(live, await loadTaxonomy());
}

export async function createProduct(input: ProductInput, cache?: CacheInvalidator): Promise<AdminProductView> {
  checkVariants(input.options ?? [], input.variants ?? []);
  checkSale(input.price ?? null, input.regularPrice ?? null, input.variants ?? []);
  const subcategory = await checkPlacement(input.category, input.subcategory ?? null);
  const fields = {
    ...productFields(input),
    subcategory,
    price: input.price ?? null,
  };
  const _id = new Types.ObjectId();
  if (input.slug !== undefined) await checkChosenSlug(input.slug, _id);
  const skus = skusOf(input.sku ?? '', input.variants ?? []);
  await claimSkus(_id, skus);
  let created: ProductRecord;
  try {
    created =
      input.slug !== undefined
        ? await withChosenSlug(input.slug, async () => {
            const [record] = await Product.create([{ ...fields, _id, slug: input.slug }]);
            return record!.toObject<ProductRecord>();
          })
        : await withFreeSlug(Product, input.name, 'product', async (slug) => {
            const [record] = await Product.create([{ ...fields, _id, slug }]);
            return record!.toObject<ProductRecord>();
          });
  } catch (error) {
    await ProductSku.deleteMany({ productId: _id });
    throw error;
  }
  await releaseAlias(created.slug, _id);
  return withStockSaved(created, cache);
}

/**
 * Updates a product. Fields left out keep their stored values, except that moving the product
 * to another category without naming a subcategory clears its subcategory.
 */
export async function updateProduct(
  id: string,
  input: ProductInput,
  cache?: CacheInvalidator,
): Promise<AdminProductView> {
  const existing = await Product.findById(id).lean<ProductRecord>();
  if (!existing) throw productNotFound(id);
  const movedCategory = String(existing.category) !== input.category;
  const wantedSubcategory =
    input.subcategory !== undefined
      ? input.subcategory
      : movedCategory
        ? null
        : existing.subcategory
          ? String(existing.subcategory)
          : null;
  const options = input.options ?? existing.options ?? [];
  const variants = input.variants ?? existing.variants ?? [];
  checkVariants(options, variants);
  checkSale(
    input.price !== undefined ? input.price : existing.price,
    input.regularPrice !== undefined ? input.regularPrice : (existing.regularPrice ?? null),
    variants,
  );
  const subcategory = await checkPlacement(input.category, wantedSubcategory);
  const chosen = input.slug;
  if (chosen !== undefined && chosen !== existing.slug) await checkChosenSlug(chosen, existing._id);
  const skus = skusOf(input.sku ?? existing.sku ?? '', variants);
  await claimSkus(existing._id, skus);
  const fields = { ...productFields(input), subcategory };
  let updated: ProductRecord | null;
  if (chosen === undefined) {
    // No address given: it follows the English name, as before.
    updated = await updateWithSlug(Product, existing, input.name, 'product', fields);
  } else if (chosen === existing.slug) {
    updated = await Product.findByIdAndUpdate(
      existing._id,
      { $set: fields },
      { returnDocument: 'after' },
    ).lean<ProductRecord>();
  } else {
    // The old address stays an alias: links to it still find the product (and move to the new one).
    updated = await withChosenSlug(chosen, () =>
      Product.findByIdAndUpdate(
        existing._id,
        { $set: { ...fields, slug: chosen }, $addToSet: { previousSlugs: existing.slug } },
        { returnDocument: 'after' },
      ).lean<ProductRecord>(),
    );
    if (updated) {
      await releaseAlias(chosen, null);
      await retireSeedKey('product', existing.slug);
    }
  }
  if (!updated) {
    await ProductSku.deleteMany({ productId: existing._id });
    throw productNotFound(id);
  }
  // SKUs this product no longer uses are free for others once the save has landed.
  await ProductSku.deleteMany({ productId: existing._id, _id: trusted({ $nin: skus }) });
  return withStockSaved(updated, cache);
}

/**
 * Stores a product under a slug the caller chose, with the admin save's checks and SKU claims:
 * options and variants agree, the category and subcategory exist and match, every SKU is this
 * product's (409 `SKU_TAKEN` otherwise). The CSV import writes through it: its slug column is the
 * product's handle, so the slug is not made from the name. The claims this call made are given
 * back when the write fails; SKUs the product no longer uses are freed once it has landed.
 */
export async function saveProductAs(
  id: Types.ObjectId,
  slug: string,
  input: ProductInput,
  mode: 'create' | 'update',
): Promise<void> {
  const options = input.options ?? [];
  const variants = input.variants ?? [];
  checkVariants(options, variants);
  const subcategory = await checkPlacement(input.category, input.subcategory ?? null);
  const skus = skusOf(input.sku ?? '', variants);
  const claimed = await claimSkus(id, skus);
  const fields = { ...productFields(input), subcategory, slug, price: input.price ?? null };
  try {
    if (mode === 'create') {
      await Product.create([{ ...fields, _id: id }]);
    } else {
      const updated = await Product.findByIdAndUpdate(id, { $set: fields }, { runValidators: true }).lean();
      if (!updated) throw productNotFound(String(id));
    }
  } catch (error) {
    if (claimed.length > 0) await ProductSku.deleteMany({ _id: trusted({ $in: claimed }), productId: id });
    throw error;
  }
  await ProductSku.deleteMany({ productId: id, _id: trusted({ $nin: skus }) });
}

export async function deleteProduct(id: string): Promise<void> {
  const existing = await Product.findByIdAndDelete(id).lean<ProductRecord>();
  if (!existing) throw productNotFound(id);
  await ProductSku.deleteMany({ productId: existing._id });
  await retireSeedKey('product', existing.slug);
}

/**
 * A product's options and variants must agree: option keys unique, value keys unique within their
 * option, every variant names each option once with one of its values, no combination twice, no
 * SKU twice, and variants only with options (and at least one when there are options).
 */
export function checkVariants(
  options: readonly ProductOptionInput[],
  variants: ReadonlyArray<Pick<ProductVariantInput, 'sku' | 'options'>>,
): void {
  const issues: ValidationIssue[] = [];
  const optionKeys = new Set<string>();
  options.forEach((option, index) => {
    if (optionKeys.has(option.key))
      issues.push({ path: `options.${index}.key`, message: 'This option key is used twice' });
    optionKeys.add(option.key);
    if (option.values.length === 0)
      issues.push({ path: `options.${index}.values`, message: 'Give the option a value' });
    const valueKeys = new Set<string>();
    option.values.forEach((value, valueIndex) => {
      if (valueKeys.has(value.key)) {
        issues.push({ path: `options.${index}.values.${valueIndex}.key`, message: 'This value key is used twice' });
      }
      valueKeys.add(value.key);
    });
  });
  if (options.length > 0 && variants.length === 0) {
    issues.push({ path: 'variants', message: 'A product with options needs at least one variant' });
  }
  if (options.length === 0 && variants.length > 0) {
    issues.push({ path: 'variants', message: 'Variants need options to tell them apart' });
  }
  const combinations = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    for (const key of Object.keys(variant.options)) {
      if (!optionKeys.has(key)) issues.push({ path: `variants.${index}.options.${key}`, message: 'No such option' });
    }
    for (const option of options) {
      const value = variant.options[option.key];
      if (value === undefined) {
        issues.push({ path: `variants.${index}.options.${option.key}`, message: `Choose a ${option.name}` });
      } else if (!option.values.some((candidate) => candidate.key === value)) {
        issues.push({ path: `variants.${index}.options.${option.key}`, message: `No ${option.name} "${value}"` });
      }
    }
    const combination = options.map((option) => variant.options[option.key] ?? '').join('|');
    if (combinations.has(combination)) {
      issues.push({ path: `variants.${index}.options`, message: 'Another variant has the same options' });
    }
    combinations.add(combination);
    if (skus.has(variant.sku)) issues.push({ path: `variants.${index}.sku`, message: 'This SKU is used twice' });
    skus.add(variant.sku);
  });
  if (issues.length > 0) throw new ValidationError('The options and variants do not agree', issues);
}

/** A sale needs a price below the regular one, on a product without variants (they have their own prices). */
export function checkSale(price: number | null, regularPrice: number | null, variants: ReadonlyArray<unknown>): void {
  if (regularPrice === null) return;
  const message =
    variants.length > 0
      ? "A product with variants is not put on sale as a whole: set the variants' prices"
      : price === null
        ? 'A product on sale needs its sale price'
        : price >= regularPrice
          ? 'The sale price must be below the regular price'
          : '';
  if (message) throw new ValidationError('Request validation failed', [{ path: 'regularPrice', message }]);
}

/** Every SKU a product uses: its own (when it has one) and its variants'. */
export function skusOf(productSku: string, variants: ReadonlyArray<{ sku: string }>): string[] {
  return [...new Set([productSku, ...variants.map((variant) => variant.sku)].filter(Boolean))];
}

/**
 * Claims `skus` for `productId` by inserting them against product_skus' unique _id (atomic on
 * FerretDB too). A SKU another product holds is a 409 `SKU_TAKEN` with details {sku}, and the
 * claims this call made are given back. Answers the SKUs it newly claimed (not those already held).
 */
async function claimSkus(productId: Types.ObjectId, skus: readonly string[]): Promise<string[]> {
  const claimed: string[] = [];
  for (const sku of skus) {
    try {
      await ProductSku.create({ _id: sku, productId });
      claimed.push(sku);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      const holder = await ProductSku.findById(sku).lean<{ productId: Types.ObjectId }>();
      if (holder && holder.productId.equals(productId)) continue;
      if (claimed.length > 0) await ProductSku.deleteMany({ _id: trusted({ $in: claimed }), productId });
      throw new ConflictError(`The SKU ${sku} belongs to another product`, { code: 'SKU_TAKEN', details: { sku } });
    }
  }
  return claimed;
}

/** The fields of a product body as stored: absent ones left out, Arabic specification texts defaulted. */
function productFields(input: ProductInput): Record<string, unknown> {
  // The slug is written by the callers (made from the name, chosen, or the CSV's handle).
  const { subcategory: _subcategory, specifications, slug: _slug, ...rest } = input;
  const fields = definedFields(rest);
  if (specifications) {
    // A specification line's Arabic defaults to the English one: dimensions, model numbers and
    // units usually read the same in both.
    fields['specifications'] = specifications.map((line) => ({
      label: line.label,
      labelAr: line.labelAr || line.label,
      value: line.value,
      valueAr: line.valueAr || line.value,
    }));
  }
  return fields;
}

/** The subcategory id to store: it must exist and belong to `category`, which must exist. */
async function checkPlacement(category: string, subcategory: string | null): Promise<Types.ObjectId | null> {
  const [categoryRecord, subcategoryRecord] = await Promise.all([
    Category.findById(category, { _id: 1 }).lean<Pick<CategoryRecord, '_id'>>(),
    subcategory
      ? Subcategory.findById(subcategory, { category: 1 }).lean<Pick<SubcategoryRecord, '_id' | 'category'>>()
      : Promise.resolve(null),
  ]);
  const problems: ValidationIssue[] = [];
  if (!categoryRecord) problems.push({ path: 'category', message: 'No category with this id' });
  if (subcategory && !subcategoryRecord) problems.push({ path: 'subcategory', message: 'No subcategory with this id' });
  if (subcategoryRecord && String(subcategoryRecord.category) !== category) {
    problems.push({ path: 'subcategory', message: 'This subcategory belongs to another category' });
  }
  if (problems.length > 0) throw new ValidationError('Request validation failed', problems);
  return subcategoryRecord ? subcategoryRecord._id : null;
}

async function requireCategory(id: string): Promise<void> {
  if (!(await Category.exists({ _id: id }))) {
    throw new ValidationError('Request validation failed', [{ path: 'category', message: 'No category with this id' }]);
  }
}

// ---------------------------------------------------------------- slugs

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`The address "${slug}" belongs to another product: choose another`, {
    code: 'SLUG_TAKEN',
    details: { slug },
  });
}

/** A product address the admin chose: 400 when the shop keeps it for itself, 409 `SLUG_TAKEN` when another product has it. */
async function checkChosenSlug(slug: string, own: Types.ObjectId): Promise<void> {
  if (RESERVED_SLUGS.has(slug)) {
    throw new ValidationError('Request validation failed', [
      { path: 'slug', message: 'This address is kept for a page of the shop: choose another' },
    ]);
  }
  const holder = await Product.findOne({ slug }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
  if (holder && !holder._id.equals(own)) throw slugTaken(slug);
}

/** Runs a write of a chosen slug: a clash with a save made in the meantime (the unique index) is the same 409. */
async function withChosenSlug<R>(slug: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) throw slugTaken(slug);
    throw error;
  }
}

/** `slug` is now a product's own address: no other product (nor `owner`'s past) keeps it as an old one. */
async function releaseAlias(slug: string, owner: Types.ObjectId | null): Promise<void> {
  await Product.updateMany(
    { previousSlugs: slug, ...(owner ? { _id: trusted({ $ne: owner }) } : {}) },
    { $pull: { previousSlugs: slug } },
  );
}

/** The slug a name gives, before numbering: at most 180 characters, never empty. */
export function slugBase(name: string, fallback: string): string {
  const slug = catalogSlug(name).slice(0, MAX_SLUG_BASE).replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/**
 * Runs `write` with the first free slug for `name` (`base`, `base-2`, `base-3`, ...). The taken
 * ones are read first; a clash with a write made in the meantime (the unique index refuses it)
 * moves on to the next number.
 */
async function withFreeSlug<T, R>(
  model: Model<T>,
  name: string,
  fallback: string,
  write: (slug: string) => Promise<R>,
): Promise<R> {
  const base = slugBase(name, fallback);
  const taken = new Set(
    (await model.find({ slug: new RegExp(`^${base}(?:-\\d+)?$`) }, { slug: 1 }).lean<Array<{ slug: string }>>()).map(
      (record) => record.slug,
    ),
  );
  let number = 1;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    let slug = number === 1 ? base : `${base}-${number}`;
    while (taken.has(slug) || RESERVED_SLUGS.has(slug)) {
      number += 1;
      slug = `${base}-${number}`;
    }
    try {
      return await write(slug);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      taken.add(slug);
    }
  }
  throw new ConflictError('Could not find a free slug for this name, try another name', { code: 'SLUG_TAKEN' });
}

/**
 * Applies `fields` to `existing`. The slug follows the name only when the name gives another
 * slug (`Desk` -> `DESK` keeps `desk`, and `desk-2` stays `desk-2`); the old slug is then
 * retired so seeding does not bring its built-in record back. Null when the record vanished.
 */
async function updateWithSlug<T, R extends { _id: Types.ObjectId; slug: string }>(
  model: Model<T>,
  existing: R,
  name: string,
  kind: 'category' | 'subcategory' | 'product',
  fields: Record<string, unknown>,
): Promise<R | null> {
  const base = slugBase(name, kind);
  const keepsSlug = existing.slug === base || new RegExp(`^${base}-\\d+$`).test(existing.slug);
  if (keepsSlug) {
    return model.findByIdAndUpdate(existing._id, { $set: fields }, { returnDocument: 'after' }).lean<R>();
  }
  // A product's old address stays an alias, so links to it keep working.
  const keepOld = kind === 'product' ? { $addToSet: { previousSlugs: existing.slug } } : {};
  const updated = await withFreeSlug(model, name, kind, (slug) =>
    model
      .findByIdAndUpdate(existing._id, { $set: { ...fields, slug }, ...keepOld }, { returnDocument: 'after' })
      .lean<R>(),
  );
  if (updated) await retireSeedKey(kind, existing.slug);
  return updated;
}

// ---------------------------------------------------------------- views

function toAdminCategoryView(
  category: CategoryRecord,
  subcategories: readonly SubcategoryRecord[],
  counts: Map<string, number>,
): AdminCategoryView {
  const id = String(category._id);
  return {
    id,
    ...taxonomyText(category),
    sortOrder: category.sortOrder,
    active: category.active,
    productCount: counts.get(id) ?? 0,
    subcategories: subcategories
      .filter((subcategory) => String(subcategory.category) === id)
      .map((subcategory) => toAdminSubcategoryView(subcategory, counts)),
  };
}

function toAdminSubcategoryView(subcategory: SubcategoryRecord, counts: Map<string, number>): AdminSubcategoryView {
  const id = String(subcategory._id);
  return {
    id,
    category: String(subcategory.category),
    ...taxonomyText(subcategory),
    sortOrder: subcategory.sortOrder,
    productCount: counts.get(id) ?? 0,
  };
}

function toAdminProductView(record: ProductRecord, refs: Awaited<ReturnType<typeof loadTaxonomy>>): AdminProductView {
  return { ...toProductView(record, refs), active: record.active !== false };
}

/** The fields of a body that were sent (undefined ones left out, so they keep their stored values). */
function definedFields<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

function categoryNotFound(id: string): NotFoundError {
  return new NotFoundError(`No category with id "${id}"`, { code: 'CATEGORY_NOT_FOUND' });
}

function subcategoryNotFound(id: string): NotFoundError {
  return new NotFoundError(`No subcategory with id "${id}"`, { code: 'SUBCATEGORY_NOT_FOUND' });
}

function productNotFound(id: string): NotFoundError {
  return new NotFoundError(`No product with id "${id}"`, { code: 'PRODUCT_NOT_FOUND' });
}
