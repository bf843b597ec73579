/**
 * Replies of quotations (issue 18): the admin's quotation with its versions, the list, and the
 * customer's view by token (no internal notes, no other version's token). Amounts are QAR,
 * computed by the server in fils.
 */
import { z } from 'zod/mini';
import { LANGUAGES, QUOTATION_STATUSES } from './constants';
import { orderView } from './replies';

const isoDate = z.string();

export const quotationLineView = z.object({
  /** The catalogue product, or null for a free line. */
  productId: z.nullable(z.string()),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  quantity: z.number(),
  /** Before the line's discount. */
  unitPrice: z.number(),
  discountPercent: z.number(),
  /** The unit price after the discount, rounded to the fils: what the order charges per unit. */
  netUnitPrice: z.number(),
  /** `netUnitPrice × quantity`. */
  lineTotal: z.number(),
});
export type QuotationLineView = z.output<typeof quotationLineView>;

export const quotationCustomerView = z.object({
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type QuotationCustomerView = z.output<typeof quotationCustomerView>;

/** What both the admin and the customer read of a quotation. */
const quotationFields = {
  /** `QT-YYMMDD-XXXX`, the same for every version. */
  number: z.string(),
  version: z.number(),
  /** `expired` when sent (or changes requested) and past `validUntil`. */
  status: z.enum(QUOTATION_STATUSES),
  language: z.enum(LANGUAGES),
  customer: quotationCustomerView,
  lines: z.array(quotationLineView),
  /** Lines before their discounts. */
  subtotal: z.number(),
  /** What the line discounts take off. */
  discountTotal: z.number(),
  deliveryCharge: z.number(),
  installationCharge: z.number(),
  /** `subtotal - discountTotal + deliveryCharge + installationCharge`. */
  total: z.number(),
  currency: z.literal('QAR'),
  /** The last day (Qatar, `YYYY-MM-DD`) it may be accepted. */
  validUntil: z.string(),
  terms: z.string(),
  sentAt: z.nullable(isoDate),
  acceptedAt: z.nullable(isoDate),
  /** The order placed when it was accepted. */
  orderNumber: z.nullable(z.string()),
};

/** One version of a quotation, in the admin's list of its versions (oldest first). */
export const quotationVersionSummary = z.object({
  id: z.string(),
  version: z.number(),
  status: z.enum(QUOTATION_STATUSES),
  total: z.number(),
  sentAt: z.nullable(isoDate),
  createdAt: isoDate,
});
export type QuotationVersionSummary = z.output<typeof quotationVersionSummary>;

/** A customer's request for changes, as the admin reads it on the quotation. */
export const quotationChangeRequest = z.object({ message: z.string(), at: isoDate });

/** `GET|PUT /api/admin/quotations/:id` and the replies of its actions. */
export const adminQuotation = z.object({
  ...quotationFields,
  id: z.string(),
  /** The quote request it was made from, or null for a blank one. */
  requestId: z.nullable(z.string()),
  /** That request's reference (`Q-YYMMDD-XXXX`), or null. */
  requestReference: z.nullable(z.string()),
  /** Internal notes (never shown to the customer). */
  notes: z.string(),
  /** The customer's private page (`${publicUrl}/quote/<token>`): shown once sent, null for a draft. */
  customerUrl: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  changeRequests: z.array(quotationChangeRequest),
  /** Every version of this number, oldest first (this one included). */
  versions: z.array(quotationVersionSummary),
  /** Whether this is the newest version (only the newest may be revised). */
  isLatest: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminQuotation = z.output<typeof adminQuotation>;

/** A row of `GET /api/admin/quotations`. */
export const adminQuotationSummary = z.object({
  id: z.string(),
  number: z.string(),
  version: z.number(),
  status: z.enum(QUOTATION_STATUSES),
  customerName: z.string(),
  company: z.string(),
  email: z.string(),
  total: z.number(),
  validUntil: z.string(),
  requestId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  sentAt: z.nullable(isoDate),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminQuotationSummary = z.output<typeof adminQuotationSummary>;

export const adminQuotationList = z.object({
  items: z.array(adminQuotationSummary),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});
export type AdminQuotationList = z.output<typeof adminQuotationList>;

/**
 * `GET /api/quotes/:token`: the quotation as its customer reads it, in its language. No
 * internal notes; of the other versions only whether a newer one was sent.
 */
export const customerQuotation = z.object({
  ...quotationFields,
  /** Past `validUntil` (Qatar day): it can no longer be accepted. */
  isExpired: z.boolean(),
  /** A newer version of this quotation was sent (this one is superseded). */
  newerVersionSent: z.boolean(),
  /** Whether `POST .../accept` would place the order now. */
  canAccept: z.boolean(),
  /** Whether `POST .../request-changes` is taken now. */
  canRequestChanges: z.boolean(),
  /** The order's confirmation token once accepted (its page: `/order-confirmation?token=<token>`). */
  orderToken: z.nullable(z.string()),
});
export type CustomerQuotation = z.output<typeof customerQuotation>;

/** `POST /api/quotes/:token/accept`: the quotation (accepted) and its order; every accept answers the same order. */
export const quotationAccepted = z.object({ quotation: customerQuotation, order: orderView });
export type QuotationAccepted = z.output<typeof quotationAccepted>;
