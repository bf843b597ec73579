/** `GET /api/articles?…`: a page of articles, newest first, optionally by tag or featured only. */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import type { ArticleList, ArticleQuery } from '../types';

/** Only the keys that are set, in a stable order so the query key is stable. */
export function articlesPath(query: ArticleQuery = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.tag) params.set('tag', query.tag);
  if (query.featured !== undefined) params.set('featured', String(query.featured));
  const search = params.toString();
  return search ? `/api/articles?${search}` : '/api/articles';
}

export const articlesQuery = (query: ArticleQuery = {}) => apiQuery<ArticleList>(articlesPath(query));

/** `null` loads nothing (e.g. a section that is not shown). */
export const useArticles = (query: ArticleQuery | null) => useApiQuery(query === null ? null : articlesQuery(query));
