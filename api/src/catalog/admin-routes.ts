import type Router from '@koa/router';
import type { Context } from 'koa';
import { requireAdmin } from '../auth/require-admin';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
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
import { adminProductsQuery, categoryBody, parseId, productBody, subcategoryBody } from './admin-validators';
import { CATALOG_CACHE_TAG } from './routes';

/**
 * The admin's catalogue: `GET /api/admin/categories`, `GET /api/admin/products` and the writes
 * to categories, subcategories and products. Every route requires the admin session; every
 * write empties the catalogue's read cache, so the storefront sees it at once.
 */
export function catalogAdminRoutes(router: Router): void {
  router.get('/admin/categories', requireAdmin(), async (ctx) => {
    noQuery.parse(ctx.query);
    ok(ctx, await listAdminCategories());
  });

  router.get('/admin/products', requireAdmin(), async (ctx) => {
    ok(ctx, await listAdminProducts(adminProductsQuery.parse(ctx.query)));
  });

  router.post('/categories', requireAdmin(), async (ctx) => {
    const category = await createCategory(categoryBody.parse(ctx.request.body));
    written(ctx, 'category.create', category.id);
    ok(ctx, category, 201);
  });

  router.put('/categories/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'category');
    const category = await updateCategory(id, categoryBody.parse(ctx.request.body));
    written(ctx, 'category.update', id);
    ok(ctx, category);
  });

  router.delete('/categories/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'category');
    await deleteCategory(id);
    written(ctx, 'category.delete', id);
    ok(ctx, { deleted: true });
  });

  router.post('/subcategories', requireAdmin(), async (ctx) => {
    const subcategory = await createSubcategory(subcategoryBody.parse(ctx.request.body));
    written(ctx, 'subcategory.create', subcategory.id);
    ok(ctx, subcategory, 201);
  });

  router.put('/subcategories/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'subcategory');
    const subcategory = await updateSubcategory(id, subcategoryBody.parse(ctx.request.body));
    written(ctx, 'subcategory.update', id);
    ok(ctx, subcategory);
  });

  router.delete('/subcategories/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'subcategory');
    await deleteSubcategory(id);
    written(ctx, 'subcategory.delete', id);
    ok(ctx, { deleted: true });
  });

  router.post('/products', requireAdmin(), async (ctx) => {
    const product = await createProduct(productBody.parse(ctx.request.body));
    written(ctx, 'product.create', product.id);
    ok(ctx, product, 201);
  });

  router.put('/products/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'product');
    const product = await updateProduct(id, productBody.parse(ctx.request.body));
    written(ctx, 'product.update', id);
    ok(ctx, product);
  });

  router.delete('/products/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'product');
    await deleteProduct(id);
    written(ctx, 'product.delete', id);
    ok(ctx, { deleted: true });
  });
}

/** After a catalogue write: forget the cached public replies and name the write for the audit log. */
function written(ctx: Context, action: string, target: string): void {
  ctx.readCache.invalidate(CATALOG_CACHE_TAG);
  ctx.state.audit = { action, target };
}
