import type { ProductOptionInput, ProductVariantInput } from '@ogulf/contracts';
import { Category, Product, type Availability, type CategoryRecord, type ProductRecord } from './model';

/** A product as an order or a quote request sees it: what it is and what it costs now. */
export interface OrderableProduct {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  /** The main picture (`images[0]`), or ''. */
  image: string;
  /** QAR; null when the price is given on request. */
  price: number | null;
  contactForQuote: boolean;
  availability: Availability;
  /** Issue 20: the product's options and variants ([] for a product without them). */
  options: ProductOptionInput[];
  variants: ProductVariantInput[];
}

/** A variant's option values in words, in the product's option order ("Walnut · 180 cm"). */
export function variantNames(
  options: readonly ProductOptionInput[],
  variant: Pick<ProductVariantInput, 'options'>,
): { name: string; nameAr: string } {
  const values = options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.key === variant.options[option.key]);
    return value === undefined ? [] : [value];
  });
  return {
    name: values.map((value) => value.name).join(' · '),
    nameAr: values.map((value) => value.nameAr).join(' · '),
  };
}

/**
 * What an order line or a quote request's line records of its product: names and slug, and the
 * chosen variant (its SKU and its option values in words) when there is one.
 */
export function lineProduct(product: OrderableProduct, variant: ProductVariantInput | undefined) {
  const named = variant === undefined ? null : variantNames(product.options, variant);
  return {
    productId: product.id,
    name: product.name,
    nameAr: product.nameAr,
    slug: product.slug,
    ...(variant && named ? { variantSku: variant.sku, variantName: named.name, variantNameAr: named.nameAr } : {}),
  };
}

const ORDERABLE_FIELDS = {
  name: 1,
  nameAr: 1,
  slug: 1,
  images: 1,
  price: 1,
  contactForQuote: 1,
  availability: 1,
  category: 1,
  active: 1,
  options: 1,
  variants: 1,
} as const;

/**
 * Where a caller keeps what it read (the app's `ReadCache`, whose `invalidate('catalog')` every
 * admin write to the catalogue calls). Without one, every call reads the database.
 */
export interface CatalogMemo {
  remember<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
}

/** The read-cache tag of the catalogue (`CATALOG_CACHE_TAG`; not imported, to keep routes out of services). */
export const CATALOG_TAG = 'catalog';
/**
 * How long a remembered product or category list may be used. Admin writes invalidate it at once;
 * this only bounds how long a change made directly in the database goes unseen.
 */
export const ORDERABLE_TTL_MS = 10_000;

type OrderableRecord = Pick<
  ProductRecord,
  '_id' | 'name' | 'nameAr' | 'slug' | 'images' | 'price' | 'contactForQuote' | 'availability' | 'category'
> & {
  active?: unknown;
  options?: ProductOptionInput[];
  variants?: ProductVariantInput[];
};

const direct: CatalogMemo = { remember: (_tag, _key, _ttlMs, load) => load() };

/**
 * The products with these ids (24 hex digits each) that a shopper can still buy or ask about,
 * read from the database, by id. Left out: ids with no product, products whose category is
 * inactive or gone (the storefront no longer lists them), and products explicitly switched off
 * (`active: false`, for when the catalogue gains that flag).
 *
 * With a memo, each product and the set of active categories are read once and then remembered:
 * on FerretDB each read is a scan of its collection, and reading three products and the
 * categories per order held order placement to ~60 orders/s (`npm run bench`).
 */
export async function findOrderableProducts(
  ids: readonly string[],
  memo: CatalogMemo = direct,
): Promise<Map<string, OrderableProduct>> {
  const found = new Map<string, OrderableProduct>();
  if (ids.length === 0) return found;
  // One query per id: FerretDB 1.x scans and decodes the whole collection for `_id: { $in }`
  // (about 100 ms for the built-in catalogue), several times what an `_id` equality costs.
  const [records, activeCategories] = await Promise.all([
    Promise.all(
      [...new Set(ids)].map((id) =>
        memo.remember(CATALOG_TAG, `orderable-product ${id}`, ORDERABLE_TTL_MS, () => readProduct(id)),
      ),
    ),
    memo.remember(CATALOG_TAG, 'active-categories', ORDERABLE_TTL_MS, readActiveCategories),
  ]);
  for (const record of records) {
    if (record === null || record.active === false || !activeCategories.has(String(record.category))) continue;
    found.set(String(record._id), {
      id: String(record._id),
      name: record.name,
      nameAr: record.nameAr,
      slug: record.slug,
      image: record.images?.[0] ?? '',
      price: typeof record.price === 'number' ? record.price : null,
      contactForQuote: record.contactForQuote === true,
      availability: record.availability,
      options: record.options ?? [],
      variants: record.variants ?? [],
    });
  }
  return found;
}

function readProduct(id: string): Promise<OrderableRecord | null> {
  return Product.findById(id, ORDERABLE_FIELDS).lean<OrderableRecord>().exec();
}

/** Ids of the active categories (the whole collection: a few dozen small documents). */
async function readActiveCategories(): Promise<ReadonlySet<string>> {
  const categories = await Category.find({}, { active: 1 }).lean<Array<Pick<CategoryRecord, '_id' | 'active'>>>();
  return new Set(categories.filter((category) => category.active).map((category) => String(category._id)));
}
