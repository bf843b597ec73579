/** `GET /api/products?…`: one page of products, filtered and sorted; loaded products are kept in storage. */
import { useEffect } from 'react';
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import { saveProducts } from './catalog-storage';
import type { ProductList, ProductQuery } from './types';

export const PRODUCT_LIMIT_MAX = 48;

/** The filter keys of a listing request that are set, in a fixed order (shared with the facets' request). */
export function filterParams(query: ProductQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.subcategory) params.set('subcategory', query.subcategory);
  if (query.featured) params.set('featured', 'true');
  if (query.newArrival) params.set('newArrival', 'true');
  if (query.bestSeller) params.set('bestSeller', 'true');
  if (query.minPrice !== undefined && Number.isFinite(query.minPrice)) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined && Number.isFinite(query.maxPrice)) params.set('maxPrice', String(query.maxPrice));
  for (const value of query.opt ?? []) params.append('opt', value);
  for (const value of query.availability ?? []) params.append('availability', value);
  return params;
}

/** The request path with only the keys that are set, in a fixed order so the cache key is stable. */
export function productsPath(query: ProductQuery = {}): string {
  const params = filterParams(query);
  if (query.sort) params.set('sort', query.sort);
  if (query.page !== undefined && query.page > 1) params.set('page', String(Math.floor(query.page)));
  if (query.limit !== undefined)
    params.set('limit', String(Math.min(PRODUCT_LIMIT_MAX, Math.max(1, Math.floor(query.limit)))));
  const search = params.toString();
  return search ? `/api/products?${search}` : '/api/products';
}

export const productsQuery = (query: ProductQuery = {}) => apiQuery<ProductList>(productsPath(query));

/** `null` loads nothing (e.g. a section that is not shown). */
export function useProducts(query: ProductQuery | null) {
  const reply = useApiQuery(query === null ? null : productsQuery(query));
  const items = reply.status === 'success' ? reply.data.items : undefined;
  useEffect(() => {
    if (items) saveProducts(items);
  }, [items]);
  return reply;
}
