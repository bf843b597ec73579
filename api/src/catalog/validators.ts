import { idOrSlug, LIMITS } from '@ogulf/contracts';
import { ValidationError } from '../http/errors';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../http/validators';

export { isObjectId as isObjectIdLike, listProductsQuery, searchQuery } from '@ogulf/contracts';
export type { ListProductsQuery } from '@ogulf/contracts';

const MAX_SEARCH_LENGTH = LIMITS.search;

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
