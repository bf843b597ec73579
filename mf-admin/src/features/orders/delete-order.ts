/** `DELETE /api/orders/:id`. */
import { adminSend } from '../../shared/admin-send';

export function deleteOrder(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/orders/${encodeURIComponent(id)}`);
}
