/** `GET /api/admin/testimonials`: every testimonial, inactive ones included. */
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminTestimonial } from './types';

export const ADMIN_TESTIMONIALS_PATH = '/api/admin/testimonials';

export const useAdminTestimonials = () => useAdminGet<AdminTestimonial[]>(ADMIN_TESTIMONIALS_PATH);
