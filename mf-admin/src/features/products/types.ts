/** Products as the admin API answers them: the public shape plus `active`. */

export const AVAILABILITIES = ['in-stock', 'out-of-stock', 'pre-order'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface Specification {
  label: string;
  labelAr?: string;
  value: string;
  valueAr?: string;
}

export interface CatalogRef {
  id: string;
  name: string;
  nameAr?: string;
  slug: string;
}

export interface AdminProduct {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  shortDescription?: string;
  shortDescriptionAr?: string;
  description?: string;
  descriptionAr?: string;
  category: CatalogRef | null;
  subcategory: CatalogRef | null;
  price: number | null;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  image?: string;
  images: string[];
  specifications: Specification[];
  availability: Availability;
  active?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProductList {
  items: AdminProduct[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export const PRODUCT_FLAGS = ['featured', 'new', 'bestseller'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
