/** The products list's filters, kept in the URL (`/admin/products?q=&category=&flag=&active=&page=`). */
import { PRODUCT_FLAGS, type ProductFlag } from './types';

export const ADMIN_PRODUCTS_LIMIT = 20;

export interface ProductsQuery {
  q: string;
  category: string;
  subcategory: string;
  flag: ProductFlag | '';
  active: 'true' | 'false' | '';
  page: number;
}

export function parseProductsQuery(search: string): ProductsQuery {
  const params = new URLSearchParams(search);
  const flag = params.get('flag') ?? '';
  const active = params.get('active') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: params.get('category') ?? '',
    subcategory: params.get('subcategory') ?? '',
    flag: (PRODUCT_FLAGS as readonly string[]).includes(flag) ? (flag as ProductFlag) : '',
    active: active === 'true' || active === 'false' ? active : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for the URL: only the filters that are set. */
export function productsSearch(query: ProductsQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  if (query.subcategory) params.set('subcategory', query.subcategory);
  if (query.flag) params.set('flag', query.flag);
  if (query.active) params.set('active', query.active);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** `GET /api/admin/products` for the query, with the page size. */
export function adminProductsPath(query: ProductsQuery): string {
  const search = productsSearch(query);
  return `/api/admin/products?${search ? `${search}&` : ''}limit=${ADMIN_PRODUCTS_LIMIT}`;
}
