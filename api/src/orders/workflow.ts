/**
 * The order workflow: status changes the workflow allows (`ORDER_STATUS_TRANSITIONS` in
 * @ogulf/contracts, shared with the front ends), notes on the history, and cash and card orders
 * paid on delivery. Each is one revision of the order (`reviseOrder`), so the check and the write
 * see the same stored order even when two admins act at once.
 */
import { randomBytes } from 'node:crypto';
import {
  canMoveOrder,
  ORDER_STATUS_TRANSITIONS,
  QATAR_UTC_OFFSET_MINUTES,
  type AdminOrder,
  type OrderNoteInput,
  type OrderStatus,
  type OrderView,
  type UpdateStatusInput,
} from '@ogulf/contracts';
import { ConflictError } from '../http/errors';
import type { OrderRecord, StatusChange } from './model';
import { paymentOf, reviseOrder, toAdminOrder, toOrderView, type OrderUpdate } from './service';

/** A history entry as written, with the order as stored right after it. */
export interface HistoryWrite {
  /** The admin's reply. */
  order: AdminOrder;
  /** The customer's view of the same order (what their mail shows). */
  view: OrderView;
  entry: StatusChange & { changeId: string };
}

/**
 * Moves the order to `input.status` and appends the change to its history, mailed to the
 * customer (`notified`). A move the workflow does not allow is refused with 409
 * `INVALID_STATUS_TRANSITION` and changes nothing; it is judged against the status stored when
 * the revision is written, not one read earlier, so of two admins moving one order at once the
 * second is judged after the first. A cash or card order moved to `delivered` is paid in the same
 * write (on that day in Qatar).
 */
export async function updateOrderStatus(
  id: string,
  input: UpdateStatusInput,
  now: Date = new Date(),
): Promise<HistoryWrite> {
  const changeId = newChangeId();
  const record = await reviseOrder(
    id,
    (current) => {
      refuseDisallowedMove(current.status, input.status);
      const entry: StatusChange = {
        kind: 'status',
        status: input.status,
        note: input.note,
        at: now,
        changeId,
        forCustomer: input.tellCustomer,
        notified: true,
      };
      const update: OrderUpdate = { $set: { status: input.status }, $push: { statusHistory: entry } };
      const payment = paymentOf(current);
      if (input.status === 'delivered' && current.paymentMethod !== 'bank-transfer' && payment.status === 'unpaid') {
        // The whole subdocument: an order placed before payments were tracked has none to set fields in.
        update.$set['payment'] = { ...payment, status: 'paid', paidOn: qatarDay(now) };
      }
      return update;
    },
    hasEntry(changeId),
  );
  return written(record, changeId);
}

/**
 * Appends a note to the order's history at its current status. A note for the customer shows on
 * their timeline and is mailed to them; any other stays with the shop.
 */
export async function addOrderNote(id: string, input: OrderNoteInput, now: Date = new Date()): Promise<HistoryWrite> {
  const changeId = newChangeId();
  const record = await reviseOrder(
    id,
    (current) => {
      const entry: StatusChange = {
        kind: 'note',
        status: current.status,
        note: input.note,
        at: now,
        changeId,
        forCustomer: input.notifyCustomer,
        notified: input.notifyCustomer,
      };
      return { $set: {}, $push: { statusHistory: entry } };
    },
    hasEntry(changeId),
  );
  return written(record, changeId);
}

/** 409 `INVALID_STATUS_TRANSITION` unless the workflow lets an order move from `from` to `to`. */
function refuseDisallowedMove(from: OrderStatus, to: OrderStatus): void {
  if (canMoveOrder(from, to)) return;
  throw new ConflictError(`An order that is ${words(from)} cannot move to ${words(to)}`, {
    code: 'INVALID_STATUS_TRANSITION',
    details: { from, to, allowed: ORDER_STATUS_TRANSITIONS[from] },
  });
}

/** `out-for-delivery` as `out for delivery`. */
function words(status: OrderStatus): string {
  return status.replace(/-/g, ' ');
}

/** The calendar day (`YYYY-MM-DD`) it is in Qatar at `moment`. */
export function qatarDay(moment: Date): string {
  return new Date(moment.getTime() + QATAR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Random id of a history entry: the writer finds its entry by it, and the entry's mail is keyed on it. */
function newChangeId(): string {
  return randomBytes(9).toString('base64url');
}

function hasEntry(changeId: string): (stored: OrderRecord) => boolean {
  return (stored) => stored.statusHistory.some((entry) => entry.changeId === changeId);
}

function written(record: OrderRecord, changeId: string): HistoryWrite {
  const entry = record.statusHistory.find((candidate) => candidate.changeId === changeId);
  // reviseOrder answers only once the entry was read back (hasEntry).
  if (!entry) throw new Error(`History entry ${changeId} missing from the order read back`);
  return { order: toAdminOrder(record), view: toOrderView(record), entry: { ...entry, changeId } };
}
