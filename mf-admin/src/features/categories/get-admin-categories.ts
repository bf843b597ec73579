/** `GET /api/admin/categories`: every category with its subcategories, inactive ones included. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminCategory } from './types';

export const ADMIN_CATEGORIES_PATH = '/api/admin/categories';

export const adminCategoriesQuery = () => apiQuery<AdminCategory[]>(ADMIN_CATEGORIES_PATH);

export function useAdminCategories() {
  const reply = useAdminGet(adminCategoriesQuery());
  const categories = reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];
  return { ...reply, categories };
}
