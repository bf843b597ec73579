/** `GET /api/admin/articles/:id`: one article in both languages, for the editor. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminArticleView } from './types';

export const adminArticleQuery = (id: string) =>
  apiQuery<AdminArticleView>(`/api/admin/articles/${encodeURIComponent(id)}`);

export const useAdminArticle = (id: string | null) => useAdminGet(id ? adminArticleQuery(id) : null);
