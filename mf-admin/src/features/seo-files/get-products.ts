/** `GET /api/products`, every page: the products the storefront lists. */
import type { ProductList, ProductView } from '@ogulf/contracts';
import { apiQuery, fetchApi } from '@ogulf/web-kit';

/** What the files need of a product (storage, the fallback, may lack the date). */
export type PublicProduct = Pick<ProductView, 'id' | 'slug'> & Partial<Pick<ProductView, 'updatedAt'>>;

const PAGE_SIZE = 48; // the API's largest page

export async function fetchAllPublicProducts(): Promise<PublicProduct[]> {
  const products: PublicProduct[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await fetchApi(apiQuery<ProductList>(`/api/products?sort=name&limit=${PAGE_SIZE}&page=${page}`));
    products.push(...reply.items);
    if (page >= reply.pages) return products;
  }
}
