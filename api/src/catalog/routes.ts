import fs from 'node:fs';
import type Router from '@koa/router';
import { NotFoundError } from '../http/errors';
import { cachedRead } from '../http/read-cache';
import { ok } from '../http/reply';
import type { SiteRouteModule } from '../http/site-router';
import { getCategory, getProduct, listCategories, listProducts, searchProducts } from './service';
import { findOriginal, parseShopImagePath, shopImageDirs, toVariant, variantOf, variantQuery } from './shop-images';
import { noQuery } from '../http/validators';
import { uploadKey } from '../media/store';
import { listProductsQuery, parseIdOrSlug, parseSearchText, searchQuery } from './validators';

/**
 * The read-cache tag of the catalogue and everything the storefront reads with it (categories,
 * products, testimonials, zone delivery settings): any admin write to one of them calls
 * `ctx.readCache.invalidate(CATALOG_CACHE_TAG)`.
 */
export const CATALOG_CACHE_TAG = 'catalog';
/** What public catalogue replies tell browsers and proxies. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';
// Image URLs never change meaning: a new picture gets a new file name, a variant its own query.
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `GET /api/categories[/:idOrSlug]`, `GET /api/products[/:idOrSlug]` and the product search. */
export function catalogRoutes(router: Router): void {
  router.get('/categories', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    noQuery.parse(ctx.query);
    const categories = await listCategories();
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, categories);
  });

  router.get('/categories/:idOrSlug', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    const idOrSlug = parseIdOrSlug(ctx.params['idOrSlug'], 'category');
    noQuery.parse(ctx.query);
    const category = await getCategory(idOrSlug);
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, category);
  });

  router.get('/products', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    const query = listProductsQuery.parse(ctx.query);
    const list = await listProducts(query);
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, list);
  });

  // An empty search (`/products/search` or `/products/search/`) finds nothing rather than
  // being read as the product slug "search".
  router.get('/products/search', cachedRead(CATALOG_CACHE_TAG), (ctx) => {
    searchQuery.parse(ctx.query);
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, []);
  });

  router.get('/products/search/:query', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    const text = parseSearchText(ctx.params['query']);
    const { limit } = searchQuery.parse(ctx.query);
    const products = await searchProducts(text, limit);
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, products);
  });

  router.get('/products/:idOrSlug', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    const idOrSlug = parseIdOrSlug(ctx.params['idOrSlug'], 'product');
    noQuery.parse(ctx.query);
    const product = await getProduct(idOrSlug);
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, product);
  });
}

/**
 * `GET`/`HEAD /assets/images/shop/<path>[?w=&q=]`: a picture from `<DATA_DIR>/images/shop/` (an
 * upload is first copied there from the database, see `media/store.ts`), or its resized WebP
 * variant, made from that local copy. HEAD answers the same status and headers without a body, which is
 * how the storefront checks that an image exists.
 */
export function shopImageRoutes(dataDir: string): SiteRouteModule {
  const dirs = shopImageDirs(dataDir);
  return (router) => {
    router.get('/assets/images/shop/*path', async (ctx) => {
      const requestedAt = Date.now();
      const segments = parseShopImagePath(ctx.params['path']);
      if (!segments) throw new NotFoundError('No such image');
      // The admin's uploads come from the database (to this instance's disk on first request).
      const upload = uploadKey(segments);
      if (upload !== undefined && !(await ctx.uploads.ensureLocal(upload, requestedAt))) throw new NotFoundError('No such image');
      const variant = toVariant(variantQuery.parse(ctx.query));
      const original = await findOriginal(dirs, segments);
      if (!original) throw new NotFoundError('No such image');
      const image = variant ? await variantOf(dirs, segments, original, variant) : original;

      ctx.status = 200;
      ctx.type = image.type;
      ctx.length = image.size;
      ctx.lastModified = image.modified;
      ctx.set('Cache-Control', IMAGE_CACHE_CONTROL);
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      // Koa ends a HEAD response after the headers; opening the file would be wasted.
      if (ctx.method === 'HEAD') return;
      ctx.body = fs.createReadStream(image.file);
    });
  };
}
