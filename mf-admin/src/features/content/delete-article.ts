/** `DELETE /api/admin/articles/:id`. */
import { adminSend } from '../../shared/admin-send';

export function deleteArticle(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/admin/articles/${encodeURIComponent(id)}`);
}
