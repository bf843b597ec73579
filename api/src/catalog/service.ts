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
  ProductSort,
  ProductView,
} from '@ogulf/contracts';
import { withLiveStock } from '../stock/stock';
import { availabilityOf, candidatesOf, choiceOf, facetsOf, matchProducts, type Match } from './listing-filters';
import { CATALOG_TAG, ORDERABLE_TTL_MS, type CatalogMemo } from './pricing';
import { buildSearchIndex, compareHits, searchIndex, type SearchHit, type SearchIndex } from './product-search';
export type { CatalogRef, SubcategoryView, CategoryView, ProductView, ProductList } from '@ogulf/contracts';

/** Categories and subcategories: a few dozen documents, read whole for every catalogue reply. */
interface Taxonomy {
  categories: CategoryRecord[];
  subcategories: SubcategoryRecord[];
  categoryById: Map<string, CategoryRecord>;
  subcategoryById: Map<string, SubcategoryRecord>;
}

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
): Promise<{ taxonomy: Taxonomy; records: ProductRecord[]; ranking?: Map<string, number> }> {
  const [taxonomy, listed, index] = await Promise.all([
    loadTaxonomy(),
    listedProducts(memo),
    query.q ? productSearchIndex(memo) : undefined,
  ]);
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
  // The search's order, by id (products it did not find are out of scope).
  const ranking = index && query.q ? rankingOf(searchIndex(index, query.q)) : undefined;
  const records = listed.filter(
    (record) =>
      categoryIds.has(String(record.category)) &&
      (ranking === undefined || ranking.has(String(record._id))) &&
      (subcategoryId === undefined || String(record.subcategory) === subcategoryId) &&
      (query.featured === undefined || record.isFeatured === query.featured) &&
      (query.newArrival === undefined || record.isNewArrival === query.newArrival) &&
      (query.bestSeller === undefined || record.isBestSeller === query.bestSeller),
  );
  return { taxonomy, records, ...(ranking ? { ranking } : {}) };
}

type ListingScope = Pick<
  ListProductsQuery,
  'q' | 'category' | 'subcategory' | 'featured' | 'newArrival' | 'bestSeller'
>;

function rankingOf(hits: SearchHit[]): Map<string, number> {
  return new Map(hits.sort(compareHits).map((hit, position) => [hit.id, position]));
}

/**
 * The search index of the products not switched off (see product-search.ts), built from the
 * remembered list and the taxonomy, once per catalogue change.
 */
async function productSearchIndex(memo: CatalogMemo): Promise<SearchIndex> {
  return memo.remember(CATALOG_TAG, 'search-index', ORDERABLE_TTL_MS, async () => {
    const [records, taxonomy] = await Promise.all([storedListedProducts(memo), loadTaxonomy()]);
    return buildSearchIndex(records, taxonomy);
  });
}

/**
 * Every product not switched off, with the units left in place of the stored figures: one read
 * of the collection shared by every listing until the catalogue changes (FerretDB scans the
 * collection for any query, so filtering the few hundred products here costs less than a query
 * per filter). The stock module is the one source of the figures: a product or variant it does not
 * count is not counted (null), as checkout treats it.
 */
async function listedProducts(memo: CatalogMemo): Promise<ProductRecord[]> {
  return withLiveStock(await storedListedProducts(memo), memo);
}

/** The products not switched off as stored (stock figures as the admin last set them). */
function storedListedProducts(memo: CatalogMemo): Promise<ProductRecord[]> {
  return memo.remember(CATALOG_TAG, 'listed-products', ORDERABLE_TTL_MS, () =>
    Product.find({ active: LISTED() }).lean<ProductRecord[]>().exec(),
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Match, b: Match) =>
  compareText(a.record.name, b.record.name) || compareText(String(a.record._id), String(b.record._id));

/**
 * The order of a listing. By price: the lowest price among the variants that match, priced
 * products first and those on request after them by name (as MongoDB's sort put nulls first, the
 * two groups were paged apart before). Ties go by id, so pages never overlap.
 */
function sortMatches(matches: Match[], sort: ProductSort, ranking?: ReadonlyMap<string, number>): Match[] {
  const byId = (a: Match, b: Match) => compareText(String(a.record._id), String(b.record._id));
  switch (sort) {
    case 'relevance':
      if (ranking) {
        const rank = (match: Match) => ranking.get(String(match.record._id)) ?? Number.MAX_SAFE_INTEGER;
        return matches.sort((a, b) => rank(a) - rank(b));
      }
      return sortMatches(matches, 'newest');
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
  const { taxonomy, records, ranking } = await productsInScope(query, memo);
  // A search is in order of relevance unless the shopper sorts it; the rest of the listing newest first.
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  const matches = sortMatches(matchProducts(candidatesOf(records), choiceOf(query)), sort, ranking);
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
  const stored = await Product.findOne(filter).lean<ProductRecord>();
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

/**
 * The search dialog's results: at most `limit` products of active categories that every word of
 * `text` meets (see product-search.ts: names in both languages, brand, category, subcategory,
 * specifications and option values; one typo allowed in longer words), best first.
 */
export async function searchProducts(text: string, limit: number, memo: CatalogMemo = DIRECT): Promise<ProductView[]> {
  const index = await productSearchIndex(memo);
  const hits = searchIndex(index, text);
  if (hits.length === 0) return [];
  const [taxonomy, stored] = await Promise.all([loadTaxonomy(), storedListedProducts(memo)]);
  const activeIds = new Set(taxonomy.categories.filter((category) => category.active).map((c) => String(c._id)));
  const byId = new Map(stored.map((record) => [String(record._id), record]));
  const chosen = hits
    .sort(compareHits)
    .flatMap((hit) => {
      const record = byId.get(hit.id);
      return record && activeIds.has(String(record.category)) ? [record] : [];
    })
    .slice(0, limit);
  const records = await withLiveStock(chosen, memo);
  return records.map((record) => toProductView(record, taxonomy));
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
  };
}

/** The lowest variant price (null when all are on request), or the product's price without variants. */
function priceFromOf(price: number | null | undefined, variants: readonly StoredVariant[]): number | null {
  if (variants.length === 0) return typeof price === 'number' ? price : null;
  const prices = variants.flatMap((variant) => (typeof variant.price === 'number' ? [variant.price] : []));
  return prices.length > 0 ? Math.min(...prices) : null;
}
