import mongoose, { Schema } from 'mongoose';
import { SEEDED_ORDER_PATHS, type SeededOrderFields, type Stored } from '../util/seeded-order';

/** A customer's words about the shop, in English and Arabic, shown on the home page when active. */
export interface TestimonialFields extends SeededOrderFields {
  name: string;
  nameAr?: string;
  /** Company or role, e.g. "Facilities Manager, international school in Al Waab". */
  company: string;
  companyAr?: string;
  text: string;
  textAr: string;
  /** 1 to 5 stars. */
  rating: number;
  active: boolean;
}

export type TestimonialRecord = Stored<TestimonialFields>;

const testimonialSchema = new Schema<TestimonialFields>(
  {
    name: { type: String, required: true, trim: true },
    nameAr: { type: String, trim: true },
    company: { type: String, trim: true, default: '' },
    companyAr: { type: String, trim: true },
    text: { type: String, required: true, trim: true },
    textAr: { type: String, trim: true, default: '' },
    rating: { type: Number, required: true, min: 1, max: 5 },
    active: { type: Boolean, default: true },
    ...SEEDED_ORDER_PATHS,
  },
  { timestamps: true, collection: 'testimonials' },
);
testimonialSchema.index({ active: 1, order: 1 });

export const Testimonial = mongoose.model<TestimonialFields>('Testimonial', testimonialSchema);
