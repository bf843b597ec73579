import type Router from '@koa/router';
import { noQuery, testimonialView } from '@ogulf/contracts';
import { z } from 'zod/mini';
import { catalogRead } from '../catalog/routes';
import { routesOn } from '../http/route';
import { listActiveTestimonials } from './service';

/** `GET /api/testimonials`: the active ones, read with the catalogue (same cache tag). */
export function testimonialRoutes(router: Router): void {
  routesOn(router).get('/testimonials', {
    summary: 'The active testimonials, in display order',
    ...catalogRead('testimonials'),
    input: { query: noQuery },
    reply: z.array(testimonialView),
    handle: () => listActiveTestimonials(),
  });
}
