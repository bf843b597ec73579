/** `POST /api/testimonials` (new) or `PUT /api/testimonials/:id` (edit). */
import { adminSend } from '../../shared/admin-send';
import type { TestimonialBody } from './testimonial-form';
import type { AdminTestimonial } from './types';

export function saveTestimonial(id: string | null, body: TestimonialBody): Promise<AdminTestimonial> {
  return id
    ? adminSend<AdminTestimonial>('PUT', `/api/testimonials/${encodeURIComponent(id)}`, body)
    : adminSend<AdminTestimonial>('POST', '/api/testimonials', body);
}
