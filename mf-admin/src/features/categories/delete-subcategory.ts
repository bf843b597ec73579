/** `DELETE /api/subcategories/:id` (refused with 409 while products use it). */
import { adminSend } from '../../shared/admin-send';

export function deleteSubcategory(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/subcategories/${encodeURIComponent(id)}`);
}
