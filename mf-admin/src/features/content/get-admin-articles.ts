/** `GET /api/admin/articles`: every article, drafts and scheduled ones included. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminArticleSummary } from './types';

export const ADMIN_ARTICLES_PATH = '/api/admin/articles';

export const adminArticlesQuery = () => apiQuery<AdminArticleSummary[]>(ADMIN_ARTICLES_PATH);

export const useAdminArticles = () => useAdminGet(adminArticlesQuery());
