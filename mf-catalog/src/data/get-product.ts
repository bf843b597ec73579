/** `GET /api/products/{idOrSlug}`: one product with its details; kept in storage once loaded. */
import { useEffect } from 'react';
import { apiQuery, pathSegment, useApiQuery } from '@ogulf/web-kit';
import { saveProducts } from './catalog-storage';
import type { Product } from './types';

/** The slug may arrive percent-encoded straight from the address bar. */
export const productPath = (idOrSlug: string): string => `/api/products/${pathSegment(idOrSlug)}`;

export const productQuery = (idOrSlug: string) => apiQuery<Product>(productPath(idOrSlug));

/** `null` loads nothing (e.g. no slug yet). */
export function useProduct(idOrSlug: string | null) {
  const reply = useApiQuery(idOrSlug === null ? null : productQuery(idOrSlug));
  const product = reply.status === 'success' ? reply.data : undefined;
  useEffect(() => {
    if (product) saveProducts([product]);
  }, [product]);
  return reply;
}
