import mongoose, { Schema, type Types } from 'mongoose';
import { INBOX_STATUSES, type FitoutAnswers, type FitoutRoomType, type InboxStatus } from '@ogulf/contracts';

/** A product a quote request asks about, named as it was when the request came in. */
export interface QuoteLine {
  productId: string;
  name: string;
  nameAr: string;
  slug: string;
  quantity: number;
  /** The variant asked about, with its option values in words (absent: the product as a whole). */
  variantSku?: string;
  variantName?: string;
  variantNameAr?: string;
}

/** A room a buyer described in the fit-out builder (`/fit-out`), as they answered its questions. */
export interface QuoteRoom {
  type: FitoutRoomType;
  label: string;
  answers: FitoutAnswers;
}

export interface QuoteRequestFields {
  /** Unique, e.g. `Q-261122-7KQ4`. */
  reference: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  items: QuoteLine[];
  /** Requests from the fit-out builder only. */
  rooms?: QuoteRoom[];
  language: 'en' | 'ar';
  /** Absent on requests stored before the inbox existed: they read as `new`. */
  status?: InboxStatus;
}

export interface ContactMessageFields {
  /** Unique, e.g. `C-261122-7KQ4`. */
  reference: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: 'en' | 'ar';
  /** Absent on messages stored before the inbox existed: they read as `new`. */
  status?: InboxStatus;
}

export type QuoteRequestRecord = QuoteRequestFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type ContactMessageRecord = ContactMessageFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const text = { type: String, default: '' } as const;
const requiredText = { type: String, required: true } as const;
const language = { type: String, enum: ['en', 'ar'], default: 'en' } as const;
const inboxStatus = { type: String, enum: INBOX_STATUSES, default: 'new' } as const;

const quoteLineSchema = new Schema<QuoteLine>(
  {
    productId: requiredText,
    name: requiredText,
    nameAr: text,
    slug: text,
    quantity: { type: Number, required: true, min: 1 },
    variantSku: { type: String },
    variantName: { type: String },
    variantNameAr: { type: String },
  },
  { _id: false },
);

const quoteRoomSchema = new Schema<QuoteRoom>(
  {
    type: requiredText,
    label: text,
    // Checked against the room type's questions by the contract before it is stored.
    answers: { type: Schema.Types.Mixed, default: {} },
  },
  { _id: false, minimize: false },
);

const quoteRequestSchema = new Schema<QuoteRequestFields>(
  {
    reference: { type: String, required: true, unique: true },
    name: requiredText,
    email: requiredText,
    phone: text,
    company: text,
    message: text,
    items: { type: [quoteLineSchema], required: true },
    rooms: { type: [quoteRoomSchema], default: undefined },
    language,
    status: inboxStatus,
  },
  { timestamps: true, collection: 'quote_requests' },
);
quoteRequestSchema.index({ createdAt: -1 });

const contactMessageSchema = new Schema<ContactMessageFields>(
  {
    reference: { type: String, required: true, unique: true },
    name: requiredText,
    email: requiredText,
    phone: text,
    subject: text,
    message: requiredText,
    language,
    status: inboxStatus,
  },
  { timestamps: true, collection: 'contact_messages' },
);
contactMessageSchema.index({ createdAt: -1 });

export const QuoteRequest = mongoose.model<QuoteRequestFields>('QuoteRequest', quoteRequestSchema);
export const ContactMessage = mongoose.model<ContactMessageFields>('ContactMessage', contactMessageSchema);

/** Which collection an inbox entry's parent is in. */
export type InboxParentKind = 'quote-request' | 'message';

/**
 * One addition to a quote request's or contact message's history: an internal note, a reply
 * mailed from the dashboard, a message the customer sent back, or a quotation made from it.
 *
 * Kept as documents of their own rather than arrays inside the request: FerretDB 1.x applies a
 * `$push` by reading the document and writing it back whole, so two admins adding a note at the
 * same moment would keep one note. An insert is atomic on both engines, so every addition is
 * kept, needs no claim or retry, and a request's document never grows.
 */
export interface InboxEntryFields {
  /** Unique: what the entry is (`reply:<id>:<nonce>`, `quotation:<id>:<quotationId>`...), so a retry adds it once. */
  key: string;
  parent: Types.ObjectId;
  parentKind: InboxParentKind;
  kind: 'note' | 'reply' | 'customer' | 'quotation';
  /** The note, reply or customer message ('' for a quotation link). */
  text: string;
  /** A reply's mail subject. */
  subject: string;
  /** A reply's key in the mail queue. */
  mailKey: string;
  /** A quotation link's quotation id. */
  quotationId: string;
  at: Date;
}
export type InboxEntryRecord = InboxEntryFields & { _id: Types.ObjectId };

const inboxEntrySchema = new Schema<InboxEntryFields>(
  {
    key: { type: String, required: true, unique: true },
    parent: { type: Schema.Types.ObjectId, required: true },
    parentKind: { type: String, enum: ['quote-request', 'message'], required: true },
    kind: { type: String, enum: ['note', 'reply', 'customer', 'quotation'], required: true },
    text,
    subject: text,
    mailKey: text,
    quotationId: text,
    at: { type: Date, required: true },
  },
  { collection: 'inbox_entries', versionKey: false },
);
inboxEntrySchema.index({ parent: 1, at: 1 });

export const InboxEntry = mongoose.model<InboxEntryFields>('InboxEntry', inboxEntrySchema);
