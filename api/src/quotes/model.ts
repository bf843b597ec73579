import mongoose, { Schema, type Types } from 'mongoose';
import { LANGUAGES, QUOTATION_STATUSES, type Language, type QuotationStatus } from '@ogulf/contracts';

/** What is stored: `expired` is never stored, it is read from `validUntil` (see `effectiveStatus`). */
export type StoredQuotationStatus = Exclude<QuotationStatus, 'expired'>;
export const STORED_QUOTATION_STATUSES = QUOTATION_STATUSES.filter(
  (status): status is StoredQuotationStatus => status !== 'expired',
);

/** One line: a catalogue product (names, slug and picture as they were when priced) or a free line. */
export interface QuotationLine {
  /** The catalogue product, or null for a free line (a custom workstation, a service). */
  productId: string | null;
  name: string;
  nameAr: string;
  description: string;
  /** The product's page and picture ('' for a free line): the order's line links to them. */
  slug: string;
  image: string;
  quantity: number;
  /** QAR, before the line's discount. */
  unitPrice: number;
  discountPercent: number;
  /** The unit price after the discount, rounded to the fils. */
  netUnitPrice: number;
  /** `netUnitPrice × quantity`. */
  lineTotal: number;
}

export interface QuotationCustomer {
  name: string;
  company: string;
  email: string;
  phone: string;
  address: string;
}

export interface ChangeRequest {
  message: string;
  at: Date;
}

export interface QuotationFields {
  /** `QT-YYMMDD-XXXX`, shared by every version; (number, version) is unique. */
  number: string;
  version: number;
  /**
   * The customer's key: the document's 12 id bytes and 192 random bits, base64url (the order
   * token's shape, `orders/service.ts`), so a lookup by token is a lookup by `_id`.
   */
  token: string;
  status: StoredQuotationStatus;
  language: Language;
  customer: QuotationCustomer;
  requestId: Types.ObjectId | null;
  requestReference: string | null;
  lines: QuotationLine[];
  deliveryCharge: number;
  installationCharge: number;
  subtotal: number;
  discountTotal: number;
  total: number;
  /** `YYYY-MM-DD`, Qatar: the last day it may be accepted. */
  validUntil: string;
  terms: string;
  /** Internal: never shown to the customer. */
  notes: string;
  sentAt: Date | null;
  acceptedAt: Date | null;
  orderId: Types.ObjectId | null;
  orderNumber: string | null;
  changeRequests: ChangeRequest[];
  /**
   * Writes made since it was created. Every write takes revision + 1 by inserting its claim first
   * (the orders' claims collection, `quotation:<id>:<revision>`): see `quotes/store.ts`.
   */
  revision: number;
}

export type QuotationRecord = QuotationFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const text = { type: String, default: '' } as const;
const money = { type: Number, required: true, min: 0 } as const;

const lineSchema = new Schema<QuotationLine>(
  {
    productId: { type: String, default: null },
    name: { type: String, required: true },
    nameAr: text,
    description: text,
    slug: text,
    image: text,
    quantity: { type: Number, required: true, min: 1 },
    unitPrice: money,
    discountPercent: { type: Number, default: 0, min: 0, max: 100 },
    netUnitPrice: money,
    lineTotal: money,
  },
  { _id: false },
);

const customerSchema = new Schema<QuotationCustomer>(
  { name: text, company: text, email: text, phone: text, address: text },
  { _id: false },
);

const quotationSchema = new Schema<QuotationFields>(
  {
    number: { type: String, required: true },
    version: { type: Number, required: true, min: 1 },
    token: { type: String, required: true, unique: true },
    status: { type: String, enum: STORED_QUOTATION_STATUSES, default: 'draft' },
    language: { type: String, enum: LANGUAGES, default: 'en' },
    customer: { type: customerSchema, required: true },
    requestId: { type: Schema.Types.ObjectId, default: null },
    requestReference: { type: String, default: null },
    lines: { type: [lineSchema], default: [] },
    deliveryCharge: { ...money, default: 0 },
    installationCharge: { ...money, default: 0 },
    subtotal: { ...money, default: 0 },
    discountTotal: { ...money, default: 0 },
    total: { ...money, default: 0 },
    validUntil: { type: String, required: true },
    terms: text,
    notes: text,
    sentAt: { type: Date, default: null },
    acceptedAt: { type: Date, default: null },
    orderId: { type: Schema.Types.ObjectId, default: null },
    orderNumber: { type: String, default: null },
    changeRequests: {
      type: [new Schema<ChangeRequest>({ message: text, at: { type: Date, required: true } }, { _id: false })],
      default: [],
    },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'quotations' },
);
// The unique pair decides which of two simultaneous revisions makes version n + 1.
quotationSchema.index({ number: 1, version: 1 }, { unique: true });
quotationSchema.index({ createdAt: -1 });

export const Quotation = mongoose.model<QuotationFields>('Quotation', quotationSchema);
