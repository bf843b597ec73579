/** The acceptance form's check: the API's own `acceptQuotationBody` fields, the plate as the checkout checks it. */
import { z } from 'zod/mini';
import { acceptQuotationBody, qatarPhone } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { PLATE_SCHEMA, plateTogether } from '../checkout/checkout-schema';
import { acceptMessages, type AcceptValues } from './quotation-rules';

const body = acceptQuotationBody.shape;

/**
 * A zone among those the shop delivers to now; a phone only when the quotation's own is not a
 * Qatar number (`phoneNeeded`), else an empty one is fine; the day and slot as the picker set them.
 */
export function acceptSchema(zoneKeys: readonly string[], phoneNeeded: boolean) {
  return z
    .strictObject({
      address: body.address,
      ...PLATE_SCHEMA,
      zone: body.zone.check(z.refine((key) => zoneKeys.includes(key))),
      deliveryDate: z.string(),
      deliverySlot: z.string(),
      phone: phoneNeeded ? qatarPhone : z.union([z.literal(''), qatarPhone]),
      notes: body.notes,
      paymentMethod: body.paymentMethod,
    })
    .check(plateTogether);
}

export const acceptResolver = (zoneKeys: readonly string[], phoneNeeded: boolean) =>
  contractResolver<AcceptValues>(acceptSchema(zoneKeys, phoneNeeded), acceptMessages);

/** Whether the quotation's phone will do for the order (a Qatar number), so the form need not ask for one. */
export const isQatarPhone = (phone: string): boolean => z.safeParse(qatarPhone, phone).success;
