/** The testimonial form: the customer's words in English and Arabic, a rating of 1 to 5 stars, the order. */
import { z } from 'zod/mini';
import { LIMITS, testimonialBody } from '@ogulf/contracts';
import { checkForm, numberText } from '../../shared/form-schema';
import type { AdminTestimonial } from './types';

export const PERSON_MAX = LIMITS.testimonialName.max;
export const COMPANY_MAX = LIMITS.testimonialCompany;
export const TEXT_MAX = LIMITS.testimonialText.max;

export interface TestimonialValues {
  name: string;
  nameAr: string;
  company: string;
  companyAr: string;
  text: string;
  textAr: string;
  rating: string;
  order: string;
  active: boolean;
}

export type TestimonialField = Exclude<keyof TestimonialValues, 'active'>;

/** The inputs as `testimonialBody` takes them: rating and order typed as text. */
export const testimonialSchema = z.extend(testimonialBody, {
  rating: numberText(testimonialBody.shape.rating),
  order: numberText(testimonialBody.shape.order),
});

export type TestimonialBody = z.output<typeof testimonialSchema>;

export function testimonialValues(testimonial?: AdminTestimonial): TestimonialValues {
  return {
    name: testimonial?.name ?? '',
    nameAr: testimonial?.nameAr ?? '',
    company: testimonial?.company ?? '',
    companyAr: testimonial?.companyAr ?? '',
    text: testimonial?.text ?? '',
    textAr: testimonial?.textAr ?? '',
    rating: String(testimonial?.rating ?? 5),
    order: String(testimonial?.order ?? 0),
    active: testimonial?.active ?? true,
  };
}

export const validateTestimonial = (values: TestimonialValues) =>
  checkForm<TestimonialBody, TestimonialField>(testimonialSchema, values);
