/** `PUT /api/orders/:id` with `{ adminNotes }` (customer details may be corrected too; never prices or items). */
import { adminSend } from '../../shared/admin-send';
import type { AdminOrder } from './types';

export function updateOrderNotes(id: string, adminNotes: string): Promise<AdminOrder> {
  return adminSend<AdminOrder>('PUT', `/api/orders/${encodeURIComponent(id)}`, { adminNotes });
}
