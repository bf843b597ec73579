/**
 * `GET /api/categories`: active categories in their sort order, each with its subcategories.
 * A good reply is kept in storage; a failed or empty one falls back to what was kept (spec:
 * "If the API fails or returns no data, categories saved in browser storage are used instead").
 */
import { useEffect, useMemo } from 'react';
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import { readStoredCategories, saveCategories } from './catalog-storage';
import type { Category } from './types';

export const CATEGORIES_PATH = '/api/categories';

const asList = (data: unknown): Category[] => (Array.isArray(data) ? (data as Category[]) : []);

export const categoriesQuery = () => apiQuery<Category[]>(CATEGORIES_PATH);

export type CategoriesState =
  | { status: 'loading'; categories: []; fromStorage: false; error?: undefined }
  | { status: 'success'; categories: Category[]; fromStorage: boolean; error?: undefined }
  | { status: 'error'; categories: []; fromStorage: false; error: Error };

/** The categories, or the stored ones when the API fails or has none; `reload` asks the API again. */
export function useCategories(): CategoriesState & { reload: () => void } {
  const reply = useApiQuery(categoriesQuery());
  const fromApi = reply.status === 'success' ? asList(reply.data) : null;

  useEffect(() => {
    if (fromApi && fromApi.length > 0) saveCategories(fromApi);
  }, [fromApi]);

  const settled = reply.status !== 'loading' && (fromApi === null || fromApi.length === 0);
  const stored = useMemo(() => (settled ? readStoredCategories() : []), [settled]);

  const { reload } = reply;
  if (reply.status === 'loading') return { status: 'loading', categories: [], fromStorage: false, reload };
  if (fromApi && fromApi.length > 0) return { status: 'success', categories: fromApi, fromStorage: false, reload };
  if (stored.length > 0) return { status: 'success', categories: stored, fromStorage: true, reload };
  if (reply.status === 'error')
    return { status: 'error', categories: [], fromStorage: false, error: reply.error, reload };
  return { status: 'success', categories: [], fromStorage: false, reload };
}
