/** `GET /api/categories`: the public categories with their subcategories and product counts. */
import { apiQuery, fetchApi } from '@ogulf/web-kit';

export interface PublicSubcategory {
  id: string;
  name: string;
  nameAr?: string;
  productCount?: number;
}

export interface PublicCategory extends PublicSubcategory {
  description?: string;
  subcategories?: PublicSubcategory[];
}

export const fetchPublicCategories = (): Promise<PublicCategory[]> => fetchApi(apiQuery<PublicCategory[]>('/api/categories'));
