/**
 * What the generated files are made from: the catalogue, the blog and the delivery zones, as the
 * API serves them (the admin can also fill them from the lists kept in browser storage). Only
 * `id`, `name` and `slug` are required; dates are ISO 8601.
 */
export interface SiteSubcategory {
  id: string;
  name: string;
  nameAr?: string | undefined;
  productCount?: number | undefined;
  updatedAt?: string | undefined;
}

export interface SiteCategory extends SiteSubcategory {
  description?: string | undefined;
  subcategories?: readonly SiteSubcategory[] | undefined;
}

export interface SiteProduct {
  id: string;
  /** Missing in some stored lists: then only `/product/{id}` is listed. */
  slug?: string | undefined;
  updatedAt?: string | undefined;
}

export interface SiteArticle {
  slug: string;
  /** True when the article has an Arabic translation, so its `?lang=ar` page is listed too. */
  translated?: boolean | undefined;
  updatedAt?: string | undefined;
}

export interface SiteZone {
  name: string;
  fee: number;
  freeDeliveryThreshold: number;
}

export interface SiteData {
  categories: readonly SiteCategory[];
  products: readonly SiteProduct[];
  articles: readonly SiteArticle[];
  /** Unknown (for example when only stored lists are at hand) when absent. */
  zones?: readonly SiteZone[] | undefined;
}
