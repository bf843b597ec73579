/** `DELETE /api/categories/:id` (refused with 409 `IN_USE` while products or subcategories use it). */
import { adminSend } from '../../shared/admin-send';

export function deleteCategory(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/categories/${encodeURIComponent(id)}`);
}
