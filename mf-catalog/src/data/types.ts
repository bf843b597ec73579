/** The catalogue shapes served by `/api/categories` and `/api/products…`. */

export interface Subcategory {
  id: string;
  name: string;
  nameAr?: string;
  slug: string;
  description?: string;
  descriptionAr?: string;
  image?: string;
  productCount?: number;
}

export interface Category {
  id: string;
  name: string;
  nameAr?: string;
  slug: string;
  description?: string;
  descriptionAr?: string;
  image?: string;
  sortOrder?: number;
  productCount?: number;
  subcategories: Subcategory[];
}

/** A subcategory as kept under the `subcategories` storage key: flattened, with its parent. */
export interface StoredSubcategory extends Subcategory {
  categoryId: string;
}

/** How a product names its category or subcategory. */
export interface CatalogRef {
  id: string;
  name: string;
  nameAr?: string;
  slug: string;
}

export interface Specification {
  label: string;
  labelAr?: string;
  value: string;
  valueAr?: string;
}

/** What lists, cards and search results need of a product (also what is kept in storage). */
export interface ProductSummary {
  id: string;
  name: string;
  nameAr?: string;
  /** May be missing on old data: see `productSlug`. */
  slug?: string;
  shortDescription?: string;
  shortDescriptionAr?: string;
  category: CatalogRef | null;
  subcategory: CatalogRef | null;
  /** QAR; null when the price is on request. */
  price: number | null;
  contactForQuote: boolean;
  isFeatured?: boolean;
  isNewArrival?: boolean;
  isBestSeller?: boolean;
  image?: string;
}

export interface Product extends ProductSummary {
  slug: string;
  description?: string;
  descriptionAr?: string;
  images: string[];
  specifications: Specification[];
  availability?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface ProductList {
  items: Product[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name';

export interface ProductQuery {
  /** Category name (what the storefront links with), slug or id. */
  category?: string;
  subcategory?: string;
  featured?: boolean;
  newArrival?: boolean;
  bestSeller?: boolean;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  page?: number;
  /** 1–48. */
  limit?: number;
}
