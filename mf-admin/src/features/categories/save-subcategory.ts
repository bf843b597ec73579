/** `POST /api/subcategories` (new) or `PUT /api/subcategories/:id` (edit). */
import { adminSend } from '../../shared/admin-send';
import type { SubcategoryBody } from './category-form';
import type { AdminSubcategory } from './types';

export function saveSubcategory(id: string | null, body: SubcategoryBody): Promise<AdminSubcategory> {
  return id
    ? adminSend<AdminSubcategory>('PUT', `/api/subcategories/${encodeURIComponent(id)}`, body)
    : adminSend<AdminSubcategory>('POST', '/api/subcategories', body);
}
