/** `GET /api/articles/{slug}`: one published article. */
import { apiQuery, pathSegment, useApiQuery } from '@ogulf/web-kit';
import type { Article } from '../types';

/** The slug may arrive percent-encoded straight from the address bar. */
export const articlePath = (slug: string): string => `/api/articles/${pathSegment(slug)}`;

export const articleQuery = (slug: string) => apiQuery<Article>(articlePath(slug));

/** `null` loads nothing (e.g. no slug yet). */
export const useArticle = (slug: string | null) => useApiQuery(slug === null ? null : articleQuery(slug));
