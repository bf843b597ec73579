/** `GET /api/admin/hero-slides`: every slide, hidden ones included, in display order. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminHeroSlide } from './types';

export const ADMIN_HERO_SLIDES_PATH = '/api/admin/hero-slides';

export const adminHeroSlidesQuery = () => apiQuery<AdminHeroSlide[]>(ADMIN_HERO_SLIDES_PATH);

export const useAdminHeroSlides = () => useAdminGet(adminHeroSlidesQuery());
