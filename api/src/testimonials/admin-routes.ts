import type Router from '@koa/router';
import type { Context } from 'koa';
import { requireAdmin } from '../auth/require-admin';
import { parseId } from '../catalog/admin-validators';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import { createTestimonial, deleteTestimonial, listAdminTestimonials, toggleTestimonial, updateTestimonial } from './admin-service';
import { testimonialBody } from './admin-validators';

/**
 * `GET /api/admin/testimonials` and the testimonial writes (admin only). Testimonials share the
 * catalogue's cache tag, so every write empties it.
 */
export function testimonialAdminRoutes(router: Router): void {
  router.get('/admin/testimonials', requireAdmin(), async (ctx) => {
    noQuery.parse(ctx.query);
    ok(ctx, await listAdminTestimonials());
  });

  router.post('/testimonials', requireAdmin(), async (ctx) => {
    const testimonial = await createTestimonial(testimonialBody.parse(ctx.request.body));
    written(ctx, 'testimonial.create', testimonial.id);
    ok(ctx, testimonial, 201);
  });

  router.put('/testimonials/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'testimonial');
    const testimonial = await updateTestimonial(id, testimonialBody.parse(ctx.request.body));
    written(ctx, 'testimonial.update', id);
    ok(ctx, testimonial);
  });

  router.delete('/testimonials/:id', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'testimonial');
    await deleteTestimonial(id);
    written(ctx, 'testimonial.delete', id);
    ok(ctx, { deleted: true });
  });

  router.patch('/testimonials/:id/toggle', requireAdmin(), async (ctx) => {
    const id = parseId(ctx.params['id'], 'testimonial');
    const testimonial = await toggleTestimonial(id);
    written(ctx, testimonial.active ? 'testimonial.activate' : 'testimonial.deactivate', id);
    ok(ctx, testimonial);
  });
}

function written(ctx: Context, action: string, target: string): void {
  ctx.readCache.invalidate(CATALOG_CACHE_TAG);
  ctx.state.audit = { action, target };
}
