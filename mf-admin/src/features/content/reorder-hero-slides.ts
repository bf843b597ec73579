/** `PUT /api/admin/hero-slides/order`: every slide's id in the new order. */
import { adminSend } from '../../shared/admin-send';
import type { AdminHeroSlide } from './types';

export function reorderHeroSlides(ids: readonly string[]): Promise<AdminHeroSlide[]> {
  return adminSend<AdminHeroSlide[]>('PUT', '/api/admin/hero-slides/order', { ids });
}

/** `ids` with the one at `index` moved by `step` (-1 up, 1 down); unchanged at either end. */
export function moveId(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
