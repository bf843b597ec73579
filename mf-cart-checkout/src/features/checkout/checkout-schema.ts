/** The checkout form's check: the API's own order customer and payment method. */
import { z } from 'zod/mini';
import { createOrderBody, nationalAddress, orderCustomer } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { checkoutMessages, type CheckoutValues } from './checkout-rules';

const plate = nationalAddress.shape;
/** A plate number as typed: empty, or what the API takes. */
// The form holds text; the contract's numbers take digit strings as well as numbers, so text is all they see here.
const plateNumber = (schema: z.ZodMiniType<unknown, string | number>) =>
  z.union([z.literal(''), z.pipe(z.string(), schema as z.ZodMiniType<unknown, string>)]);

/**
 * The customer's details and the payment method, with a zone among those the shop delivers to now;
 * the National Address as four text fields (zone, street and building together or not at all); the
 * day and slot as the picker set them (the server judges whether they are still free).
 */
export function checkoutSchema(zoneKeys: readonly string[]) {
  const { nationalAddress: _plate, ...customer } = orderCustomer.shape;
  return z
    .strictObject({
      ...customer,
      zone: orderCustomer.shape.zone.check(z.refine((key) => zoneKeys.includes(key))),
      paymentMethod: createOrderBody.shape.paymentMethod,
      ...PLATE_SCHEMA,
      deliveryDate: z.string(),
      deliverySlot: z.string(),
    })
    .check(plateTogether);
}

/** The four plate fields as typed (also the quotation's acceptance form). */
export const PLATE_SCHEMA = {
  naZone: plateNumber(plate.zone),
  naStreet: plateNumber(plate.street),
  naBuilding: plateNumber(plate.building),
  naUnit: plateNumber(plate.unit.def.innerType),
};

const PLATE_REQUIRED = ['naZone', 'naStreet', 'naBuilding'] as const;

/**
 * Zone, street and building go together or not at all. Checked also when other fields are wrong,
 * so every problem shows at the first submit.
 */
export const plateTogether = z.superRefine<Record<(typeof PLATE_REQUIRED)[number], unknown>>(
  (values, context) => {
    const given = PLATE_REQUIRED.filter((field) => String(values[field] ?? '').trim() !== '');
    if (given.length === 0 || given.length === PLATE_REQUIRED.length) return;
    for (const field of PLATE_REQUIRED)
      if (!given.includes(field))
        context.addIssue({ code: 'custom', path: [field], message: 'incomplete', input: values[field] });
  },
  { when: () => true },
);

export const checkoutResolver = (zoneKeys: readonly string[]) =>
  contractResolver<CheckoutValues>(checkoutSchema(zoneKeys), checkoutMessages);
