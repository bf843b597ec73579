import { z } from 'zod';
import { ValidationError } from '../http/errors';
import { queryText } from '../http/validators';
import { ORDER_STATUSES, PAYMENT_METHODS } from './model';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MAX_ORDER_LINES = 100;
export const MAX_QUANTITY = 999;

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
// Line breaks and other control characters have no place in a name (it goes into mail subjects).
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** A product id: 24 hex digits (a string; `{"$gt": ""}` and other objects are refused). */
export const productId = z
  .string('Expected a product id')
  .regex(OBJECT_ID, 'Expected a product id (24 hex digits)')
  .transform((id) => id.toLowerCase());

/** A person's or company's name: 2..100 characters on one line. */
export const personName = z
  .string('Expected a name')
  .trim()
  .min(2, 'Enter at least 2 characters')
  .max(100, 'Enter at most 100 characters')
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'A name fits on one line');

/** An email address (at most 254 characters), trimmed. */
export const emailAddress = z
  .string('Expected an email address')
  .trim()
  .max(254, 'An email address has at most 254 characters')
  .pipe(z.email('Enter a valid email address, such as name@example.com'));

const QATAR_PHONE = /^(?:\+974|00974)?([3-7]\d{7})$/;

/**
 * A Qatar phone number: optionally +974 or 00974, then 8 digits starting with 3, 4, 5, 6 or 7;
 * spaces and dashes allowed. Stored as `+974` and the 8 digits.
 */
export const qatarPhone = z
  .string('Expected a phone number')
  .max(30, 'Enter a Qatar phone number such as +974 5512 3456')
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .refine((phone) => QATAR_PHONE.test(phone), 'Enter a Qatar phone number such as +974 5512 3456')
  .transform((phone) => `+974${QATAR_PHONE.exec(phone)?.[1] ?? ''}`);

/** The key of a delivery zone (checked against the saved zones by the service). */
const zoneKey = z
  .string('Expected a delivery zone')
  .trim()
  .min(1, 'Choose a delivery zone')
  .max(60, 'Unknown delivery zone')
  .regex(/^[a-z0-9-]+$/, 'Unknown delivery zone');

const address = z.string('Expected an address').trim().min(5, 'Enter at least 5 characters').max(500, 'Enter at most 500 characters');
const notes = z.string('Expected text').trim().max(1000, 'Enter at most 1000 characters');

const customer = z.strictObject({
  name: personName,
  phone: qatarPhone,
  email: emailAddress,
  address,
  zone: zoneKey,
  notes: notes.default(''),
});

const orderLine = z.strictObject({
  productId,
  quantity: z
    .number('Expected a quantity')
    .int('A quantity is a whole number')
    .min(1, 'A quantity is at least 1')
    .max(MAX_QUANTITY, `A quantity is at most ${MAX_QUANTITY}`),
});

/** The product lines of an order or a quote request: 1..`max`, each product once. */
export function orderLines(max: number) {
  return z
    .array(orderLine, 'Expected a list of products')
    .min(1, 'Add at least one product')
    .max(max, `At most ${max} products`)
    .superRefine((lines, issue) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.productId)) {
          issue.addIssue({ code: 'custom', path: [index, 'productId'], message: 'Each product appears once; change its quantity instead' });
        }
        seen.add(line.productId);
      });
    });
}

/** `POST /api/orders` body. Totals and prices are not accepted: the server computes them. */
export const createOrderBody = z.strictObject({
  customer,
  items: orderLines(MAX_ORDER_LINES),
  paymentMethod: z.enum(PAYMENT_METHODS, `Expected one of ${PAYMENT_METHODS.join(', ')}`),
  language: z.enum(LANGUAGES, 'Expected en or ar').default('en'),
});
export type CreateOrderInput = z.output<typeof createOrderBody>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The `Idempotency-Key` header: absent, or 8..128 characters of letters, digits, `_` and `-`; else 400. */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (IDEMPOTENCY_KEY.test(value)) return value;
  throw new ValidationError('Invalid Idempotency-Key header', [
    { path: 'Idempotency-Key', message: 'Expected 8 to 128 letters, digits, "_" or "-"' },
  ], { code: 'INVALID_IDEMPOTENCY_KEY' });
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Whether `value` has the shape of an order token (the order's only public key). */
export function isOrderToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** `POST /api/send-order` body. */
export const sendOrderBody = z.strictObject({
  token: z.string('Expected the order token').regex(TOKEN, 'Expected the order token'),
});

/** Validates the `:id` of an admin order URL; 400 `INVALID_ID` when it is not 24 hex digits. */
export function parseOrderId(value: unknown): string {
  if (typeof value === 'string' && OBJECT_ID.test(value)) return value.toLowerCase();
  throw new ValidationError('Invalid order id', [{ path: 'id', message: 'Expected an order id (24 hex digits)' }], { code: 'INVALID_ID' });
}

function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const DEFAULT_ORDER_PAGE_SIZE = 20;
export const MAX_ORDER_PAGE_SIZE = 100;

/** `GET /api/orders` query (admin); unknown and repeated keys are refused. */
export const listOrdersQuery = z.strictObject({
  status: z.enum(ORDER_STATUSES, `Expected one of ${ORDER_STATUSES.join(', ')}`).optional(),
  q: queryText(100, 'A search has at most 100 characters').optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
});
export type ListOrdersQuery = z.output<typeof listOrdersQuery>;

/** `PUT /api/orders/:id` body (admin): contact details and notes only, never prices or items. */
export const updateOrderBody = z.strictObject({
  customer: z
    .strictObject({
      name: personName.optional(),
      phone: qatarPhone.optional(),
      email: emailAddress.optional(),
      address: address.optional(),
      zone: zoneKey.optional(),
      notes: notes.optional(),
    })
    .optional(),
  adminNotes: z.string('Expected text').trim().max(5000, 'Enter at most 5000 characters').optional(),
});
export type UpdateOrderInput = z.output<typeof updateOrderBody>;

/** `PATCH /api/orders/:id/status` body (admin). */
export const updateStatusBody = z.strictObject({
  status: z.enum(ORDER_STATUSES, `Expected one of ${ORDER_STATUSES.join(', ')}`),
  note: notes.default(''),
});
export type UpdateStatusInput = z.output<typeof updateStatusBody>;
