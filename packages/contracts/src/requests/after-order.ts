/**
 * After the order (issue 19): tracking by number and phone, the workflow's notes to the
 * customer, payments and receipts, delivery days and slots, and the Qatar National Address.
 */
import { z } from 'zod/mini';
import { LIMITS, MAX_SLOT_CAPACITY } from '../constants';
import { queryText } from './common';
import { deliverySlotId, isoDay } from './delivery';
import { qatarPhone } from './orders';
import { orderIdParams } from './params';

/** An order number as the shop writes it, e.g. `OG-261122-7KQ4` (any case, spaces around trimmed). */
export const ORDER_NUMBER = /^OG-\d{6}-[2-9A-HJKMNP-Z]{4}$/;

export const orderNumber = z.pipe(
  z.string('Enter your order number').check(z.trim(), z.maxLength(40, 'Enter an order number such as OG-261122-7KQ4')),
  z.pipe(
    z.transform((text: string) => text.toUpperCase()),
    z.string().check(z.regex(ORDER_NUMBER, 'Enter an order number such as OG-261122-7KQ4')),
  ),
);

/** `POST /api/order-tracking` body: the pair a guest proves an order is theirs with. */
export const trackOrderBody = z.strictObject({ orderNumber, phone: qatarPhone });
export type TrackOrderInput = z.output<typeof trackOrderBody>;

/** `GET /api/delivery-slots?zone=` query. */
export const deliverySlotsQuery = z.strictObject({
  zone: queryText(LIMITS.zoneKey, 'Unknown delivery zone'),
});

/** `POST /api/orders/:id/notes` body (admin): a note on the order's history, mailed if asked. */
export const orderNoteBody = z.strictObject({
  note: z
    .string('Expected text')
    .check(
      z.trim(),
      z.minLength(1, 'Write the note'),
      z.maxLength(LIMITS.notes, `Enter at most ${LIMITS.notes} characters`),
    ),
  notifyCustomer: z._default(z.boolean('Expected true or false'), false),
});
export type OrderNoteInput = z.output<typeof orderNoteBody>;

/** `POST /api/orders/:id/payment` body (admin): mark paid, reject a receipt, or refund. */
export const paymentActionBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('mark-paid'),
    reference: z._default(
      z
        .string('Expected text')
        .check(z.trim(), z.maxLength(LIMITS.paymentReference, `Enter at most ${LIMITS.paymentReference} characters`)),
      '',
    ),
    paidOn: isoDay,
    /** The receipt this payment accepts, when there is one. */
    receiptId: z.optional(z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown receipt'))),
  }),
  z.strictObject({
    action: z.literal('reject-receipt'),
    receiptId: z.string('Choose the receipt').check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown receipt')),
    reason: z
      .string('Say why the receipt is rejected')
      .check(
        z.trim(),
        z.minLength(LIMITS.receiptRejectReason.min, 'Say why the receipt is rejected'),
        z.maxLength(LIMITS.receiptRejectReason.max, `Enter at most ${LIMITS.receiptRejectReason.max} characters`),
      ),
  }),
  z.strictObject({
    action: z.literal('refund'),
    note: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.notes)), ''),
  }),
]);
export type PaymentActionInput = z.output<typeof paymentActionBody>;

/** `PUT /api/admin/delivery-schedule` body: slot capacities per zone and the closed days. */
export const deliveryScheduleBody = z.strictObject({
  /** Capacity of each slot for zones without their own (0 closes the slot). */
  defaultCapacity: z.record(deliverySlotId, z.number().check(z.int(), z.gte(0), z.lte(MAX_SLOT_CAPACITY))),
  /** Per zone key, capacities that differ from the default. */
  zoneCapacity: z.record(
    z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Unknown delivery zone')),
    z.partialRecord(deliverySlotId, z.number().check(z.int(), z.gte(0), z.lte(MAX_SLOT_CAPACITY))),
  ),
  closedDays: z
    .array(
      z.strictObject({
        date: isoDay,
        label: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.closedDayLabel)), ''),
      }),
    )
    .check(z.maxLength(LIMITS.maxClosedDays, `At most ${LIMITS.maxClosedDays} closed days`)),
});
export type DeliveryScheduleInput = z.output<typeof deliveryScheduleBody>;

/** `GET /api/admin/deliveries?date=` query: one day's deliveries by slot. */
export const deliveriesQuery = z.strictObject({ date: isoDay });

/** `POST /api/order-receipts/:token`: multipart with the one file `receipt` and no text fields. */
export const receiptUploadFields = z.strictObject({});

const receiptId = z.string().check(z.maxLength(64, 'Unknown receipt'));

/** `:token/:receiptId` of a receipt download by the order's token (any text: a wrong one finds nothing). */
export const orderReceiptParams = z.object({ token: z.string(), receiptId });

/** `:id/:receiptId` of a receipt download by the admin. */
export const adminReceiptParams = z.object({ id: orderIdParams.shape.id, receiptId });
