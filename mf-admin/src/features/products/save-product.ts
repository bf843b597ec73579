/** `POST /api/products` (new) or `PUT /api/products/:id` (edit). */
import { adminSend } from '../../shared/admin-send';
import type { ProductBody } from './product-form';
import type { AdminProduct } from './types';

export function saveProduct(id: string | null, body: ProductBody): Promise<AdminProduct> {
  return id
    ? adminSend<AdminProduct>('PUT', `/api/products/${encodeURIComponent(id)}`, body)
    : adminSend<AdminProduct>('POST', '/api/products', body);
}
