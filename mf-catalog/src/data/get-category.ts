/** `GET /api/categories/{idOrSlug}`: one active category with its subcategories and product counts. */
import { apiGet, useApiGet } from '@ogulf/web-kit';
import type { Category } from './types';

export const categoryPath = (idOrSlug: string): string => `/api/categories/${encodeURIComponent(idOrSlug)}`;

export function getCategory(idOrSlug: string): Promise<Category> {
  return apiGet<Category>(categoryPath(idOrSlug));
}

/** `null` loads nothing. */
export function useCategory(idOrSlug: string | null) {
  return useApiGet<Category>(idOrSlug === null ? null : categoryPath(idOrSlug));
}
