/** The payment panel's three forms, each checked by `paymentActionBody` with its action filled in. */
import { z } from 'zod/mini';
import { LIMITS, paymentActionBody } from '@ogulf/contracts';

export const REFERENCE_MAX = LIMITS.paymentReference;
export const REASON_MAX = LIMITS.receiptRejectReason.max;
export { NOTE_MAX } from './order-status-form';

export interface MarkPaidValues {
  reference: string;
  paidOn: string;
  /** The receipt the payment accepts ('' for none). */
  receiptId: string;
}

export interface RejectValues {
  receiptId: string;
  reason: string;
}

export interface RefundValues {
  note: string;
}

const text = z.string();

/** What each form hands to `paymentActionBody`, which checks it whole. */
type ActionInput = z.input<typeof paymentActionBody>;

export const markPaidSchema = z.pipe(
  z.pipe(
    z.object({ reference: text, paidOn: text, receiptId: text }),
    z.transform(({ reference, paidOn, receiptId }): ActionInput => ({
      action: 'mark-paid',
      reference,
      paidOn,
      ...(receiptId ? { receiptId } : {}),
    })),
  ),
  paymentActionBody,
);

export const rejectSchema = z.pipe(
  z.pipe(
    z.object({ receiptId: text, reason: text }),
    z.transform((values): ActionInput => ({ action: 'reject-receipt', ...values })),
  ),
  paymentActionBody,
);

export const refundSchema = z.pipe(
  z.pipe(
    z.object({ note: text }),
    z.transform((values): ActionInput => ({ action: 'refund', ...values })),
  ),
  paymentActionBody,
);
