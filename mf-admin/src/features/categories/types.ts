/** Categories and subcategories as `GET /api/admin/categories` answers them (inactive ones included). */

export interface AdminSubcategory {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  description?: string;
  descriptionAr?: string;
  image?: string;
  sortOrder?: number;
  productCount?: number;
}

export interface AdminCategory {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  description?: string;
  descriptionAr?: string;
  image?: string;
  sortOrder?: number;
  active?: boolean;
  productCount?: number;
  subcategories: AdminSubcategory[];
}
