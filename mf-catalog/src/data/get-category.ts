/** `GET /api/categories/{idOrSlug}`: one active category with its subcategories and product counts. */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import type { Category } from './types';

export const categoryPath = (idOrSlug: string): string => `/api/categories/${encodeURIComponent(idOrSlug)}`;

export const categoryQuery = (idOrSlug: string) => apiQuery<Category>(categoryPath(idOrSlug));

/** `null` loads nothing. */
export const useCategory = (idOrSlug: string | null) => useApiQuery(idOrSlug === null ? null : categoryQuery(idOrSlug));
