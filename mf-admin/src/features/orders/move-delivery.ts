/** `PATCH /api/orders/:id/delivery` with `{ date, slot }`: the new place is reserved before the old one is released. */
import type { DeliveryChoice } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';

export function moveDelivery(id: string, body: DeliveryChoice): Promise<unknown> {
  return adminSend<unknown>('PATCH', `/api/orders/${encodeURIComponent(id)}/delivery`, body);
}
