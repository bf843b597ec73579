/**
 * The admin's payment actions (`POST /api/orders/:id/payment`): mark the order paid (accepting a
 * receipt), reject a receipt with a reason, or refund a paid order. Each is judged against the
 * order as stored when its revision is written (`reviseOrder`), so of two admins acting at once
 * the second is judged after the first. Each leaves an internal note on the order's history and
 * tells the customer (`payment-mail.ts`). Asking again for what is already done (a retried
 * request) answers the order as it is and mails nothing new; anything else the payment's state
 * does not allow is refused with 409 and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { MAX_RECEIPTS_PER_ORDER, type PaymentActionInput } from '@ogulf/contracts';
import { ConflictError, ValidationError } from '../http/errors';
import type { OrderPayment, OrderRecord, OrderReceipt, StatusChange } from './model';
import type { PaymentEvent } from './payment-mail';
import { receiptNotFound } from './receipts';
import { paymentOf, reviseOrder, type OrderUpdate } from './service';
import { qatarDay } from './workflow';

export interface PaymentOutcome {
  order: OrderRecord;
  /** What the customer is told (also for a replay: its mail is queued at most once). */
  event: PaymentEvent;
}

/** Applies the admin's payment action to the order `id`. */
export async function applyPaymentAction(id: string, input: PaymentActionInput, now: Date): Promise<PaymentOutcome> {
  if (input.action === 'mark-paid' && input.paidOn > qatarDay(now))
    throw new ValidationError('The payment date cannot be in the future', [
      { path: 'paidOn', message: 'The payment date cannot be in the future' },
    ]);
  const changeId = randomBytes(9).toString('base64url');
  let event: PaymentEvent | undefined;
  const order = await reviseOrder(
    id,
    (current) => {
      const decided = decide(current, input);
      event = decided.event;
      if (decided.payment === undefined) return { $set: {} };
      const entry: StatusChange = {
        kind: 'note',
        status: current.status,
        note: historyNote(decided.event),
        at: now,
        forCustomer: false,
        notified: true,
        changeId,
      };
      const update: OrderUpdate = { $set: { payment: decided.payment }, $push: { statusHistory: entry } };
      return update;
    },
    // A replay writes nothing of its own; a change is kept when its note is in the history.
    (stored) => event === undefined || isReplay(stored, input) || hasEntry(stored, changeId),
  );
  if (!event) throw new Error('The payment action was not decided');
  return { order, event };
}

interface Decision {
  event: PaymentEvent;
  /** The payment to store, or undefined when the action is already done (a replay). */
  payment?: OrderPayment;
}

function decide(order: OrderRecord, input: PaymentActionInput): Decision {
  const payment = paymentOf(order);
  switch (input.action) {
    case 'mark-paid': {
      const event: PaymentEvent = { kind: 'paid', reference: input.reference, paidOn: input.paidOn };
      if (isReplay(order, input)) return { event };
      if (payment.status === 'paid')
        throw new ConflictError('This order is already marked paid', { code: 'PAYMENT_ALREADY_CONFIRMED' });
      if (payment.status === 'refunded')
        throw new ConflictError("This order's payment was refunded", { code: 'PAYMENT_REFUNDED' });
      if (input.receiptId !== undefined) pendingReceipt(payment, input.receiptId);
      return {
        event,
        payment: {
          ...payment,
          status: 'paid',
          reference: input.reference,
          paidOn: input.paidOn,
          receipts: payment.receipts.map((receipt) =>
            receipt.id === input.receiptId ? { ...receipt, status: 'accepted', reason: '' } : receipt,
          ),
        },
      };
    }
    case 'reject-receipt': {
      const found = payment.receipts.find((receipt) => receipt.id === input.receiptId);
      if (!found) throw receiptNotFound();
      const rejected: OrderReceipt = { ...found, status: 'rejected', reason: input.reason };
      const receipts = payment.receipts.map((receipt) => (receipt.id === found.id ? rejected : receipt));
      const stillPending = receipts.some((receipt) => receipt.status === 'pending');
      const status = payment.status === 'awaiting-confirmation' && !stillPending ? 'unpaid' : payment.status;
      const event: PaymentEvent = {
        kind: 'rejected',
        receipt: rejected,
        reason: input.reason,
        // The customer is asked for another receipt only when the order would take one.
        canUploadAgain:
          order.paymentMethod === 'bank-transfer' &&
          order.status !== 'cancelled' &&
          (status === 'unpaid' || status === 'awaiting-confirmation') &&
          receipts.length < MAX_RECEIPTS_PER_ORDER,
      };
      if (isReplay(order, input)) return { event };
      pendingReceipt(payment, input.receiptId);
      return { event, payment: { ...payment, status, receipts } };
    }
    case 'refund': {
      const event: PaymentEvent = { kind: 'refunded', note: input.note };
      if (isReplay(order, input)) return { event };
      if (payment.status !== 'paid')
        throw new ConflictError('Only a paid order can be refunded', { code: 'PAYMENT_NOT_PAID' });
      return { event, payment: { ...payment, status: 'refunded' } };
    }
  }
}

/** Whether the action is what the order's payment already records (the same request again). */
function isReplay(order: OrderRecord, input: PaymentActionInput): boolean {
  const payment = paymentOf(order);
  switch (input.action) {
    case 'mark-paid':
      return (
        payment.status === 'paid' &&
        payment.reference === input.reference &&
        payment.paidOn === input.paidOn &&
        (input.receiptId === undefined ||
          payment.receipts.some((receipt) => receipt.id === input.receiptId && receipt.status === 'accepted'))
      );
    case 'reject-receipt':
      return payment.receipts.some(
        (receipt) => receipt.id === input.receiptId && receipt.status === 'rejected' && receipt.reason === input.reason,
      );
    case 'refund':
      return payment.status === 'refunded';
  }
}

/** The receipt, which must still await the admin's decision (404 or 409 otherwise). */
function pendingReceipt(payment: OrderPayment, receiptId: string): OrderReceipt {
  const receipt = payment.receipts.find((candidate) => candidate.id === receiptId);
  if (!receipt) throw receiptNotFound();
  if (receipt.status !== 'pending')
    throw new ConflictError(`This receipt was already ${receipt.status}`, { code: 'RECEIPT_NOT_PENDING' });
  return receipt;
}

/** The internal history note of an action (the admin's record; the customer's timeline leaves it out). */
function historyNote(event: PaymentEvent): string {
  switch (event.kind) {
    case 'paid':
      return `Payment received on ${event.paidOn}${event.reference ? `, reference ${event.reference}` : ''}`;
    case 'rejected':
      return `Receipt ${event.receipt.fileName} rejected: ${event.reason}`;
    case 'refunded':
      return `Payment refunded${event.note ? `: ${event.note}` : ''}`;
  }
}

function hasEntry(order: OrderRecord, changeId: string): boolean {
  return (order.statusHistory ?? []).some((entry) => entry.changeId === changeId);
}
