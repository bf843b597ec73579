import type Router from '@koa/router';
import { noQuery, testimonialView } from '@ogulf/contracts';
import { z } from 'zod/mini';
import { CATALOG_CACHE_CONTROL, CATALOG_CACHE_TAG } from '../catalog/routes';
import { cachedRead } from '../http/read-cache';
import { routesOn } from '../http/route';
import { listActiveTestimonials } from './service';

/** `GET /api/testimonials`: the active ones, read with the catalogue (same cache tag). */
export function testimonialRoutes(router: Router): void {
  routesOn(router).get('/testimonials', {
    summary: 'The active testimonials, in display order',
    access: 'public',
    tag: 'testimonials',
    cache: CATALOG_CACHE_CONTROL,
    before: [cachedRead(CATALOG_CACHE_TAG)],
    input: { query: noQuery },
    reply: z.array(testimonialView),
    handle: () => listActiveTestimonials(),
  });
}
