/** `GET /api/products/search/{query}`: products whose name, category or subcategory match, at most 10. */
import { apiGet, useApiGet } from '@ogulf/web-kit';
import type { Product } from './types';

/** The spec's cap on search results. */
export const SEARCH_LIMIT = 10;

/** The query goes URL-encoded in the path (spec section 7); '' for a blank query. */
export function searchPath(query: string, limit: number = SEARCH_LIMIT): string {
  const term = query.trim();
  if (!term) return '';
  return `/api/products/search/${encodeURIComponent(term)}?limit=${Math.min(SEARCH_LIMIT, Math.max(1, Math.floor(limit)))}`;
}

export async function searchProducts(query: string, limit: number = SEARCH_LIMIT): Promise<Product[]> {
  const path = searchPath(query, limit);
  if (!path) return [];
  const found = await apiGet<Product[]>(path);
  return Array.isArray(found) ? found.slice(0, limit) : [];
}

/** Searches for `query` (nothing for a blank one); the reply is cut to the cap whatever the server sends. */
export function useProductSearch(query: string) {
  return useApiGet<Product[]>(searchPath(query) || null);
}
