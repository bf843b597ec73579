/** `GET /api/products/{id}`: one product, read to bring a cart line's price and data up to date. */
import { apiQuery, fetchApi, isMissing, useApiQuery } from '@ogulf/web-kit';
import type { LookupResult, ProductSnapshot } from '../price-refresh';

export const productPath = (idOrSlug: string): string => `/api/products/${encodeURIComponent(idOrSlug)}`;

export const productQuery = (idOrSlug: string) => apiQuery<ProductSnapshot>(productPath(idOrSlug));

export const getProduct = (idOrSlug: string): Promise<ProductSnapshot> => fetchApi(productQuery(idOrSlug));

/** `null` loads nothing. */
export const useProduct = (idOrSlug: string | null) => useApiQuery(idOrSlug === null ? null : productQuery(idOrSlug));

/** The product, or `gone` when the API says there is no such product (404, or an id it cannot read: 400). */
export async function lookUpProduct(idOrSlug: string): Promise<LookupResult> {
  try {
    return { kind: 'found', product: await getProduct(idOrSlug) };
  } catch (error) {
    if (isMissing(error)) return { kind: 'gone' };
    return { kind: 'failed' };
  }
}
