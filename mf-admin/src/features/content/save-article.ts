/** `POST /api/admin/articles` (new) or `PUT /api/admin/articles/:id` (edit). */
import type { ArticleInput } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import type { AdminArticleView } from './types';

export function saveArticle(id: string | null, body: ArticleInput): Promise<AdminArticleView> {
  return id
    ? adminSend<AdminArticleView>('PUT', `/api/admin/articles/${encodeURIComponent(id)}`, body)
    : adminSend<AdminArticleView>('POST', '/api/admin/articles', body);
}
