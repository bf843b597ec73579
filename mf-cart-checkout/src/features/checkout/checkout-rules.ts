/** The checkout form's fields, their rules, and the order request they become. */
import type { Language } from '@ogulf/web-kit';
import { isPurchasable, type StoredCartLine } from '../cart/cart-lines';
import { PAYMENT_METHODS, type OrderRequest, type PaymentMethod } from '../../shared/order-types';
import { addressRule, emailRule, maxLength, nameRule, qatarPhoneRule, requiredChoice, type Rule } from '../../shared/validation';

/** In screen order, so the first error found is the first on screen. */
export const CHECKOUT_FIELDS = ['name', 'phone', 'email', 'address', 'zone', 'notes', 'paymentMethod'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = { name: '', phone: '', email: '', address: '', zone: '', notes: '', paymentMethod: 'cash' };

export function checkoutRules(zoneKeys: readonly string[]): Record<CheckoutField, Rule> {
  return {
    name: nameRule,
    phone: qatarPhoneRule,
    email: emailRule,
    address: addressRule,
    zone: requiredChoice(zoneKeys, 'zoneRequired'),
    notes: maxLength(1000, 'notesLength'),
    paymentMethod: requiredChoice(PAYMENT_METHODS, 'paymentRequired'),
  };
}

/** The lines an order can hold: on sale, priced, not sold on quotation. */
export const orderLines = (lines: readonly StoredCartLine[]): StoredCartLine[] => lines.filter(isPurchasable);

/** The `POST /api/orders` body: trimmed details and product ids with quantities; prices never leave the browser. */
export function orderRequest(values: CheckoutValues, lines: readonly StoredCartLine[], language: Language): OrderRequest {
  const notes = values.notes.trim();
  return {
    customer: {
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      address: values.address.trim(),
      zone: values.zone,
      ...(notes ? { notes } : {}),
    },
    items: orderLines(lines).map((line) => ({ productId: line.id, quantity: line.quantity })),
    paymentMethod: values.paymentMethod as PaymentMethod,
    language,
  };
}
