/** `POST /api/orders/:id/payment`: mark paid, reject a receipt, or refund (`paymentActionBody`). */
import type { PaymentActionInput } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';

export function sendPaymentAction(id: string, body: PaymentActionInput): Promise<unknown> {
  return adminSend<unknown>('POST', `/api/orders/${encodeURIComponent(id)}/payment`, body);
}
