import { z } from 'zod';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../content/slug';
import { ValidationError } from '../http/errors';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, queryText } from '../http/validators';

/** A whole number in a query string ("2"), within `min`..`max`. */
function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A price in QAR in a query string: digits with at most two decimals ("250", "99.5"). */
const queryPrice = z
  .string()
  .regex(/^\d{1,7}(?:\.\d{1,2})?$/, 'Expected an amount in QAR, 0 or more, such as 250 or 99.50')
  .transform(Number);

const queryFlag = z.enum(['true', 'false'], 'Expected true or false').transform((value) => value === 'true');

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** An id (24 hex digits) or a slug, as in `/api/products/{idOrSlug}` and `?subcategory=`. */
const idOrSlug = z
  .string()
  .max(MAX_SLUG_LENGTH, `At most ${MAX_SLUG_LENGTH} characters`)
  .refine((value) => OBJECT_ID.test(value) || SLUG_PATTERN.test(value), 'Expected an id (24 hex digits) or a slug such as office-chairs');

/** Whether `value` has the shape of a MongoDB ObjectId. */
export function isObjectIdLike(value: string): boolean {
  return OBJECT_ID.test(value);
}

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
const MAX_PAGE = 10_000;
const MAX_CATEGORY_LENGTH = 100;

/** `GET /api/products` query; unknown keys and repeated keys (arrays) are rejected. */
export const listProductsQuery = z
  .strictObject({
    category: queryText(MAX_CATEGORY_LENGTH).min(1, 'Expected a category id, slug or name').optional(),
    subcategory: idOrSlug.optional(),
    featured: queryFlag.optional(),
    newArrival: queryFlag.optional(),
    bestSeller: queryFlag.optional(),
    minPrice: queryPrice.optional(),
    maxPrice: queryPrice.optional(),
    sort: z.enum(PRODUCT_SORTS, `Expected one of ${PRODUCT_SORTS.join(', ')}`).default('newest'),
    page: queryInt(1, MAX_PAGE).default(1),
    limit: queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice must not be more than maxPrice',
  });

export type ListProductsQuery = z.output<typeof listProductsQuery>;

export const SEARCH_LIMIT = 10;
export const MAX_SEARCH_LENGTH = 100;

/** `GET /api/products/search/{query}` query string: only `limit`, 1 to 10. */
export const searchQuery = z.strictObject({
  limit: queryInt(1, SEARCH_LIMIT).default(SEARCH_LIMIT),
});

/** Validates the `{idOrSlug}` of a category or product URL; a 400 `INVALID_ID` when it cannot be one. */
export function parseIdOrSlug(value: unknown, what: 'category' | 'product'): string {
  const result = idOrSlug.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(
    `Invalid ${what} id or slug`,
    result.error.issues.map((issue) => ({ path: 'idOrSlug', message: issue.message })),
    { code: 'INVALID_ID' },
  );
}

/** The search text of `/api/products/search/{query}`: at most 100 characters without control characters, else 400. */
export function parseSearchText(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new ValidationError('Request validation failed', [
      { path: 'query', message: `A search has at most ${MAX_SEARCH_LENGTH} characters` },
    ]);
  }
  if (hasControlCharacter(text)) {
    throw new ValidationError('Request validation failed', [{ path: 'query', message: CONTROL_CHARACTER_MESSAGE }]);
  }
  return text;
}
