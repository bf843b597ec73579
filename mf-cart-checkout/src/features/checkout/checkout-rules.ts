/** The checkout form's fields, their messages, and the order request they become (the check is in ./checkout-schema, loaded when first needed). */
import type { Language } from '@ogulf/web-kit';
import { DELIVERY_SLOT_IDS } from '@ogulf/contracts/constants';
import { isPurchasable, productIdOf, variantSkuOf, type StoredCartLine } from '../cart/cart-lines';
import type { OrderRequest, PaymentMethod } from '../../shared/order-types';
import { messagesFrom } from '../../shared/form-messages';
import { qatarPhoneField, SENDER_FIELDS, type TextFieldSpec } from '../../shared/text-field';

/** The Qatar National Address fields (the blue plate), all optional; zone, street and building go together. */
export const PLATE_FIELDS = ['naZone', 'naStreet', 'naBuilding', 'naUnit'] as const;
/** Where and when an order goes, in screen order (the checkout's and a quotation's acceptance). */
export const WHERE_AND_WHEN = ['address', ...PLATE_FIELDS, 'zone', 'deliveryDate', 'deliverySlot'] as const;
/** In screen order. */
export const CHECKOUT_FIELDS = ['name', 'phone', 'email', ...WHERE_AND_WHEN, 'notes', 'paymentMethod'] as const;
/** Where the server's `customer.nationalAddress.*` problems show. */
const PLATE_FIELD_OF: Record<string, CheckoutField> = {
  'nationalAddress.zone': 'naZone',
  'nationalAddress.street': 'naStreet',
  'nationalAddress.building': 'naBuilding',
  'nationalAddress.unit': 'naUnit',
};
export type PlateField = (typeof PLATE_FIELDS)[number];
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  naZone: '',
  naStreet: '',
  naBuilding: '',
  naUnit: '',
  zone: '',
  deliveryDate: '',
  deliverySlot: '',
  notes: '',
  paymentMethod: 'cash',
};

export const checkoutMessages = messagesFrom<CheckoutField>({
  name: { required: 'nameRequired', invalid: 'nameLength' },
  phone: { required: 'phoneRequired', invalid: 'phoneQatar' },
  email: { required: 'emailRequired', invalid: 'emailInvalid' },
  address: { required: 'addressRequired', invalid: 'addressLength' },
  naZone: { required: 'nationalAddressIncomplete', invalid: 'nationalAddressNumber' },
  naStreet: { required: 'nationalAddressIncomplete', invalid: 'nationalAddressNumber' },
  naBuilding: { required: 'nationalAddressIncomplete', invalid: 'nationalAddressNumber' },
  naUnit: { invalid: 'nationalAddressNumber' },
  zone: { invalid: 'zoneRequired' },
  deliveryDate: { invalid: 'slotRequired' },
  deliverySlot: { invalid: 'slotRequired' },
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
  const nationalAddress = nationalAddressOf(values);
  const slot = DELIVERY_SLOT_IDS.find((id) => id === values.deliverySlot);
  return {
    customer: {
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      address: values.address.trim(),
      zone: values.zone,
      ...(notes ? { notes } : {}),
      ...(nationalAddress ? { nationalAddress } : {}),
    },
    items: orderLines(lines).map((line) => {
      const variantSku = variantSkuOf(line);
      return { productId: productIdOf(line), ...(variantSku ? { variantSku } : {}), quantity: line.quantity };
    }),
    paymentMethod: values.paymentMethod as PaymentMethod,
    language,
    ...(values.deliveryDate && slot ? { delivery: { date: values.deliveryDate, slot } } : {}),
  };
}

/** The National Address typed on the plate fields, as numbers; null unless zone, street and building are all given. */
export function nationalAddressOf(
  values: Record<PlateField, string>,
): { zone: number; street: number; building: number; unit?: number } | null {
  const [zone, street, building, unit] = PLATE_FIELDS.map((field) => values[field].trim());
  if (!zone || !street || !building) return null;
  return {
    zone: Number(zone),
    street: Number(street),
    building: Number(building),
    ...(unit ? { unit: Number(unit) } : {}),
  };
}

/** The form field a path of the server's `details` names (`customer.name` -> `name`), or null. */
export function checkoutFieldOf(path: string): CheckoutField | null {
  const field = path.replace(/^customer\./, '');
  if (PLATE_FIELD_OF[field]) return PLATE_FIELD_OF[field];
  return (CHECKOUT_FIELDS as readonly string[]).includes(field) && !(PLATE_FIELDS as readonly string[]).includes(field)
    ? (field as CheckoutField)
    : null;
}

/** The customer's name (across the grid), the Qatar phone the order is tracked by, and the email its confirmation goes to. */
export const CHECKOUT_CONTACT_FIELDS = [
  { ...SENDER_FIELDS[0], wide: true },
  qatarPhoneField('fields.phoneHint'),
  { ...SENDER_FIELDS[1], hint: 'fields.emailHint' },
] as const satisfies readonly TextFieldSpec<CheckoutField>[];
