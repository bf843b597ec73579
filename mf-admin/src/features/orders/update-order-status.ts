/** `PATCH /api/orders/:id/status` with `{ status, note }`: the change is appended to the order's history. */
import { adminSend } from '../../shared/admin-send';
import type { StatusBody } from './order-status-form';
import type { AdminOrder } from './types';

export function updateOrderStatus(id: string, body: StatusBody): Promise<AdminOrder> {
  return adminSend<AdminOrder>('PATCH', `/api/orders/${encodeURIComponent(id)}/status`, body);
}
