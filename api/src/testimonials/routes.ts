import type Router from '@koa/router';
import { CATALOG_CACHE_CONTROL, CATALOG_CACHE_TAG } from '../catalog/routes';
import { noQuery } from '../http/validators';
import { cachedRead } from '../http/read-cache';
import { ok } from '../http/reply';
import { listActiveTestimonials } from './service';

/** `GET /api/testimonials`: the active ones, read with the catalogue (same cache tag). */
export function testimonialRoutes(router: Router): void {
  router.get('/testimonials', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    noQuery.parse(ctx.query);
    const testimonials = await listActiveTestimonials();
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, testimonials);
  });
}
