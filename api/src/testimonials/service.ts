import { Testimonial, type TestimonialRecord } from './model';
import type { TestimonialView } from '@ogulf/contracts';
export type { TestimonialView } from '@ogulf/contracts';

/** The active testimonials in display order (`order`, then oldest first). */
export async function listActiveTestimonials(): Promise<TestimonialView[]> {
  const records = await Testimonial.find({ active: true }).sort({ order: 1, _id: 1 }).lean<TestimonialRecord[]>();
  return records.map(toTestimonialView);
}

/** The public view of a testimonial (the admin view adds its switch and dates); empty Arabic names are left out. */
export function toTestimonialView(record: TestimonialRecord): TestimonialView {
  return {
    id: String(record._id),
    name: record.name,
    ...(record.nameAr ? { nameAr: record.nameAr } : {}),
    company: record.company,
    ...(record.companyAr ? { companyAr: record.companyAr } : {}),
    text: record.text,
    textAr: record.textAr,
    rating: record.rating,
    order: record.order,
  };
}
