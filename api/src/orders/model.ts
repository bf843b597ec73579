import mongoose, { Schema, type Types } from 'mongoose';

import {
  DELIVERY_SLOT_IDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATUSES,
  RECEIPT_TYPES,
  type DeliverySlotId,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ReceiptStatus,
  type ReceiptType,
} from '@ogulf/contracts';

export { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod };

/** Qatar National Address (the blue plate numbers). */
export interface NationalAddressFields {
  zone: number;
  street: number;
  building: number;
  unit?: number | null;
}

export interface OrderCustomer {
  name: string;
  /** `+974` and 8 digits. */
  phone: string;
  email: string;
  address: string;
  /** Delivery zone key, with its names as they were when the order was placed. */
  zone: string;
  zoneName: string;
  zoneNameAr: string;
  notes: string;
  /** Absent when the customer gave none (and on orders placed before it existed). */
  nationalAddress?: NationalAddressFields | null;
}

/**
 * One product line, priced by the server from the catalogue at the time of the order, or at the
 * price of the quotation it was accepted from.
 */
export interface OrderLine {
  /** '' for a quotation's free line (no catalogue product). */
  productId: string;
  name: string;
  nameAr: string;
  slug: string;
  image: string;
  /** QAR. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The variant bought and its option values in words (absent: a product without variants). */
  variantSku?: string;
  variantName?: string;
  variantNameAr?: string;
}

export interface StatusChange {
  /** A status change, or a note on the order's history (absent: a status change). */
  kind?: 'status' | 'note';
  /** The new status (a note: the status the order had when it was written). */
  status: OrderStatus;
  note: string;
  at: Date;
  /** The note is for the customer: it shows on their timeline and in the mail (absent: internal). */
  forCustomer?: boolean;
  /** The customer was mailed about this entry (absent: not). */
  notified?: boolean;
  /**
   * Random id of the change (entries written before it existed have none): the writer reads the
   * order back and looks for it before acknowledging, so a change that did not stick is retried.
   */
  changeId?: string;
}

/** A bank-transfer receipt; its bytes are in `order_receipt_data` (never public). */
export interface OrderReceipt {
  id: string;
  fileName: string;
  contentType: ReceiptType;
  size: number;
  uploadedAt: Date;
  status: ReceiptStatus;
  reason: string;
}

export interface OrderPayment {
  status: PaymentStatus;
  reference: string;
  /** `YYYY-MM-DD`, or null. */
  paidOn: string | null;
  receipts: OrderReceipt[];
}

/** The delivery day (`YYYY-MM-DD`, Qatar) and slot booked at checkout or by the admin. */
export interface OrderDelivery {
  date: string;
  slot: DeliverySlotId;
}

export interface OrderFields {
  /** Human-friendly and unique, e.g. `OG-261122-7KQ4`. */
  orderNumber: string;
  /** The order's only public key (confirmation page, re-sending the mail): 192 random bits. */
  token: string;
  /**
   * The client's `Idempotency-Key`, or `auto:<random>` when it sent none, so one plain unique
   * index serves both (FerretDB 1.x has no partial indexes).
   */
  idempotencyKey: string;
  /** SHA-256 of the canonical request body: the same key with another body is refused. */
  requestHash: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  language: 'en' | 'ar';
  customer: OrderCustomer;
  items: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  currency: 'QAR';
  /** The zone's lead time when every line is in stock, else null (the shop confirms a date). */
  estimatedDeliveryDays: number | null;
  statusHistory: StatusChange[];
  adminNotes: string;
  /** Absent on orders placed before payments were tracked: read as unpaid with no receipts. */
  payment?: OrderPayment;
  /** Absent or null when no slot was booked (the shop arranges the day). */
  delivery?: OrderDelivery | null;
  /**
   * Writes made to the order since it was placed (absent on orders placed before it existed,
   * read as 0). Every write takes revision + 1 by inserting its claim first: see
   * `OrderRevisionClaim`.
   */
  revision?: number;
}

export type OrderRecord = OrderFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const text = { type: String, default: '' } as const;
const requiredText = { type: String, required: true } as const;

const customerSchema = new Schema<OrderCustomer>(
  {
    name: requiredText,
    phone: requiredText,
    email: requiredText,
    address: requiredText,
    zone: requiredText,
    zoneName: text,
    zoneNameAr: text,
    notes: text,
    nationalAddress: {
      type: new Schema<NationalAddressFields>(
        { zone: Number, street: Number, building: Number, unit: { type: Number, default: null } },
        { _id: false },
      ),
      default: null,
    },
  },
  { _id: false },
);

const lineSchema = new Schema<OrderLine>(
  {
    // '' on a free line of an accepted quotation (a custom piece that is not in the catalogue).
    productId: text,
    name: requiredText,
    nameAr: text,
    slug: text,
    image: text,
    unitPrice: { type: Number, required: true, min: 0 },
    quantity: { type: Number, required: true, min: 1 },
    lineTotal: { type: Number, required: true, min: 0 },
    variantSku: { type: String },
    variantName: { type: String },
    variantNameAr: { type: String },
  },
  { _id: false },
);

const statusChangeSchema = new Schema<StatusChange>(
  {
    kind: { type: String, enum: ['status', 'note'] },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    note: text,
    at: { type: Date, required: true },
    forCustomer: { type: Boolean },
    notified: { type: Boolean },
    changeId: { type: String },
  },
  { _id: false },
);

const receiptSchema = new Schema<OrderReceipt>(
  {
    id: requiredText,
    fileName: text,
    contentType: { type: String, enum: RECEIPT_TYPES, required: true },
    size: { type: Number, required: true, min: 0 },
    uploadedAt: { type: Date, required: true },
    status: { type: String, enum: RECEIPT_STATUSES, default: 'pending' },
    reason: text,
  },
  { _id: false },
);

const paymentSchema = new Schema<OrderPayment>(
  {
    status: { type: String, enum: PAYMENT_STATUSES, default: 'unpaid' },
    reference: text,
    paidOn: { type: String, default: null },
    receipts: { type: [receiptSchema], default: [] },
  },
  { _id: false },
);

const deliverySchema = new Schema<OrderDelivery>(
  { date: requiredText, slot: { type: String, enum: DELIVERY_SLOT_IDS, required: true } },
  { _id: false },
);

const orderSchema = new Schema<OrderFields>(
  {
    orderNumber: { type: String, required: true, unique: true },
    token: { type: String, required: true, unique: true },
    idempotencyKey: { type: String, required: true, unique: true },
    requestHash: requiredText,
    status: { type: String, enum: ORDER_STATUSES, default: 'pending', index: true },
    paymentMethod: { type: String, enum: PAYMENT_METHODS, required: true },
    language: { type: String, enum: ['en', 'ar'], default: 'en' },
    customer: { type: customerSchema, required: true },
    items: { type: [lineSchema], required: true },
    subtotal: { type: Number, required: true, min: 0 },
    deliveryFee: { type: Number, required: true, min: 0 },
    total: { type: Number, required: true, min: 0 },
    currency: { type: String, enum: ['QAR'], default: 'QAR' },
    estimatedDeliveryDays: { type: Number, default: null },
    statusHistory: { type: [statusChangeSchema], default: [] },
    adminNotes: text,
    payment: { type: paymentSchema, default: () => ({ status: 'unpaid', reference: '', paidOn: null, receipts: [] }) },
    delivery: { type: deliverySchema, default: null },
    revision: { type: Number },
  },
  { timestamps: true, collection: 'orders' },
);
orderSchema.index({ createdAt: -1 });

export const Order = mongoose.model<OrderFields>('Order', orderSchema);

/**
 * The right to write one revision of one order: `_id` is `<orderId>:<revision>`. FerretDB 1.x
 * applies an update by reading the document and writing it back, so two admins changing one order
 * at once (ten status changes in parallel, or a status change beside an edit of the address) lost
 * all but one history entry. An insert against the unique `_id` is atomic on both engines: the
 * writer whose claim is inserted writes that revision, the others wait for the claim to go and
 * try the next one. The claim is deleted after the write; one left by a writer that died is
 * taken over once it is `CLAIM_STALE_MS` old (orders/service.ts).
 */
export interface OrderRevisionClaimFields {
  _id: string;
  at: Date;
}

const revisionClaimSchema = new Schema<OrderRevisionClaimFields>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'order_revision_claims', versionKey: false },
);

export const OrderRevisionClaim = mongoose.model<OrderRevisionClaimFields>('OrderRevisionClaim', revisionClaimSchema);
