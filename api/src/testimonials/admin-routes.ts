import type Router from '@koa/router';
import { adminTestimonialView, deleted, idParams, noQuery, testimonialBody } from '@ogulf/contracts';
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { invalidId } from '../catalog/admin-routes';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { routesOn } from '../http/route';
import {
  createTestimonial,
  deleteTestimonial,
  listAdminTestimonials,
  toggleTestimonial,
  updateTestimonial,
} from './admin-service';

/**
 * `GET /api/admin/testimonials` and the testimonial writes (admin only). Testimonials share the
 * catalogue's cache tag, so every write empties it.
 */
export function testimonialAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('testimonials');

  api.get('/admin/testimonials', {
    ...admin,
    summary: 'Every testimonial, switched on or off, in display order',
    input: { query: noQuery },
    reply: z.array(adminTestimonialView),
    handle: () => listAdminTestimonials(),
  });

  api.post('/testimonials', {
    ...admin,
    summary: 'Create a testimonial',
    input: { body: testimonialBody },
    reply: adminTestimonialView,
    status: 201,
    handle: async (ctx, { body }) => {
      const testimonial = await createTestimonial(body);
      written(ctx, 'testimonial.create', testimonial.id, testimonial.name);
      return testimonial;
    },
  });

  api.put('/testimonials/:id', {
    ...admin,
    summary: 'Replace a testimonial',
    input: { params: idParams, body: testimonialBody },
    invalid: invalidId('testimonial'),
    reply: adminTestimonialView,
    handle: async (ctx, { params, body }) => {
      const testimonial = await updateTestimonial(params.id, body);
      written(ctx, 'testimonial.update', params.id, testimonial.name);
      return testimonial;
    },
  });

  api.delete('/testimonials/:id', {
    ...admin,
    summary: 'Delete a testimonial',
    input: { params: idParams },
    invalid: invalidId('testimonial'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteTestimonial(params.id);
      written(ctx, 'testimonial.delete', params.id);
      return { deleted: true } as const;
    },
  });

  api.patch('/testimonials/:id/toggle', {
    ...admin,
    summary: 'Switch a testimonial on or off',
    input: { params: idParams },
    invalid: invalidId('testimonial'),
    reply: adminTestimonialView,
    handle: async (ctx, { params }) => {
      const testimonial = await toggleTestimonial(params.id);
      written(ctx, testimonial.active ? 'testimonial.activate' : 'testimonial.deactivate', params.id, testimonial.name);
      return testimonial;
    },
  });
}

function written(ctx: Context, action: string, target: string, label = ''): void {
  ctx.readCache.invalidate(CATALOG_CACHE_TAG);
  ctx.state.audit = { action, target, label };
}
