/** `GET /api/products/search/{query}`: products whose name, category or subcategory match, at most 10. */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import type { Product } from './types';

/** The spec's cap on search results. */
export const SEARCH_LIMIT = 10;

/** The query goes URL-encoded in the path (spec section 7); '' for a blank query. */
export function searchPath(query: string, limit: number = SEARCH_LIMIT): string {
  const term = query.trim();
  if (!term) return '';
  return `/api/products/search/${encodeURIComponent(term)}?limit=${Math.min(SEARCH_LIMIT, Math.max(1, Math.floor(limit)))}`;
}

/** Searches for `query` (nothing for a blank one). */
export function useProductSearch(query: string) {
  const path = searchPath(query);
  return useApiQuery(path ? apiQuery<Product[]>(path) : null);
}
