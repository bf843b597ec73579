/** `POST /api/orders/:id/notes` with `{ note, notifyCustomer }`: a note on the order's history, mailed to the customer if asked. */
import { adminSend } from '../../shared/admin-send';
import type { NoteBody } from './order-status-form';

export function addOrderNote(id: string, body: NoteBody): Promise<unknown> {
  return adminSend<unknown>('POST', `/api/orders/${encodeURIComponent(id)}/notes`, body);
}
