import { z } from 'zod/mini';
import {
  AVAILABILITIES,
  LIMITS,
  MAX_SLUG_LENGTH,
  OBJECT_ID,
  OPTION_KEY,
  OPTION_KINDS,
  PAGE_SIZES,
  PRODUCT_FLAGS,
  PRODUCT_SORTS,
  SKU,
  SLUG_PATTERN,
} from '../constants';
import { amount, boundedText, objectId, queryFlag, queryInt, queryText, text, wholeNumber } from './common';

/**
 * The catalogue's requests: the storefront's queries and the admin's writes. Every object is
 * strict (an unknown key is a 400), texts are trimmed, and nothing reaches a query unvalidated.
 */

/** A price in QAR in a query string: digits with at most two decimals ("250", "99.5"). */
const queryPrice = z.pipe(
  z.string().check(z.regex(/^\d{1,7}(?:\.\d{1,2})?$/, 'Expected an amount in QAR, 0 or more, such as 250 or 99.50')),
  z.transform(Number),
);

/** An id (24 hex digits) or a slug, as in `/api/products/{idOrSlug}` and `?subcategory=`. */
export const idOrSlug = z.string().check(
  z.maxLength(MAX_SLUG_LENGTH, `At most ${MAX_SLUG_LENGTH} characters`),
  z.refine(
    (value) => OBJECT_ID.test(value) || SLUG_PATTERN.test(value),
    'Expected an id (24 hex digits) or a slug such as office-chairs',
  ),
);

/** `colour:black`: an option key and one of its value keys, as a listing filter names them. */
export const OPTION_CHOICE = /^([a-z0-9][a-z0-9-]{0,39}):([a-z0-9][a-z0-9-]{0,39})$/;
/** How many `opt` values one listing query may carry. */
export const MAX_OPTION_CHOICES = 30;

/**
 * A query key that may be repeated (`?opt=colour:black&opt=colour:red`): one value or several,
 * always read as a list, each checked by `item`, at most `max`.
 */
function queryList<T extends z.core.$ZodType<unknown, string>>(item: T, max: number, tooMany: string) {
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
    ),
    z.array(item).check(z.maxLength(max, tooMany)),
  );
}

/**
 * What narrows the listing (also the facets' query): the category or subcategory and the flags
 * pick the products in scope; options, availability and the price range are matched per variant.
 */
const listingFilters = {
  /** The search (issue 17): words in the names, brand, category, specifications; a typo allowed. Blank is no search. */
  q: z.optional(queryText(LIMITS.search, `A search has at most ${LIMITS.search} characters`)),
  category: z.optional(queryText(100, undefined, { length: 1, message: 'Expected a category id, slug or name' })),
  subcategory: z.optional(idOrSlug),
  featured: z.optional(queryFlag),
  newArrival: z.optional(queryFlag),
  bestSeller: z.optional(queryFlag),
  /** `option:value`, repeated: values of one option are OR'ed, options AND'ed, on one variant. */
  opt: z.optional(
    queryList(
      z.string().check(z.regex(OPTION_CHOICE, 'Expected an option and a value, such as colour:black')),
      MAX_OPTION_CHOICES,
      `At most ${MAX_OPTION_CHOICES} option values`,
    ),
  ),
  /** Repeated for several (OR'ed); "only N left" counts as in stock. */
  availability: z.optional(
    queryList(
      z.enum(AVAILABILITIES, `Expected one of ${AVAILABILITIES.join(', ')}`),
      AVAILABILITIES.length,
      `At most ${AVAILABILITIES.length} availabilities`,
    ),
  ),
  minPrice: z.optional(queryPrice),
  maxPrice: z.optional(queryPrice),
};

const priceRangeInOrder = z.refine<{ minPrice?: number | undefined; maxPrice?: number | undefined }>(
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  { path: ['minPrice'], message: 'minPrice must not be more than maxPrice' },
);

/** `GET /api/products` query (`q` searches, see `listingFilters`); unknown keys are rejected, and every key but `opt` and `availability` is given once. */
export const listProductsQuery = z
  .strictObject({
    ...listingFilters,
    /** Default: `relevance` with a search (`q`), `newest` without. */
    sort: z.optional(z.enum(PRODUCT_SORTS, `Expected one of ${PRODUCT_SORTS.join(', ')}`)),
    page: queryInt(1, 10_000, 1),
    limit: queryInt(1, PAGE_SIZES.products.max, PAGE_SIZES.products.default),
  })
  .check(priceRangeInOrder);
export type ListProductsQuery = z.output<typeof listProductsQuery>;

/** `GET /api/products/facets` query: the listing's filters, without sort and paging. */
export const productFacetsQuery = z.strictObject(listingFilters).check(priceRangeInOrder);
export type ProductFacetsQuery = z.output<typeof productFacetsQuery>;

/** `GET /api/products/search/{query}` query string: only `limit`, 1 to 10. */
export const searchQuery = z.strictObject({
  limit: queryInt(1, PAGE_SIZES.search.max, PAGE_SIZES.search.default),
});

const name = boundedText(LIMITS.catalogName.min, LIMITS.catalogName.max);

// A picture as the storefront's image rule reads it: a site path under /assets/, a file name
// under /assets/images/shop/, or an absolute http(s) URL; never `..`, never another scheme.
const SITE_PATH =
  /^\/assets\/(?:[A-Za-z0-9\u0600-\u06FF_-][A-Za-z0-9\u0600-\u06FF_.-]*\/){1,5}[A-Za-z0-9\u0600-\u06FF_-][A-Za-z0-9\u0600-\u06FF_.-]*\.(?:webp|jpe?g|png|svg|avif|gif)$/i;
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|jpe?g|png|avif|gif)$/i;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether `value` is a picture reference the storefront can show (see `imageRef`). */
export function isImageRef(value: string): boolean {
  return !value.includes('..') && (SITE_PATH.test(value) || FILE_NAME.test(value) || isHttpUrl(value));
}

const imageRef = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.imageRef, `At most ${LIMITS.imageRef} characters`),
    z.refine(isImageRef, 'Expected an image path such as /assets/images/shop/products/chair.webp, or an http(s) URL'),
  );

const sortOrder = wholeNumber(LIMITS.sortOrder);

/** What a category and a subcategory both have. */
const catalogEntry = {
  name,
  nameAr: name,
  description: z.optional(text(LIMITS.catalogDescription)),
  descriptionAr: z.optional(text(LIMITS.catalogDescription)),
  image: z.optional(z.union([z.literal(''), imageRef])),
  sortOrder: z.optional(sortOrder),
};

/** `POST /api/categories` and `PUT /api/categories/:id`. */
export const categoryBody = z.strictObject({ ...catalogEntry, active: z.optional(z.boolean()) });
export type CategoryInput = z.output<typeof categoryBody>;

/** `POST /api/subcategories` and `PUT /api/subcategories/:id`. */
export const subcategoryBody = z.strictObject({ category: objectId, ...catalogEntry });
export type SubcategoryInput = z.output<typeof subcategoryBody>;

const specification = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1, 'Enter a label'), z.maxLength(LIMITS.specificationLabel)),
  labelAr: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.specificationLabel))),
  value: z.string().check(z.trim(), z.minLength(1, 'Enter a value'), z.maxLength(LIMITS.specificationValue)),
  valueAr: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.specificationValue))),
});

const price = amount(LIMITS.price, 'A price cannot be negative', 'At most 10,000,000 QAR');

/** `POST /api/products` and `PUT /api/products/:id`. */
/** A stock keeping unit as typed (trimmed, upper-cased). */
export const sku = z.pipe(
  z.string('Expected a SKU').check(z.trim(), z.maxLength(40, 'A SKU has at most 40 characters')),
  z.pipe(
    z.transform((value: string) => value.toUpperCase()),
    z.string().check(z.regex(SKU, 'A SKU is 2 to 40 letters, digits and hyphens')),
  ),
);
const optionKey = z.string('Expected a key').check(z.regex(OPTION_KEY, 'Use lower-case letters, digits and hyphens'));
const optionName = boundedText(LIMITS.optionName.min, LIMITS.optionName.max);
const stock = z
  .number('Expected a number of units')
  .check(z.int('Stock is a whole number'), z.gte(0, 'Stock cannot be negative'), z.lte(LIMITS.stock));

/** One option of a product (Finish: Oak, Walnut). */
export const productOption = z.strictObject({
  key: optionKey,
  name: optionName,
  nameAr: optionName,
  kind: z.enum(OPTION_KINDS, `Expected one of ${OPTION_KINDS.join(', ')}`),
  values: z
    .array(
      z.strictObject({
        key: optionKey,
        name: optionName,
        nameAr: optionName,
        /** `#rrggbb` for a colour or finish swatch ('' for none). */
        swatch: z._default(
          z.string().check(z.regex(/^(?:#[0-9a-fA-F]{6})?$/, 'Expected a colour such as #8b5a2b')),
          '',
        ),
      }),
    )
    .check(z.minLength(1, 'Give the option a value'), z.maxLength(LIMITS.maxOptionValues)),
});
export type ProductOptionInput = z.output<typeof productOption>;

/** One variant: a value of every option, with its own SKU, price, stock and picture. */
export const productVariant = z.strictObject({
  sku,
  /** Option key -> value key, one entry per option of the product. */
  options: z.record(optionKey, optionKey),
  /** QAR, or null when on request. */
  price: z.nullable(price),
  stock,
  image: z._default(imageRef, ''),
});
export type ProductVariantInput = z.output<typeof productVariant>;

export const productBody = z.strictObject({
  name,
  nameAr: name,
  shortDescription: z.optional(text(LIMITS.shortDescription)),
  shortDescriptionAr: z.optional(text(LIMITS.shortDescription)),
  description: z.optional(text(LIMITS.productDescription)),
  descriptionAr: z.optional(text(LIMITS.productDescription)),
  category: objectId,
  subcategory: z.optional(z.nullable(objectId)),
  price: z.optional(z.nullable(price)),
  contactForQuote: z.optional(z.boolean()),
  isFeatured: z.optional(z.boolean()),
  isNewArrival: z.optional(z.boolean()),
  isBestSeller: z.optional(z.boolean()),
  images: z.optional(z.array(imageRef).check(z.maxLength(LIMITS.maxImages, `At most ${LIMITS.maxImages} images`))),
  specifications: z.optional(
    z.array(specification).check(z.maxLength(LIMITS.maxSpecifications, `At most ${LIMITS.maxSpecifications} lines`)),
  ),
  availability: z.optional(z.enum(AVAILABILITIES, `Expected one of ${AVAILABILITIES.join(', ')}`)),
  active: z.optional(z.boolean()),
  /** The product's own SKU (products without variants); unique across products and variants. */
  sku: z.optional(z.union([z.literal(''), sku])),
  /** Units in stock for a product without variants; null: not counted (the availability label rules). */
  stock: z.optional(z.nullable(stock)),
  options: z.optional(z.array(productOption).check(z.maxLength(LIMITS.maxOptions))),
  variants: z.optional(z.array(productVariant).check(z.maxLength(LIMITS.maxVariants))),
});
export type ProductInput = z.output<typeof productBody>;

/** `GET /api/admin/products?q=&category=&subcategory=&flag=&active=&page=&limit=`. */
export const adminProductsQuery = z.strictObject({
  q: z.optional(queryText(LIMITS.search)),
  category: z.optional(objectId),
  subcategory: z.optional(objectId),
  flag: z.optional(z.enum(PRODUCT_FLAGS, `Expected one of ${PRODUCT_FLAGS.join(', ')}`)),
  active: z.optional(queryFlag),
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, PAGE_SIZES.adminProducts.max, PAGE_SIZES.adminProducts.default),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;
