import { z } from 'zod';

const shortText = (min: number, max: number) => z.string().trim().min(min, `At least ${min} characters`).max(max, `At most ${max} characters`);

/** `POST /api/testimonials` and `PUT /api/testimonials/:id`. */
export const testimonialBody = z.strictObject({
  name: shortText(2, 100),
  nameAr: z.string().trim().max(100).optional(),
  company: z.string().trim().max(200).optional(),
  companyAr: z.string().trim().max(200).optional(),
  text: shortText(10, 2000),
  textAr: shortText(10, 2000),
  rating: z.number().int('Expected a whole number of stars').min(1, 'From 1 to 5 stars').max(5, 'From 1 to 5 stars'),
  active: z.boolean().optional(),
  order: z.number().int('Expected a whole number').min(-1_000_000).max(1_000_000).optional(),
});
export type TestimonialInput = z.output<typeof testimonialBody>;
