/** `POST /api/categories` (new) or `PUT /api/categories/:id` (edit). */
import { adminSend } from '../../shared/admin-send';
import type { CategoryBody } from './category-form';
import type { AdminCategory } from './types';

export function saveCategory(id: string | null, body: CategoryBody): Promise<AdminCategory> {
  return id
    ? adminSend<AdminCategory>('PUT', `/api/categories/${encodeURIComponent(id)}`, body)
    : adminSend<AdminCategory>('POST', '/api/categories', body);
}
