import { z } from 'zod/mini';
import { LANGUAGES, LIMITS, OBJECT_ID, ORDER_STATUSES, PAGE_SIZES, PAYMENT_METHODS } from '../constants';
import { sku } from './catalog';
import { lineQuantity, queryInt, queryText } from './common';
import { deliveryChoice, nationalAddress } from './delivery';

// Line breaks and other control characters have no place in a name (it goes into mail subjects).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** A product id: 24 hex digits (a string; `{"$gt": ""}` and other objects are refused). */
export const productId = z.pipe(
  z.string('Expected a product id').check(z.regex(OBJECT_ID, 'Expected a product id (24 hex digits)')),
  z.transform((id) => id.toLowerCase()),
);

/** A person's or company's name: 2..100 characters on one line. */
export const personName = z.string('Expected a name').check(
  z.trim(),
  z.minLength(LIMITS.personName.min, `Enter at least ${LIMITS.personName.min} characters`),
  z.maxLength(LIMITS.personName.max, `Enter at most ${LIMITS.personName.max} characters`),
  z.refine((name) => !CONTROL_CHARACTERS.test(name), 'A name fits on one line'),
);

/** An email address (at most 254 characters), trimmed. */
export const emailAddress = z.pipe(
  z
    .string('Expected an email address')
    .check(z.trim(), z.maxLength(LIMITS.email, `An email address has at most ${LIMITS.email} characters`)),
  z.email('Enter a valid email address, such as name@example.com'),
);

const QATAR_PHONE = /^(?:\+974|00974)?([3-7]\d{7})$/;
const QATAR_PHONE_MESSAGE = 'Enter a Qatar phone number such as +974 5512 3456';

/**
 * A Qatar phone number: optionally +974 or 00974, then 8 digits starting with 3, 4, 5, 6 or 7;
 * spaces and dashes allowed. Stored as `+974` and the 8 digits.
 */
export const qatarPhone = z.pipe(
  z.pipe(
    z.string('Expected a phone number').check(z.maxLength(LIMITS.phone, QATAR_PHONE_MESSAGE)),
    z.transform((phone) => phone.replace(/[\s-]/g, '')),
  ),
  z.pipe(
    z.string().check(z.refine((phone) => QATAR_PHONE.test(phone), QATAR_PHONE_MESSAGE)),
    z.transform((phone) => `+974${QATAR_PHONE.exec(phone)?.[1] ?? ''}`),
  ),
);

/** The key of a delivery zone (checked against the saved zones by the service). */
export const zoneKey = z
  .string('Expected a delivery zone')
  .check(
    z.trim(),
    z.minLength(1, 'Choose a delivery zone'),
    z.maxLength(60, 'Unknown delivery zone'),
    z.regex(/^[a-z0-9-]+$/, 'Unknown delivery zone'),
  );

/** Where an order goes, as the customer writes it. */
export const deliveryAddress = z
  .string('Expected an address')
  .check(
    z.trim(),
    z.minLength(LIMITS.address.min, `Enter at least ${LIMITS.address.min} characters`),
    z.maxLength(LIMITS.address.max, `Enter at most ${LIMITS.address.max} characters`),
  );
const notes = z
  .string('Expected text')
  .check(z.trim(), z.maxLength(LIMITS.notes, `Enter at most ${LIMITS.notes} characters`));

/** The customer of an order: who, where and how to reach them. */
export const orderCustomer = z.strictObject({
  name: personName,
  phone: qatarPhone,
  email: emailAddress,
  address: deliveryAddress,
  zone: zoneKey,
  notes: z._default(notes, ''),
  nationalAddress: z.optional(nationalAddress),
});

const orderLine = z.strictObject({
  productId,
  /** The variant, for a product with options (issue 20). */
  variantSku: z.optional(sku),
  quantity: lineQuantity(LIMITS.maxQuantity),
});

/** The product lines of an order or a quote request: 1..`max`, each product (or variant) once. */
export function orderLines(max: number) {
  return z.array(orderLine, 'Expected a list of products').check(
    z.minLength(1, 'Add at least one product'),
    z.maxLength(max, `At most ${max} products`),
    z.superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const key = `${line.productId}|${line.variantSku ?? ''}`;
        if (seen.has(key)) {
          context.issues.push({
            code: 'custom',
            path: [index, 'productId'],
            message: 'Each product appears once; change its quantity instead',
            input: line.productId,
          });
        }
        seen.add(key);
      });
    }),
  );
}

/** The language a sender wrote in: the reply mail speaks it. */
export const language = z._default(z.enum(LANGUAGES, 'Expected en or ar'), 'en');

/** `POST /api/orders` body (the checkout). Totals and prices are not accepted: the server computes them. */
export const createOrderBody = z.strictObject({
  customer: orderCustomer,
  items: orderLines(LIMITS.maxOrderLines),
  paymentMethod: z.enum(PAYMENT_METHODS, `Expected one of ${PAYMENT_METHODS.join(', ')}`),
  language,
  /** The day and slot picked at checkout; without one the shop arranges the day (older clients). */
  delivery: z.optional(deliveryChoice),
});
export type CreateOrderInput = z.output<typeof createOrderBody>;

/** The `Idempotency-Key` header of `POST /api/orders`: 8..128 letters, digits, `_` and `-`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** An order's token (its only public key). */
export const ORDER_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** `POST /api/send-order` body. */
export const sendOrderBody = z.strictObject({
  token: z.string('Expected the order token').check(z.regex(ORDER_TOKEN, 'Expected the order token')),
});

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
}

/** The orders list's payment filters (the overview's "bank transfers not paid yet" opens the first). */
export const ORDER_PAYMENT_FILTERS = ['unpaid-bank-transfer'] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];

/** A Qatar calendar day in a query, `YYYY-MM-DD`. */
const queryDay = z.string('Expected a day').check(z.refine(isCalendarDay, 'A real day as YYYY-MM-DD'));

/**
 * `GET /api/orders` query (admin); unknown and repeated keys are refused. `from` and `to` are
 * Qatar days, both included; the last may not come before the first.
 */
export const listOrdersQuery = z
  .strictObject({
    status: z.optional(z.enum(ORDER_STATUSES, `Expected one of ${ORDER_STATUSES.join(', ')}`)),
    q: z.optional(queryText(LIMITS.search, 'A search has at most 100 characters')),
    from: z.optional(queryDay),
    to: z.optional(queryDay),
    /** `unpaid-bank-transfer`: bank-transfer orders, not cancelled, whose money is not confirmed yet. */
    payment: z.optional(z.enum(ORDER_PAYMENT_FILTERS, `Expected one of ${ORDER_PAYMENT_FILTERS.join(', ')}`)),
    page: queryInt(1, 10_000, 1),
    limit: queryInt(1, PAGE_SIZES.orders.max, PAGE_SIZES.orders.default),
  })
  .check(
    z.refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
      message: 'The last day comes before the first',
      path: ['to'],
    }),
  );
export type ListOrdersQuery = z.output<typeof listOrdersQuery>;

/** `PUT /api/orders/:id` body (admin): contact details and notes only, never prices or items. */
export const updateOrderBody = z.strictObject({
  customer: z.optional(
    z.strictObject({
      name: z.optional(personName),
      phone: z.optional(qatarPhone),
      email: z.optional(emailAddress),
      address: z.optional(deliveryAddress),
      zone: z.optional(zoneKey),
      notes: z.optional(notes),
    }),
  ),
  adminNotes: z.optional(
    z
      .string('Expected text')
      .check(z.trim(), z.maxLength(LIMITS.adminNotes, `Enter at most ${LIMITS.adminNotes} characters`)),
  ),
});
export type UpdateOrderInput = z.output<typeof updateOrderBody>;

/** `PATCH /api/orders/:id/status` body (admin). */
export const updateStatusBody = z.strictObject({
  status: z.enum(ORDER_STATUSES, `Expected one of ${ORDER_STATUSES.join(', ')}`),
  note: z._default(notes, ''),
  /** Put the note in the customer's status mail and timeline (the change itself is always mailed). */
  tellCustomer: z._default(z.boolean('Expected true or false'), false),
});
export type UpdateStatusInput = z.output<typeof updateStatusBody>;

/** Whether `value` has the shape of an order token (anything else finds no order). */
export function isOrderToken(value: unknown): value is string {
  return typeof value === 'string' && ORDER_TOKEN.test(value);
}
