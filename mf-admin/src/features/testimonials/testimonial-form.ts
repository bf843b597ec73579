/** The testimonial form: the customer's words in English and Arabic, a rating of 1 to 5 stars, the order. */
import { optionalText, requiredNumber, requiredText, Rules, type Validation } from '../../shared/validate';
import type { AdminTestimonial } from './types';

export const PERSON_MAX = 100;
export const COMPANY_MAX = 200;
export const TEXT_MIN = 10;
export const TEXT_MAX = 2000;

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

export interface TestimonialBody {
  name: string;
  nameAr: string;
  company: string;
  companyAr: string;
  text: string;
  textAr: string;
  rating: number;
  order: number;
  active: boolean;
}

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

export function validateTestimonial(values: TestimonialValues): Validation<TestimonialField, TestimonialBody> {
  const rules = new Rules<TestimonialField>();
  const name = rules.check('name', requiredText(values.name, PERSON_MAX, 2));
  const nameAr = rules.check('nameAr', optionalText(values.nameAr, PERSON_MAX));
  const company = rules.check('company', optionalText(values.company, COMPANY_MAX));
  const companyAr = rules.check('companyAr', optionalText(values.companyAr, COMPANY_MAX));
  const text = rules.check('text', requiredText(values.text, TEXT_MAX, TEXT_MIN));
  const textAr = rules.check('textAr', requiredText(values.textAr, TEXT_MAX, TEXT_MIN));
  const rating = rules.check('rating', requiredNumber(values.rating, { integer: true, min: 1, max: 5 }));
  const order = rules.check('order', requiredNumber(values.order, { integer: true, min: 0, max: 10_000 }));
  return rules.result(() => ({
    name: name ?? '',
    nameAr: nameAr ?? '',
    company: company ?? '',
    companyAr: companyAr ?? '',
    text: text ?? '',
    textAr: textAr ?? '',
    rating: rating ?? 5,
    order: order ?? 0,
    active: values.active,
  }));
}
