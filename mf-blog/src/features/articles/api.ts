/**
 * The blog's two API calls, each as a path builder, a fetcher and a hook over web-kit's client
 * (5-minute cache shared by the whole page, one retry on network and server errors).
 */
import { apiGet, useApiGet } from '@ogulf/web-kit';
import type { Article, ArticleList, ArticleQuery } from './types';

/** `GET /api/articles?…`: only the keys that are set, in a stable order so the cache key is stable. */
export function articlesPath(query: ArticleQuery = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.tag) params.set('tag', query.tag);
  if (query.featured !== undefined) params.set('featured', String(query.featured));
  const search = params.toString();
  return search ? `/api/articles?${search}` : '/api/articles';
}

export const getArticles = (query: ArticleQuery = {}): Promise<ArticleList> => apiGet<ArticleList>(articlesPath(query));

/** `null` loads nothing (e.g. a section that is not shown). */
export const useArticles = (query: ArticleQuery | null) => useApiGet<ArticleList>(query === null ? null : articlesPath(query));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `GET /api/articles/{slug}`; the slug may arrive percent-encoded straight from the address bar. */
export const articlePath = (slug: string): string => `/api/articles/${encodeURIComponent(safeDecode(slug))}`;

export const getArticle = (slug: string): Promise<Article> => apiGet<Article>(articlePath(slug));

/** `null` loads nothing (e.g. no slug yet). */
export const useArticle = (slug: string | null) => useApiGet<Article>(slug === null ? null : articlePath(slug));
