/** The checkout form's check: the API's own order customer and payment method. */
import { z } from 'zod/mini';
import { createOrderBody, orderCustomer } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { checkoutMessages, type CheckoutValues } from './checkout-rules';

/** The customer's details and the payment method, with a zone among those the shop delivers to now. */
export function checkoutSchema(zoneKeys: readonly string[]) {
  return z.extend(orderCustomer, {
    zone: orderCustomer.shape.zone.check(z.refine((key) => zoneKeys.includes(key))),
    paymentMethod: createOrderBody.shape.paymentMethod,
  });
}

export const checkoutResolver = (zoneKeys: readonly string[]) =>
  contractResolver<CheckoutValues>(checkoutSchema(zoneKeys), checkoutMessages);
