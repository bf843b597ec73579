/**
 * The delivery parts of an order's body (issue 19): the day and slot picked at checkout and the
 * Qatar National Address. Apart from after-order.ts so that orders.ts can use them without a cycle.
 */
import { z } from 'zod/mini';
import { DELIVERY_SLOT_IDS, LIMITS } from '../constants';

/** A calendar day in Qatar, `YYYY-MM-DD`. */
export const ISO_DAY = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const isoDay = z.string('Expected a day (YYYY-MM-DD)').check(
  z.regex(ISO_DAY, 'Expected a day (YYYY-MM-DD)'),
  z.refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Expected a real day',
  ),
);

export const deliverySlotId = z.enum(DELIVERY_SLOT_IDS, `Expected one of ${DELIVERY_SLOT_IDS.join(', ')}`);

/** The day and slot a shopper picks at checkout (or the admin moves an order to). */
export const deliveryChoice = z.strictObject({ date: isoDay, slot: deliverySlotId });
export type DeliveryChoice = z.output<typeof deliveryChoice>;

/** A whole number from a number or a string of digits (forms send strings), 1..max. */
function addressNumber(max: number, what: string) {
  const message = `Enter the ${what} number (1 to ${max})`;
  return z.pipe(
    z.union([z.number(message), z.string(message).check(z.trim(), z.regex(/^\d{1,6}$/, message))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.number(message).check(z.int(message), z.gte(1, message), z.lte(max, message)),
    ),
  );
}

/** Qatar National Address (the blue plate): zone, street, building, and an optional unit. */
export const nationalAddress = z.strictObject({
  zone: addressNumber(LIMITS.nationalAddressZone, 'zone'),
  street: addressNumber(LIMITS.nationalAddressNumber, 'street'),
  building: addressNumber(LIMITS.nationalAddressNumber, 'building'),
  unit: z.optional(addressNumber(LIMITS.nationalAddressUnit, 'unit')),
});
export type NationalAddress = z.output<typeof nationalAddress>;
