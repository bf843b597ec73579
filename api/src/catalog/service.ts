import { trusted, type Types } from 'mongoose';
import { NotFoundError } from '../http/errors';
import {
  Category,
  Product,
  Subcategory,
  type CategoryRecord,
  type ProductRecord,
  type StoredVariant,
  type SubcategoryRecord,
  type TaxonomyFields,
} from './model';
import { isObjectId as isObjectIdLike } from '@ogulf/contracts';
import type {
  CatalogRef,
  CategoryView,
  ListProductsQuery,
  ProductFacets,
  ProductFacetsQuery,
  ProductList,
  ProductView,
} from '@ogulf/contracts';
import { withLiveStock } from '../stock/stock';
import { availabilityOf, candidatesOf, choiceOf, facetsOf, matchProducts, type Match } from './listing-filters';
import { CATALOG_TAG, ORDERABLE_TTL_MS, type CatalogMemo } from './pricing';
export type { CatalogRef, SubcategoryView, CategoryView, ProductView, ProductList } from '@ogulf/contracts';

/** Categories and subcategories: a few dozen documents, read whole for every catalogue reply. */
interface Taxonomy {
  categories: CategoryRecord[];
  subcategories: SubcategoryRecord[];
  categoryById: Map<string, CategoryRecord>;
  subcategoryById: Map<string, SubcategoryRecord>;
}

type ProductFilter = Record<string, unknown>;
/** Reads straight from the database (callers without the app's read cache). */
const DIRECT: CatalogMemo = { remember: (_tag, _key, _ttlMs, load) => load() };

const IN_ORDER = { sortOrder: 1, _id: 1 } as const;
/** Products the admin switched off are left out of every public read (those without the flag are on). */
const LISTED = () => trusted({ $ne: false });

export async function loadTaxonomy(): Promise<Taxonomy> {
  const [categories, subcategories] = await Promise.all([
    Category.find().sort(IN_ORDER).lean<CategoryRecord[]>(),
    Subcategory.find().sort(IN_ORDER).lean<SubcategoryRecord[]>(),
  ]);
  return {
    categories,
    subcategories,
    categoryById: new Map(categories.map((category) => [String(category._id), category])),
    subcategoryById: new Map(subcategories.map((subcategory) => [String(subcategory._id), subcategory])),
  };
}

/** The active categories in `sortOrder`, each with its subcategories and product counts. */
export async function listCategories(): Promise<CategoryView[]> {
  const [taxonomy, counts] = await Promise.all([loadTaxonomy(), countProducts()]);
  return taxonomy.categories
    .filter((category) => category.active)
    .map((category) => toCategoryView(category, taxonomy, counts));
}

/** One active category by id or slug; a 404 `CATEGORY_NOT_FOUND` when there is none. */
export async function getCategory(idOrSlug: string): Promise<CategoryView> {
  const [taxonomy, counts] = await Promise.all([loadTaxonomy(), countProducts()]);
  const category = taxonomy.categories.find((candidate) => candidate.active && matchesIdOrSlug(candidate, idOrSlug));
  if (!category) throw new NotFoundError(`No category with id or slug "${idOrSlug}"`, { code: 'CATEGORY_NOT_FOUND' });
  return toCategoryView(category, taxonomy, counts);
}

/**
 * The products of active categories a listing may show: `category` is matched by id, slug or name
 * (either language, case-insensitive), `subcategory` by id or slug, then the flags. A value that
 * matches nothing gives an empty scope rather than an error, as a stale link should.
 */
async function productsInScope(
  query: ListingScope,
  memo: CatalogMemo,
): Promise<{ taxonomy: Taxonomy; records: ProductRecord[] }> {
  const [taxonomy, listed] = await Promise.all([loadTaxonomy(), listedProducts(memo)]);
  const active = taxonomy.categories.filter((category) => category.active);
  let categoryIds = new Set(active.map((category) => String(category._id)));
  if (query.category !== undefined) {
    const wanted = query.category.toLowerCase();
    const category = active.find(
      (candidate) =>
        matchesIdOrSlug(candidate, query.category!) ||
        candidate.name.toLowerCase() === wanted ||
        candidate.nameAr.toLowerCase() === wanted,
    );
    categoryIds = new Set(category ? [String(category._id)] : []);
  }
  let subcategoryId: string | undefined;
  if (query.subcategory !== undefined) {
    const subcategory = taxonomy.subcategories.find((candidate) => matchesIdOrSlug(candidate, query.subcategory!));
    if (!subcategory) return { taxonomy, records: [] };
    subcategoryId = String(subcategory._id);
  }
  const records = listed.filter(
    (record) =>
      categoryIds.has(String(record.category)) &&
      (subcategoryId === undefined || String(record.subcategory) === subcategoryId) &&
      (query.featured === undefined || record.isFeatured === query.featured) &&
      (query.newArrival === undefined || record.isNewArrival === query.newArrival) &&
      (query.bestSeller === undefined || record.isBestSeller === query.bestSeller),
  );
  return { taxonomy, records };
}

type ListingScope = Pick<ListProductsQuery, 'category' | 'subcategory' | 'featured' | 'newArrival' | 'bestSeller'>;

/**
 * Every product not switched off, with the units left in place of the stored figures: one read
 * of the collection shared by every listing until the catalogue changes (FerretDB scans the
 * collection for any query, so filtering the few hundred products here costs less than a query
 * per filter). The stock module is the one source of the figures: a product or variant it does not
 * count is not counted (null), as checkout treats it.
 */
async function listedProducts(memo: CatalogMemo): Promise<ProductRecord[]> {
  const records = await memo.remember(CATALOG_TAG, 'listed-products', ORDERABLE_TTL_MS, () =>
    Product.find({ active: LISTED() }).lean<ProductRecord[]>().exec(),
  );
  return withLiveStock(records, memo);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Match, b: Match) =>
  compareText(a.record.name, b.record.name) || compareText(String(a.record._id), String(b.record._id));

/**
 * The order of a listing. By price: the lowest price among the variants that match, priced
 * products first and those on request after them by name (as MongoDB's sort put nulls first, the
 * two groups were paged apart before). Ties go by id, so pages never overlap.
 */
function sortMatches(matches: Match[], sort: ListProductsQuery['sort']): Match[] {
  const byId = (a: Match, b: Match) => compareText(String(a.record._id), String(b.record._id));
  switch (sort) {
    case 'name':
      return matches.sort(byName);
    case 'price-asc':
    case 'price-desc': {
      const direction = sort === 'price-asc' ? 1 : -1;
      const priced = matches.filter((match) => match.price !== null);
      const unpriced = matches.filter((match) => match.price === null);
      priced.sort((a, b) => direction * ((a.price as number) - (b.price as number)) || byId(a, b));
      return [...priced, ...unpriced.sort(byName)];
    }
    default:
      return matches.sort((a, b) => b.record.createdAt.getTime() - a.record.createdAt.getTime() || byId(b, a));
  }
}

/**
 * A page of products of active categories in scope (see `productsInScope`) of which one variant
 * (or the product itself) has every option value, availability and price chosen.
 */
export async function listProducts(query: ListProductsQuery, memo: CatalogMemo = DIRECT): Promise<ProductList> {
  const { taxonomy, records } = await productsInScope(query, memo);
  const matches = sortMatches(matchProducts(candidatesOf(records), choiceOf(query)), query.sort);
  const skip = (query.page - 1) * query.limit;
  return {
    items: matches.slice(skip, skip + query.limit).map((match) => toProductView(match.record, taxonomy)),
    total: matches.length,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(matches.length / query.limit),
  };
}

/** The listing's facets for the same query: options with counts, availability and price bounds. */
export async function listingFacets(query: ProductFacetsQuery, memo: CatalogMemo = DIRECT): Promise<ProductFacets> {
  const { records } = await productsInScope(query, memo);
  return facetsOf(candidatesOf(records), choiceOf(query));
}

/** One product by id or slug (even in an inactive category); a 404 `PRODUCT_NOT_FOUND` when there is none. */
export async function getProduct(idOrSlug: string, memo: CatalogMemo = DIRECT): Promise<ProductView> {
  const filter = isObjectIdLike(idOrSlug)
    ? { $or: [{ _id: idOrSlug }, { slug: idOrSlug }], active: LISTED() }
    : { slug: idOrSlug, active: LISTED() };
  // An address the product had before a rename still finds it (the page then moves to its slug).
  const stored =
    (await Product.findOne(filter).lean<ProductRecord>()) ??
    (await Product.findOne({ previousSlugs: idOrSlug, active: LISTED() }).lean<ProductRecord>());
  if (!stored) throw new NotFoundError(`No product with id or slug "${idOrSlug}"`, { code: 'PRODUCT_NOT_FOUND' });
  const [record] = (await withLiveStock([stored], memo)) as [ProductRecord];
  const [category, subcategory] = await Promise.all([
    Category.findById(record.category).lean<CategoryRecord>(),
    record.subcategory ? Subcategory.findById(record.subcategory).lean<SubcategoryRecord>() : Promise.resolve(null),
  ]);
  const taxonomy: Pick<Taxonomy, 'categoryById' | 'subcategoryById'> = {
    categoryById: new Map(category ? [[String(category._id), category]] : []),
    subcategoryById: new Map(subcategory ? [[String(subcategory._id), subcategory]] : []),
  };
  return toProductView(record, taxonomy);
}

// Letters an Arabic search should not tell apart: the forms of alef, alef maqsura and yeh, teh
// marbuta and heh. Harakat and the tatweel are dropped from the query.
const ARABIC_VARIANTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[اأإآ]/g, '[اأإآ]'],
  [/[يى]/g, '[يى]'],
  [/[ةه]/g, '[ةه]'],
];
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const MAX_SEARCH_WORDS = 8;
const MAX_CANDIDATES = 500;

/**
 * Products of active categories whose name (English or Arabic), category name or subcategory
 * name contains every word of `text`, case-insensitively, at most `limit`. The text is matched
 * literally (regular-expression characters are escaped). Products with the whole text in their
 * own name come first, then those with every word in their name, then those matched through
 * their category or subcategory; by name within each group.
 */
export async function searchProducts(text: string, limit: number, memo: CatalogMemo = DIRECT): Promise<ProductView[]> {
  const words = text.replace(ARABIC_MARKS, '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return [];
  const taxonomy = await loadTaxonomy();
  const active = taxonomy.categories.filter((category) => category.active);
  const activeIds = new Set(active.map((category) => String(category._id)));

  const patterns = words.map(searchPattern);
  const conditions = patterns.map((pattern) => {
    const categoryIds = active
      .filter((category) => pattern.test(category.name) || pattern.test(category.nameAr))
      .map((category) => category._id);
    const subcategoryIds = taxonomy.subcategories
      .filter(
        (subcategory) =>
          activeIds.has(String(subcategory.category)) &&
          (pattern.test(subcategory.name) || pattern.test(subcategory.nameAr)),
      )
      .map((subcategory) => subcategory._id);
    const anyOf: ProductFilter[] = [{ name: pattern }, { nameAr: pattern }];
    if (categoryIds.length > 0) anyOf.push({ category: trusted({ $in: categoryIds }) });
    if (subcategoryIds.length > 0) anyOf.push({ subcategory: trusted({ $in: subcategoryIds }) });
    return { $or: anyOf };
  });

  const candidates = await Product.find(
    { category: trusted({ $in: active.map((category) => category._id) }), active: LISTED(), $and: conditions },
    { name: 1, nameAr: 1 },
  )
    .sort({ name: 1, _id: 1 })
    .limit(MAX_CANDIDATES)
    .lean<Array<Pick<ProductRecord, '_id' | 'name' | 'nameAr'>>>();

  const whole = searchPattern(words.join(' '));
  const rank = (product: Pick<ProductRecord, 'name' | 'nameAr'>) => {
    const inName = (pattern: RegExp) => pattern.test(product.name) || pattern.test(product.nameAr);
    if (inName(whole)) return 0;
    return patterns.every(inName) ? 1 : 2;
  };
  const chosen = candidates
    .map((product, order) => ({ id: product._id, rank: rank(product), order }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit);
  if (chosen.length === 0) return [];

  const records = await withLiveStock(
    await Product.find({ _id: trusted({ $in: chosen.map((item) => item.id) }) }).lean<ProductRecord[]>(),
    memo,
  );
  const byId = new Map(records.map((record) => [String(record._id), record]));
  return chosen.flatMap((item) => {
    const record = byId.get(String(item.id));
    return record ? [toProductView(record, taxonomy)] : [];
  });
}

/** A case-insensitive pattern matching `word` literally, with Arabic letter variants folded. */
function searchPattern(word: string): RegExp {
  let source = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [letters, group] of ARABIC_VARIANTS) source = source.replace(letters, group);
  return new RegExp(source, 'i');
}

/**
 * Products per category and per subcategory, from one projected find (FerretDB-safe): the listed
 * ones for the storefront, `'all'` for the admin.
 */
export async function countProducts(scope: 'listed' | 'all' = 'listed'): Promise<Map<string, number>> {
  const filter = scope === 'listed' ? { active: LISTED() } : {};
  const records = await Product.find(filter, { category: 1, subcategory: 1, _id: 0 }).lean<
    Array<Pick<ProductRecord, 'category' | 'subcategory'>>
  >();
  const counts = new Map<string, number>();
  const add = (id: Types.ObjectId | null) => {
    if (id) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
  };
  for (const record of records) {
    add(record.category);
    add(record.subcategory);
  }
  return counts;
}

function matchesIdOrSlug(record: { _id: Types.ObjectId; slug: string }, idOrSlug: string): boolean {
  return record.slug === idOrSlug || (isObjectIdLike(idOrSlug) && String(record._id) === idOrSlug.toLowerCase());
}

/** The names, slug, texts and picture every view of a category or subcategory carries, public or admin. */
export function taxonomyText({ name, nameAr, slug, description, descriptionAr, image }: TaxonomyFields) {
  return { name, nameAr, slug, description, descriptionAr, image };
}

function toCategoryView(category: CategoryRecord, taxonomy: Taxonomy, counts: Map<string, number>): CategoryView {
  const id = String(category._id);
  return {
    id,
    ...taxonomyText(category),
    sortOrder: category.sortOrder,
    productCount: counts.get(id) ?? 0,
    subcategories: taxonomy.subcategories
      .filter((subcategory) => String(subcategory.category) === id)
      .map((subcategory) => ({
        id: String(subcategory._id),
        ...taxonomyText(subcategory),
        productCount: counts.get(String(subcategory._id)) ?? 0,
      })),
  };
}

function toRef(record: CategoryRecord | SubcategoryRecord): CatalogRef {
  return { id: String(record._id), name: record.name, nameAr: record.nameAr, slug: record.slug };
}

/** A product's options as replies and files give them (products stored before issue 20 have none). */
export function optionsView(options: ProductRecord['options']): ProductView['options'] {
  return (options ?? []).map((option) => ({
    key: option.key,
    name: option.name,
    nameAr: option.nameAr,
    kind: option.kind,
    values: option.values.map((value) => ({
      key: value.key,
      name: value.name,
      nameAr: value.nameAr,
      swatch: value.swatch ?? '',
    })),
  }));
}

export function toProductView(
  record: ProductRecord,
  taxonomy: Pick<Taxonomy, 'categoryById' | 'subcategoryById'>,
): ProductView {
  const category = taxonomy.categoryById.get(String(record.category));
  const subcategory = record.subcategory ? taxonomy.subcategoryById.get(String(record.subcategory)) : undefined;
  const images = record.images ?? [];
  const variants = record.variants ?? [];
  const productStock = typeof record.stock === 'number' ? Math.max(0, record.stock) : null;
  return {
    id: String(record._id),
    name: record.name,
    nameAr: record.nameAr,
    slug: record.slug,
    shortDescription: record.shortDescription,
    shortDescriptionAr: record.shortDescriptionAr,
    description: record.description,
    descriptionAr: record.descriptionAr,
    // A category deleted from under its products still gives clients an object to read.
    category: category ? toRef(category) : { id: String(record.category), name: '', nameAr: '', slug: '' },
    subcategory: subcategory ? toRef(subcategory) : null,
    price: typeof record.price === 'number' ? record.price : null,
    contactForQuote: record.contactForQuote,
    isFeatured: record.isFeatured,
    isNewArrival: record.isNewArrival,
    isBestSeller: record.isBestSeller,
    image: images[0] ?? '',
    images,
    specifications: (record.specifications ?? []).map(({ label, labelAr, value, valueAr }) => ({
      label,
      labelAr,
      value,
      valueAr,
    })),
    availability: availabilityOf(record.availability, productStock),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    // Products written before issue 20 have no SKU, stock, options or variants.
    sku: record.sku ?? '',
    stock: productStock,
    options: optionsView(record.options),
    variants: variants.map((variant) => ({
      sku: variant.sku,
      options: { ...variant.options },
      price: typeof variant.price === 'number' ? variant.price : null,
      stock: Math.max(0, variant.stock ?? 0),
      image: variant.image ?? '',
      availability: availabilityOf(record.availability, variant.stock ?? null),
    })),
    priceFrom: priceFromOf(record.price, variants),
    regularPrice: onSaleFrom(record),
    seoTitle: record.seoTitle ?? '',
    seoTitleAr: record.seoTitleAr ?? '',
    seoDescription: record.seoDescription ?? '',
    seoDescriptionAr: record.seoDescriptionAr ?? '',
  };
}

/** The price before the sale of a product on sale (priced, no variants, regular price above the price), else null. */
function onSaleFrom(record: ProductRecord): number | null {
  const { price, regularPrice, variants } = record;
  if (typeof price !== 'number' || typeof regularPrice !== 'number' || (variants?.length ?? 0) > 0) return null;
  return regularPrice > price ? regularPrice : null;
}

/** The lowest variant price (null when all are on request), or the product's price without variants. */
function priceFromOf(price: number | null | undefined, variants: readonly StoredVariant[]): number | null {
  if (variants.length === 0) return typeof price === 'number' ? price : null;
  const prices = variants.flatMap((variant) => (typeof variant.price === 'number' ? [variant.price] : []));
  return prices.length > 0 ? Math.min(...prices) : null;
}
