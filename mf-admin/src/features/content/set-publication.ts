/** `PATCH /api/admin/articles/:id/publication`: publish now, schedule, or back to a draft. */
import type { ArticlePublicationInput } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import type { AdminArticleView } from './types';

export function setPublication(id: string, body: ArticlePublicationInput): Promise<AdminArticleView> {
  return adminSend<AdminArticleView>('PATCH', `/api/admin/articles/${encodeURIComponent(id)}/publication`, body);
}
