import mongoose, { Schema, type Types } from 'mongoose';

/** A product a quote request asks about, named as it was when the request came in. */
export interface QuoteLine {
  productId: string;
  name: string;
  nameAr: string;
  slug: string;
  quantity: number;
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
  language: 'en' | 'ar';
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
}

export type QuoteRequestRecord = QuoteRequestFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type ContactMessageRecord = ContactMessageFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const text = { type: String, default: '' } as const;
const requiredText = { type: String, required: true } as const;
const language = { type: String, enum: ['en', 'ar'], default: 'en' } as const;

const quoteLineSchema = new Schema<QuoteLine>(
  {
    productId: requiredText,
    name: requiredText,
    nameAr: text,
    slug: text,
    quantity: { type: Number, required: true, min: 1 },
  },
  { _id: false },
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
    language,
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
  },
  { timestamps: true, collection: 'contact_messages' },
);
contactMessageSchema.index({ createdAt: -1 });

export const QuoteRequest = mongoose.model<QuoteRequestFields>('QuoteRequest', quoteRequestSchema);
export const ContactMessage = mongoose.model<ContactMessageFields>('ContactMessage', contactMessageSchema);
