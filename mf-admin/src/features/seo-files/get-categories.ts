/** `GET /api/categories`: the public categories with their subcategories and product counts. */
import type { CategoryView, SubcategoryView } from '@ogulf/contracts';
import { apiQuery, fetchApi } from '@ogulf/web-kit';

/** What the files need of a subcategory (storage, the fallback, may lack all but the id and name). */
export type PublicSubcategory = Pick<SubcategoryView, 'id' | 'name'> &
  Partial<Pick<SubcategoryView, 'nameAr' | 'productCount'>>;

export type PublicCategory = PublicSubcategory &
  Partial<Pick<CategoryView, 'description'>> & { subcategories?: PublicSubcategory[] };

export const fetchPublicCategories = (): Promise<PublicCategory[]> =>
  fetchApi(apiQuery<CategoryView[]>('/api/categories'));
