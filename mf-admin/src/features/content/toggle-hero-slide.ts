/** `PATCH /api/admin/hero-slides/:id/toggle`: shows or hides a slide on the home page. */
import { adminSend } from '../../shared/admin-send';
import type { AdminHeroSlide } from './types';

export function toggleHeroSlide(id: string): Promise<AdminHeroSlide> {
  return adminSend<AdminHeroSlide>('PATCH', `/api/admin/hero-slides/${encodeURIComponent(id)}/toggle`);
}
