/** `GET /api/products/{id}`: one product, read to bring a cart line's price and data up to date. */
import { ApiError, apiGet } from '@ogulf/web-kit';
import type { LookupResult, ProductSnapshot } from '../price-refresh';

export const productPath = (idOrSlug: string): string => `/api/products/${encodeURIComponent(idOrSlug)}`;

export const getProduct = (idOrSlug: string): Promise<ProductSnapshot> => apiGet<ProductSnapshot>(productPath(idOrSlug));

/** The product, or `gone` when the API says there is no such product (404, or an id it cannot read: 400). */
export async function lookUpProduct(idOrSlug: string): Promise<LookupResult> {
  try {
    return { kind: 'found', product: await getProduct(idOrSlug) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'gone' };
    return { kind: 'failed' };
  }
}
