/** `GET /api/testimonials`: the active testimonials in display order, each in English and Arabic. */
import type { TestimonialView as Testimonial } from '@ogulf/contracts';
import { apiQuery, useApiQuery, type Language } from '@ogulf/web-kit';
import { localText } from '@ogulf/web-kit/language';

export const TESTIMONIALS_PATH = '/api/testimonials';

export type { TestimonialView as Testimonial } from '@ogulf/contracts';

/** A testimonial's texts in the interface language, falling back to English where no Arabic was written. */
export function localTestimonial(item: Testimonial, lang: Language): { name: string; company: string; text: string } {
  return {
    name: localText(item.name, item.nameAr, lang),
    company: localText(item.company, item.companyAr, lang),
    text: localText(item.text, item.textAr, lang),
  };
}

/** Whole stars from 0 to 5, whatever the stored number. */
export const starCount = (rating: number): number =>
  Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 0;

const asList = (data: unknown): Testimonial[] => (Array.isArray(data) ? (data as Testimonial[]) : []);

export const testimonialsQuery = () => apiQuery<Testimonial[]>(TESTIMONIALS_PATH);

/** The testimonials; `enabled: false` loads nothing yet. */
export function useTestimonials(enabled = true) {
  const reply = useApiQuery(enabled ? testimonialsQuery() : null);
  return reply.status === 'success' ? { ...reply, data: asList(reply.data) } : reply;
}
