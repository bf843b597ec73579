/** `POST /api/admin/hero-slides` (new) or `PUT /api/admin/hero-slides/:id` (edit). */
import type { HeroSlideInput } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import type { AdminHeroSlide } from './types';

export function saveHeroSlide(id: string | null, body: HeroSlideInput): Promise<AdminHeroSlide> {
  return id
    ? adminSend<AdminHeroSlide>('PUT', `/api/admin/hero-slides/${encodeURIComponent(id)}`, body)
    : adminSend<AdminHeroSlide>('POST', '/api/admin/hero-slides', body);
}
