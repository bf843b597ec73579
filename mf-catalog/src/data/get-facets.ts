/** `GET /api/products/facets?…`: what the listing's filters can offer for the same filters (options, availability, price bounds). */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import { filterParams } from './get-products';
import type { ProductFacets, ProductQuery } from './types';

/** The facets' path: the listing's filters without sort and paging, so every page and sort shares one reply. */
export function facetsPath(query: ProductQuery = {}): string {
  const search = filterParams(query).toString();
  return search ? `/api/products/facets?${search}` : '/api/products/facets';
}

export const facetsQuery = (query: ProductQuery = {}) => apiQuery<ProductFacets>(facetsPath(query));

export function useFacets(query: ProductQuery) {
  return useApiQuery(facetsQuery(query));
}
