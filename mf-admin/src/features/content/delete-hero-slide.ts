/** `DELETE /api/admin/hero-slides/:id`. */
import { adminSend } from '../../shared/admin-send';

export function deleteHeroSlide(id: string): Promise<unknown> {
  return adminSend<unknown>('DELETE', `/api/admin/hero-slides/${encodeURIComponent(id)}`);
}
