/**
 * `GET /api/admin/products?…`: a page of products, inactive ones included. Loaded products are
 * remembered for the page, so opening one to edit needs no second request.
 */
import { useEffect } from 'react';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import { adminProductsPath, type ProductsQuery } from './products-query';
import type { AdminProduct, ProductList } from './types';

const seen = new Map<string, AdminProduct>();

export const rememberedProduct = (id: string): AdminProduct | undefined => seen.get(id);

export function rememberProduct(product: AdminProduct): void {
  seen.set(product.id, product);
}

export const adminProductsQuery = (query: ProductsQuery) => apiQuery<ProductList>(adminProductsPath(query));

export function useAdminProducts(query: ProductsQuery) {
  const reply = useAdminGet(adminProductsQuery(query));
  const items = reply.status === 'success' ? reply.data.items : undefined;
  useEffect(() => {
    for (const product of items ?? []) rememberProduct(product);
  }, [items]);
  return reply;
}
