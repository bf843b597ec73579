/**
 * Requests of quotations (issue 18, B2B sales cycle): the admin builds a priced offer, from a quote
 * request or blank, sends it, revises or withdraws it; the customer reads it by its private token,
 * accepts it (an order at the quoted prices) or asks for changes. Prices and totals are never
 * taken from the customer, and the admin's totals are computed again by the server.
 */
import { z } from 'zod/mini';
import { LIMITS, PAGE_SIZES, PAYMENT_METHODS, QUOTATION_LIMITS, QUOTATION_STATUSES } from '../constants';
import { amount, lineQuantity, messageText, objectId, queryInt, queryText } from './common';
import { deliveryChoice, isoDay, nationalAddress } from './delivery';
import { optionalPhone, singleLine } from './messages';
import { deliveryAddress, emailAddress, language, productId, qatarPhone, zoneKey } from './orders';

/** Text trimmed, at most `max` characters ('' when absent). */
function optionalText(max: number) {
  return z._default(z.string('Expected text').check(z.trim(), z.maxLength(max, `Enter at most ${max} characters`)), '');
}

const money = amount(LIMITS.price, 'An amount is not negative', `An amount is at most ${LIMITS.price} QAR`);

/**
 * One line of a quotation: a catalogue product (`productId`) or a free line (`productId: null`,
 * a custom workstation, a service). The names are what the customer reads (a catalogue line
 * starts with the product's names; the admin may reword them). `unitPrice` is before the line's
 * discount; the server computes the line total.
 */
export const quotationLineInput = z.strictObject({
  productId: z._default(z.nullable(productId), null),
  name: z.string('Expected a name').check(
    z.trim(),
    z.minLength(QUOTATION_LIMITS.lineName.min, 'Name the line'),
    z.maxLength(QUOTATION_LIMITS.lineName.max, `Enter at most ${QUOTATION_LIMITS.lineName.max} characters`),
    z.refine((value) => !/[\r\n]/.test(value), 'Keep it on one line'),
  ),
  nameAr: singleLine(QUOTATION_LIMITS.lineName.max),
  description: optionalText(QUOTATION_LIMITS.lineDescription),
  quantity: lineQuantity(QUOTATION_LIMITS.maxQuantity),
  unitPrice: money,
  discountPercent: z._default(
    z.number('Expected a percentage').check(
      z.gte(0, 'A discount is 0 to 100 %'),
      z.lte(100, 'A discount is 0 to 100 %'),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals'),
    ),
    0,
  ),
});
export type QuotationLineInput = z.output<typeof quotationLineInput>;

/**
 * Who the quotation is for. A draft may leave the name and email empty; sending needs both (409
 * `QUOTATION_INCOMPLETE`), since the link is mailed to that address.
 */
export const quotationCustomerInput = z.strictObject({
  name: singleLine(LIMITS.personName.max),
  company: singleLine(LIMITS.company),
  email: z._default(z.union([z.literal(''), emailAddress], 'Enter a valid email address'), ''),
  phone: optionalPhone,
  address: optionalText(LIMITS.address.max),
});
export type QuotationCustomerInput = z.output<typeof quotationCustomerInput>;

/**
 * `PUT /api/admin/quotations/:id` (drafts only; 409 `QUOTATION_NOT_DRAFT` otherwise): the whole
 * draft as the builder holds it. Totals are computed by the server in fils.
 */
export const quotationDraftBody = z.strictObject({
  customer: quotationCustomerInput,
  /** The language of the mail, the customer's page and the PDF's first column. */
  language,
  lines: z
    .array(quotationLineInput, 'Expected a list of lines')
    .check(z.maxLength(QUOTATION_LIMITS.maxLines, `At most ${QUOTATION_LIMITS.maxLines} lines`)),
  deliveryCharge: z._default(money, 0),
  installationCharge: z._default(money, 0),
  /** The last day (Qatar) the customer may accept; today..today + `maxValidDays`. */
  validUntil: isoDay,
  /** Printed on the quotation (payment terms, lead time, warranty). */
  terms: optionalText(QUOTATION_LIMITS.terms),
  /** Internal: never shown to the customer. */
  notes: optionalText(QUOTATION_LIMITS.notes),
});
export type QuotationDraftInput = z.output<typeof quotationDraftBody>;

/**
 * `POST /api/admin/quotations`: from a quote request (its customer and lines, priced from the
 * catalogue as it is now; products on request start at 0), or blank.
 */
export const createQuotationBody = z.strictObject({ requestId: z.optional(objectId) });
export type CreateQuotationInput = z.output<typeof createQuotationBody>;

/** `GET /api/admin/quotations?status=&q=&page=&limit=`: newest first; superseded versions only when asked for. */
export const quotationListQuery = z.strictObject({
  status: z.optional(z.enum(QUOTATION_STATUSES, `Expected one of ${QUOTATION_STATUSES.join(', ')}`)),
  /** Part of the number, the customer's name, company, email or phone. */
  q: z.optional(queryText(LIMITS.search, `A search has at most ${LIMITS.search} characters`)),
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, PAGE_SIZES.orders.max, PAGE_SIZES.orders.default),
});
export type QuotationListQuery = z.output<typeof quotationListQuery>;

/** `:token` of a quotation's public routes (any text: one that cannot be a token finds none). */
export const quotationTokenParams = z.object({ token: z.string() });

/**
 * `POST /api/quotes/:token/accept`: places the order at the quoted prices. Name and email are the
 * quotation's; the customer gives where it goes and how they pay. `phone` is needed when the
 * quotation's phone is not a Qatar number (the order's tracking goes by it).
 */
export const acceptQuotationBody = z.strictObject({
  paymentMethod: z.enum(PAYMENT_METHODS, `Expected one of ${PAYMENT_METHODS.join(', ')}`),
  zone: zoneKey,
  address: deliveryAddress,
  phone: z.optional(qatarPhone),
  notes: optionalText(LIMITS.notes),
  nationalAddress: z.optional(nationalAddress),
  /** A delivery day and slot (`GET /api/delivery-slots?zone=`); without one the shop arranges the day. */
  delivery: z.optional(deliveryChoice),
});
export type AcceptQuotationInput = z.output<typeof acceptQuotationBody>;

/** `POST /api/quotes/:token/request-changes`: what the customer would like changed. */
export const quotationChangesBody = z.strictObject({
  message: messageText(QUOTATION_LIMITS.changeMessage),
});
export type QuotationChangesInput = z.output<typeof quotationChangesBody>;
