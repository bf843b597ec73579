/** `DELETE /api/testimonials/:id`. */
import { adminSend } from '../../shared/admin-send';

export function deleteTestimonial(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/testimonials/${encodeURIComponent(id)}`);
}
