import { z } from 'zod';
import { ValidationError } from '../http/errors';
import { queryText } from '../http/validators';
import { AVAILABILITIES } from './model';

/**
 * Bodies of the admin's catalogue writes and the query of the admin product list. Every object
 * is strict (an unknown key is a 400), texts are trimmed, and nothing here reaches a query
 * unvalidated.
 */

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const objectId = z.string().regex(OBJECT_ID, 'Expected an id (24 hex digits)');

/** The `:id` of an admin write: 24 hex digits, else 400 `INVALID_ID`. */
export function parseId(value: unknown, what: string): string {
  if (typeof value === 'string' && OBJECT_ID.test(value)) return value.toLowerCase();
  throw new ValidationError(`Invalid ${what} id`, [{ path: 'id', message: 'Expected an id (24 hex digits)' }], { code: 'INVALID_ID' });
}

const name = z.string().trim().min(2, 'At least 2 characters').max(150, 'At most 150 characters');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

// A picture as the storefront's image rule reads it: a site path under /assets/, a file name
// under /assets/images/shop/, or an absolute http(s) URL; never `..`, never another scheme.
const SITE_PATH = /^\/assets\/(?:[A-Za-z0-9\u0600-\u06FF_-][A-Za-z0-9\u0600-\u06FF_.-]*\/){1,5}[A-Za-z0-9\u0600-\u06FF_-][A-Za-z0-9\u0600-\u06FF_.-]*\.(?:webp|jpe?g|png|svg|avif|gif)$/i;
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|jpe?g|png|avif|gif)$/i;
const imageRef = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(
    (value) => !value.includes('..') && (SITE_PATH.test(value) || FILE_NAME.test(value) || isHttpUrl(value)),
    'Expected an image path such as /assets/images/shop/products/chair.webp, or an http(s) URL',
  );

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const sortOrder = z.number().int('Expected a whole number').min(-1_000_000).max(1_000_000);

/** `POST /api/categories` and `PUT /api/categories/:id`. */
export const categoryBody = z.strictObject({
  name,
  nameAr: name,
  description: text(2000).optional(),
  descriptionAr: text(2000).optional(),
  image: z.union([z.literal(''), imageRef]).optional(),
  sortOrder: sortOrder.optional(),
  active: z.boolean().optional(),
});
export type CategoryInput = z.output<typeof categoryBody>;

/** `POST /api/subcategories` and `PUT /api/subcategories/:id`. */
export const subcategoryBody = z.strictObject({
  category: objectId,
  name,
  nameAr: name,
  description: text(2000).optional(),
  descriptionAr: text(2000).optional(),
  image: z.union([z.literal(''), imageRef]).optional(),
  sortOrder: sortOrder.optional(),
});
export type SubcategoryInput = z.output<typeof subcategoryBody>;

const specification = z.strictObject({
  label: z.string().trim().min(1, 'Enter a label').max(100),
  labelAr: z.string().trim().max(100).optional(),
  value: z.string().trim().min(1, 'Enter a value').max(500),
  valueAr: z.string().trim().max(500).optional(),
});

const price = z
  .number()
  .min(0, 'A price cannot be negative')
  .max(10_000_000, 'At most 10,000,000 QAR')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

export const MAX_IMAGES = 12;
export const MAX_SPECIFICATIONS = 40;

/** `POST /api/products` and `PUT /api/products/:id`. */
export const productBody = z.strictObject({
  name,
  nameAr: name,
  shortDescription: text(500).optional(),
  shortDescriptionAr: text(500).optional(),
  description: text(20_000).optional(),
  descriptionAr: text(20_000).optional(),
  category: objectId,
  subcategory: objectId.nullable().optional(),
  price: price.nullable().optional(),
  contactForQuote: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  isNewArrival: z.boolean().optional(),
  isBestSeller: z.boolean().optional(),
  images: z.array(imageRef).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`).optional(),
  specifications: z.array(specification).max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} lines`).optional(),
  availability: z.enum(AVAILABILITIES, `Expected one of ${AVAILABILITIES.join(', ')}`).optional(),
  active: z.boolean().optional(),
});
export type ProductInput = z.output<typeof productBody>;

function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const PRODUCT_FLAGS = ['featured', 'new', 'bestseller'] as const;
export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/** `GET /api/admin/products?q=&category=&subcategory=&flag=&active=&page=&limit=`. */
export const adminProductsQuery = z.strictObject({
  q: queryText(100).optional(),
  category: objectId.optional(),
  subcategory: objectId.optional(),
  flag: z.enum(PRODUCT_FLAGS, `Expected one of ${PRODUCT_FLAGS.join(', ')}`).optional(),
  active: z.enum(['true', 'false'], 'Expected true or false').transform((value) => value === 'true').optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, MAX_ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;
