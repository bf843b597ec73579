import { OBJECT_ID } from '@ogulf/contracts';
import { ValidationError } from '../http/errors';

export { adminProductsQuery, categoryBody, productBody, subcategoryBody } from '@ogulf/contracts';
export type { AdminProductsQuery, CategoryInput, ProductInput, SubcategoryInput } from '@ogulf/contracts';

/** The `:id` of an admin write: 24 hex digits, else 400 `INVALID_ID`. */
export function parseId(value: unknown, what: string): string {
  if (typeof value === 'string' && OBJECT_ID.test(value)) return value.toLowerCase();
  throw new ValidationError(`Invalid ${what} id`, [{ path: 'id', message: 'Expected an id (24 hex digits)' }], { code: 'INVALID_ID' });
}
