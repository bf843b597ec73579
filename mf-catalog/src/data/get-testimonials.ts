/** `GET /api/testimonials`: the active testimonials in display order, each in English and Arabic. */
import { apiQuery, useApiQuery, type Language } from '@ogulf/web-kit';

export const TESTIMONIALS_PATH = '/api/testimonials';

export interface Testimonial {
  id: string;
  name: string;
  nameAr?: string;
  /** Company or role. */
  company: string;
  companyAr?: string;
  text: string;
  textAr?: string;
  /** 1–5 stars. */
  rating: number;
  order?: number;
}

/** A testimonial's texts in the interface language, falling back to English where no Arabic was written. */
export function localTestimonial(item: Testimonial, lang: Language): { name: string; company: string; text: string } {
  const pick = (en: string, ar: string | undefined) => (lang === 'ar' && ar?.trim()) || en;
  return { name: pick(item.name, item.nameAr), company: pick(item.company, item.companyAr), text: pick(item.text, item.textAr) };
}

/** Whole stars from 0 to 5, whatever the stored number. */
export const starCount = (rating: number): number => (Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 0);

const asList = (data: unknown): Testimonial[] => (Array.isArray(data) ? (data as Testimonial[]) : []);

export const testimonialsQuery = () => apiQuery<Testimonial[]>(TESTIMONIALS_PATH);

/** The testimonials; `enabled: false` loads nothing yet. */
export function useTestimonials(enabled = true) {
  const reply = useApiQuery(enabled ? testimonialsQuery() : null);
  return reply.status === 'success' ? { ...reply, data: asList(reply.data) } : reply;
}
