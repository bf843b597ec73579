import fs from 'node:fs';
import type Router from '@koa/router';
import { NotFoundError } from '../http/errors';
import { cachedRead } from '../http/read-cache';
import type { SiteRouteModule } from '../http/site-router';
import { getCategory, getProduct, listCategories, listingFacets, listProducts, searchProducts } from './service';
import { STOCK_CACHE_TAG } from '../stock/stock';
import { findOriginal, parseShopImagePath, shopImageDirs, toVariant, variantOf, variantQuery } from './shop-images';
import { uploadKey } from '../media/store';
import {
  categoryView,
  idOrSlugParams,
  listProductsQuery,
  noQuery,
  productFacets,
  productFacetsQuery,
  productList,
  productView,
  searchParams,
  searchQuery,
} from '@ogulf/contracts';
import { z } from 'zod/mini';
import { routesOn } from '../http/route';

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

/**
 * The common part of a public read of the catalogue or what the storefront reads with it
 * (testimonials, delivery zones): kept in the read cache under the catalogue's tag, and by
 * browsers and proxies for a minute.
 */
export function catalogRead(tag: string) {
  return { access: 'public', tag, cache: CATALOG_CACHE_CONTROL, before: [cachedRead(CATALOG_CACHE_TAG)] } as const;
}

/** `GET /api/categories[/:idOrSlug]`, `GET /api/products[/:idOrSlug]` and the product search. */
export function catalogRoutes(router: Router): void {
  const api = routesOn(router);
  const cached = catalogRead('catalogue');

  api.get('/categories', {
    ...cached,
    summary: 'Active categories with their subcategories, in display order',
    input: { query: noQuery },
    reply: z.array(categoryView),
    handle: () => listCategories(),
  });

  api.get('/categories/:idOrSlug', {
    ...cached,
    summary: 'One active category by id or slug',
    input: { params: idOrSlugParams, query: noQuery },
    invalid: { params: { code: 'INVALID_ID', message: 'Invalid category id or slug' } },
    reply: categoryView,
    handle: (_ctx, { params }) => getCategory(params.idOrSlug),
  });

  // The listing, its facets, the search and a product page show the units left, so an order or a
  // stock change drops them.
  const withStock = { ...cached, before: [cachedRead([CATALOG_CACHE_TAG, STOCK_CACHE_TAG])] };

  api.get('/products', {
    ...withStock,
    summary: 'A page of active products, filtered (options, availability, price per variant) and sorted',
    input: { query: listProductsQuery },
    reply: productList,
    handle: (ctx, { query }) => listProducts(query, ctx.readCache),
  });

  // Declared before `/products/:idOrSlug`, like the search: "facets" is not read as a slug.
  api.get('/products/facets', {
    ...withStock,
    summary: "The listing's filters for the same query: options with counts, availability, price bounds",
    input: { query: productFacetsQuery },
    reply: productFacets,
    handle: (ctx, { query }) => listingFacets(query, ctx.readCache),
  });

  // An empty search (`/products/search` or `/products/search/`) finds nothing rather than
  // being read as the product slug "search".
  api.get('/products/search', {
    ...cached,
    summary: 'An empty search: no products',
    input: { query: searchQuery },
    reply: z.array(productView),
    handle: () => [],
  });

  api.get('/products/search/:query', {
    ...withStock,
    summary: 'Products whose names, descriptions or category match the text',
    input: { params: searchParams, query: searchQuery },
    reply: z.array(productView),
    handle: (ctx, { params, query }) => searchProducts(params.query, query.limit, ctx.readCache),
  });

  api.get('/products/:idOrSlug', {
    ...withStock,
    summary: 'One active product by id or slug',
    input: { params: idOrSlugParams, query: noQuery },
    invalid: { params: { code: 'INVALID_ID', message: 'Invalid product id or slug' } },
    reply: productView,
    handle: (ctx, { params }) => getProduct(params.idOrSlug, ctx.readCache),
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
      if (upload !== undefined && !(await ctx.uploads.ensureLocal(upload, requestedAt)))
        throw new NotFoundError('No such image');
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
