/**
 * One product for the editor opened by its URL: the one the list already loaded, else
 * `GET /api/products/:id` (the public read, which answers active products).
 */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import { rememberedProduct } from './get-admin-products';
import type { AdminProduct } from './types';

export const productQuery = (id: string) => apiQuery<AdminProduct>(`/api/products/${encodeURIComponent(id)}`);

export function useProductForEdit(id: string | null) {
  const known = id ? rememberedProduct(id) : undefined;
  const reply = useAdminGet(id && !known ? productQuery(id) : null);
  if (!id) return { status: 'new' as const };
  if (known) return { status: 'success' as const, product: known };
  if (reply.status === 'success') return { status: 'success' as const, product: reply.data };
  if (reply.status === 'error') return { status: 'error' as const, error: reply.error, reload: reply.reload };
  return { status: 'loading' as const };
}
