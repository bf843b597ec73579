/** `GET /api/products`, every page: the products the storefront lists. */
import { apiQuery, fetchApi } from '@ogulf/web-kit';

export interface PublicProduct {
  id: string;
  slug: string;
  updatedAt?: string;
}

interface ProductPage {
  items: PublicProduct[];
  pages: number;
}

const PAGE_SIZE = 48; // the API's largest page

export async function fetchAllPublicProducts(): Promise<PublicProduct[]> {
  const products: PublicProduct[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await fetchApi(apiQuery<ProductPage>(`/api/products?sort=name&limit=${PAGE_SIZE}&page=${page}`));
    products.push(...reply.items);
    if (page >= reply.pages) return products;
  }
}
