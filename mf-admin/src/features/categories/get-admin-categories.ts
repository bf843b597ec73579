/** `GET /api/admin/categories`: every category with its subcategories, inactive ones included. */
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminCategory } from './types';

export const ADMIN_CATEGORIES_PATH = '/api/admin/categories';

export function useAdminCategories() {
  const reply = useAdminGet<AdminCategory[]>(ADMIN_CATEGORIES_PATH);
  const categories = reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];
  return { ...reply, categories };
}
