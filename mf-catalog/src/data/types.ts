/** The catalogue shapes served by `/api/categories` and `/api/products…` (from @ogulf/contracts), and what is kept in storage. */
import type {
  Availability,
  CatalogRef as ReplyRef,
  CategoryView,
  ProductSort,
  ProductView,
  SubcategoryView,
} from '@ogulf/contracts';

export type {
  Availability,
  ProductFacets,
  ProductList,
  ProductSort,
  ProductView as Product,
  Specification,
} from '@ogulf/contracts';

/** A reply's shape as storage may hold it: older data can lack any field but the ones named. */
type Kept<T, Always extends keyof T> = Pick<T, Always> & Partial<Omit<T, Always>>;

/** A category or subcategory from the API, or from storage when the API fails. */
export type Subcategory = Kept<SubcategoryView, 'id' | 'name' | 'slug'>;
export type Category = Kept<Omit<CategoryView, 'subcategories'>, 'id' | 'name' | 'slug'> & {
  subcategories: Subcategory[];
};
/** How a product names its category or subcategory (kept products may lack the Arabic name). */
export type CatalogRef = Kept<ReplyRef, 'id' | 'name' | 'slug'>;

/** A subcategory as kept under the `subcategories` storage key: flattened, with its parent. */
export interface StoredSubcategory extends Subcategory {
  categoryId: string;
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
  /** Issue 20 (absent on data kept before it): what the card says of variants and stock. */
  availability?: Availability;
  stock?: number | null;
  priceFrom?: number | null;
  options?: ProductView['options'];
  variants?: ProductView['variants'];
}

export interface ProductQuery {
  /** A search: names, brand, category, specifications (a typo allowed); the results in its order unless sorted. */
  q?: string;
  /** Category name (what the storefront links with), slug or id. */
  category?: string;
  subcategory?: string;
  featured?: boolean;
  newArrival?: boolean;
  bestSeller?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** `option:value` pairs (values of one option OR'ed, options AND'ed on one variant). */
  opt?: readonly string[];
  availability?: readonly Availability[];
  sort?: ProductSort;
  page?: number;
  /** 1–48. */
  limit?: number;
}
