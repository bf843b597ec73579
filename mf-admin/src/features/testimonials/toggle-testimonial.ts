/** `PATCH /api/testimonials/:id/toggle`: shows or hides a testimonial on the home page. */
import { adminSend } from '../../shared/admin-send';
import type { AdminTestimonial } from './types';

export function toggleTestimonial(id: string): Promise<AdminTestimonial> {
  return adminSend<AdminTestimonial>('PATCH', `/api/testimonials/${encodeURIComponent(id)}/toggle`);
}
