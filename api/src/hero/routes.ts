import type Router from '@koa/router';
import {
  adminHeroSlideView,
  deleted,
  heroSlideBody,
  heroSlideOrderBody,
  heroSlideView,
  idParams,
  noQuery,
} from '@ogulf/contracts';
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { invalidId } from '../catalog/admin-routes';
import { cachedRead } from '../http/read-cache';
import { routesOn } from '../http/route';
import {
  createSlide,
  deleteSlide,
  listAdminSlides,
  listVisibleSlides,
  reorderSlides,
  toggleSlide,
  updateSlide,
} from './service';

/** The read cache's tag of the hero slides; every write below empties it. */
export const HERO_CACHE_TAG = 'hero';

/** `GET /api/hero-slides`: the home page's visible slides, in order (public, cached). */
export function heroSlideRoutes(router: Router): void {
  routesOn(router).get('/hero-slides', {
    access: 'public',
    tag: 'hero slides',
    cache: 'public, max-age=60',
    before: [cachedRead(HERO_CACHE_TAG)],
    summary: "The home page's visible hero slides, in display order",
    input: { query: noQuery },
    reply: z.array(heroSlideView),
    handle: () => listVisibleSlides(),
  });
}

/** The admin's hero slides under `/api/admin/hero-slides` (session required). */
export function heroSlideAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin hero slides');

  api.get('/admin/hero-slides', {
    ...admin,
    summary: 'Every hero slide, hidden ones included, in display order',
    input: { query: noQuery },
    reply: z.array(adminHeroSlideView),
    handle: () => listAdminSlides(),
  });

  api.post('/admin/hero-slides', {
    ...admin,
    summary: 'Add a hero slide at the end',
    input: { body: heroSlideBody },
    reply: adminHeroSlideView,
    status: 201,
    handle: async (ctx, { body }) => {
      const slide = await createSlide(body);
      written(ctx, 'heroSlide.create', slide.id);
      return slide;
    },
  });

  // Before `/:id`, so "order" is not read as an id.
  api.put('/admin/hero-slides/order', {
    ...admin,
    summary: 'Put the hero slides in a new order (every id once)',
    input: { body: heroSlideOrderBody },
    reply: z.array(adminHeroSlideView),
    handle: async (ctx, { body }) => {
      const slides = await reorderSlides(body.ids);
      written(ctx, 'heroSlide.reorder', 'hero-slides');
      return slides;
    },
  });

  api.put('/admin/hero-slides/:id', {
    ...admin,
    summary: 'Replace a hero slide',
    input: { params: idParams, body: heroSlideBody },
    invalid: invalidId('hero slide'),
    reply: adminHeroSlideView,
    handle: async (ctx, { params, body }) => {
      const slide = await updateSlide(params.id, body);
      written(ctx, 'heroSlide.update', params.id);
      return slide;
    },
  });

  api.patch('/admin/hero-slides/:id/toggle', {
    ...admin,
    summary: 'Show or hide a hero slide',
    input: { params: idParams },
    invalid: invalidId('hero slide'),
    reply: adminHeroSlideView,
    handle: async (ctx, { params }) => {
      const slide = await toggleSlide(params.id);
      written(ctx, slide.visible ? 'heroSlide.show' : 'heroSlide.hide', params.id);
      return slide;
    },
  });

  api.delete('/admin/hero-slides/:id', {
    ...admin,
    summary: 'Delete a hero slide',
    input: { params: idParams },
    invalid: invalidId('hero slide'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteSlide(params.id);
      written(ctx, 'heroSlide.delete', params.id);
      return { deleted: true } as const;
    },
  });
}

function written(ctx: Context, action: string, target: string): void {
  ctx.readCache.invalidate(HERO_CACHE_TAG);
  ctx.state.audit = { action, target };
}
