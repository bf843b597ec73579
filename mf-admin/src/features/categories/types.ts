/** Categories and subcategories as `GET /api/admin/categories` answers them (inactive ones included). */
export type { AdminCategoryView as AdminCategory, AdminSubcategoryView as AdminSubcategory } from '@ogulf/contracts';
