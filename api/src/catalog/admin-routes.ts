import type Router from '@koa/router';
import {
  adminCategoryView,
  adminProductList,
  adminProductView,
  adminProductsQuery,
  adminSubcategoryView,
  categoryBody,
  deleted,
  idParams,
  noQuery,
  productBody,
  subcategoryBody,
} from '@ogulf/contracts';
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { routesOn, type InputError } from '../http/route';
import {
  createCategory,
  createProduct,
  createSubcategory,
  deleteCategory,
  deleteProduct,
  deleteSubcategory,
  listAdminCategories,
  listAdminProducts,
  updateCategory,
  updateProduct,
  updateSubcategory,
} from './admin-service';
import { CATALOG_CACHE_TAG } from './routes';

/** How a malformed `:id` of an admin URL answers: 400 `INVALID_ID`, naming what it is the id of. */
export function invalidId(what: string): { params: InputError } {
  return { params: { code: 'INVALID_ID', message: `Invalid ${what} id` } };
}

/**
 * The admin's catalogue: `GET /api/admin/categories`, `GET /api/admin/products` and the writes
 * to categories, subcategories and products. Every route requires the admin session; every
 * write empties the catalogue's read cache, so the storefront sees it at once.
 */
export function catalogAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin catalogue');

  api.get('/admin/categories', {
    ...admin,
    summary: 'Every category (active or not) with its subcategories and product counts',
    input: { query: noQuery },
    reply: z.array(adminCategoryView),
    handle: () => listAdminCategories(),
  });

  api.get('/admin/products', {
    ...admin,
    summary: 'A page of products (active or not), searched and filtered',
    input: { query: adminProductsQuery },
    reply: adminProductList,
    handle: (_ctx, { query }) => listAdminProducts(query),
  });

  api.post('/categories', {
    ...admin,
    summary: 'Create a category',
    input: { body: categoryBody },
    reply: adminCategoryView,
    status: 201,
    handle: async (ctx, { body }) => {
      const category = await createCategory(body);
      written(ctx, 'category.create', category.id, category.name);
      return category;
    },
  });

  api.put('/categories/:id', {
    ...admin,
    summary: 'Replace a category',
    input: { params: idParams, body: categoryBody },
    invalid: invalidId('category'),
    reply: adminCategoryView,
    handle: async (ctx, { params, body }) => {
      const category = await updateCategory(params.id, body);
      written(ctx, 'category.update', params.id, category.name);
      return category;
    },
  });

  api.delete('/categories/:id', {
    ...admin,
    summary: 'Delete a category without subcategories or products',
    input: { params: idParams },
    invalid: invalidId('category'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteCategory(params.id);
      written(ctx, 'category.delete', params.id);
      return { deleted: true } as const;
    },
  });

  api.post('/subcategories', {
    ...admin,
    summary: 'Create a subcategory',
    input: { body: subcategoryBody },
    reply: adminSubcategoryView,
    status: 201,
    handle: async (ctx, { body }) => {
      const subcategory = await createSubcategory(body);
      written(ctx, 'subcategory.create', subcategory.id, subcategory.name);
      return subcategory;
    },
  });

  api.put('/subcategories/:id', {
    ...admin,
    summary: 'Replace a subcategory',
    input: { params: idParams, body: subcategoryBody },
    invalid: invalidId('subcategory'),
    reply: adminSubcategoryView,
    handle: async (ctx, { params, body }) => {
      const subcategory = await updateSubcategory(params.id, body);
      written(ctx, 'subcategory.update', params.id, subcategory.name);
      return subcategory;
    },
  });

  api.delete('/subcategories/:id', {
    ...admin,
    summary: 'Delete a subcategory without products',
    input: { params: idParams },
    invalid: invalidId('subcategory'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteSubcategory(params.id);
      written(ctx, 'subcategory.delete', params.id);
      return { deleted: true } as const;
    },
  });

  api.post('/products', {
    ...admin,
    summary: 'Create a product',
    input: { body: productBody },
    reply: adminProductView,
    status: 201,
    handle: async (ctx, { body }) => {
      const product = await createProduct(body, ctx.readCache);
      written(ctx, 'product.create', product.id, product.name);
      return product;
    },
  });

  api.put('/products/:id', {
    ...admin,
    summary: 'Replace a product',
    input: { params: idParams, body: productBody },
    invalid: invalidId('product'),
    reply: adminProductView,
    handle: async (ctx, { params, body }) => {
      const product = await updateProduct(params.id, body, ctx.readCache);
      written(ctx, 'product.update', params.id, product.name);
      return product;
    },
  });

  api.delete('/products/:id', {
    ...admin,
    summary: 'Delete a product',
    input: { params: idParams },
    invalid: invalidId('product'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteProduct(params.id);
      written(ctx, 'product.delete', params.id);
      return { deleted: true } as const;
    },
  });
}

/** After a catalogue write: forget the cached public replies and name the write for the audit log. */
function written(ctx: Context, action: string, target: string, label = ''): void {
  ctx.readCache.invalidate(CATALOG_CACHE_TAG);
  ctx.state.audit = { action, target, label };
}
