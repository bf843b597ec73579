/** `GET /api/admin/testimonials`: every testimonial, inactive ones included. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminTestimonial } from './types';

export const ADMIN_TESTIMONIALS_PATH = '/api/admin/testimonials';

export const adminTestimonialsQuery = () => apiQuery<AdminTestimonial[]>(ADMIN_TESTIMONIALS_PATH);

export const useAdminTestimonials = () => useAdminGet(adminTestimonialsQuery());
