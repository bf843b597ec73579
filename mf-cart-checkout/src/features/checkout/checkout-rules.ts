/** The checkout form's fields, their messages, and the order request they become (the check is in ./checkout-schema, loaded when first needed). */
import type { Language } from '@ogulf/web-kit';
import { isPurchasable, type StoredCartLine } from '../cart/cart-lines';
import type { OrderRequest, PaymentMethod } from '../../shared/order-types';
import { messagesFrom } from '../../shared/form-messages';

/** In screen order. */
export const CHECKOUT_FIELDS = ['name', 'phone', 'email', 'address', 'zone', 'notes', 'paymentMethod'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  zone: '',
  notes: '',
  paymentMethod: 'cash',
};

export const checkoutMessages = messagesFrom<CheckoutField>({
  name: { required: 'nameRequired', invalid: 'nameLength' },
  phone: { required: 'phoneRequired', invalid: 'phoneQatar' },
  email: { required: 'emailRequired', invalid: 'emailInvalid' },
  address: { required: 'addressRequired', invalid: 'addressLength' },
  zone: { invalid: 'zoneRequired' },
  notes: { invalid: 'notesLength' },
  paymentMethod: { invalid: 'paymentRequired' },
});

/** The lines an order can hold: on sale, priced, not sold on quotation. */
export const orderLines = (lines: readonly StoredCartLine[]): StoredCartLine[] => lines.filter(isPurchasable);

/** The `POST /api/orders` body: trimmed details and product ids with quantities; prices never leave the browser. */
export function orderRequest(
  values: CheckoutValues,
  lines: readonly StoredCartLine[],
  language: Language,
): OrderRequest {
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
