/** A testimonial as `GET /api/admin/testimonials` answers it (inactive ones included). */
export type { AdminTestimonialView as AdminTestimonial } from '@ogulf/contracts';
