/** `DELETE /api/products/:id`. */
import { adminSend } from '../../shared/admin-send';

export function deleteProduct(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/products/${encodeURIComponent(id)}`);
}
