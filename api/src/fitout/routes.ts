import type Router from '@koa/router';
import { fitoutCatalogView, fitoutRulesBody, fitoutRulesView, noQuery } from '@ogulf/contracts';
import { adminRoute } from '../auth/admin-route';
import { CATALOG_CACHE_CONTROL, CATALOG_CACHE_TAG } from '../catalog/routes';
import { cachedRead } from '../http/read-cache';
import { routesOn } from '../http/route';
import { fitoutCatalog, getFitoutRules, saveFitoutRules } from './service';

/** Read-cache tag of the fit-out rules: their PUT invalidates it (catalogue writes invalidate the products). */
export const FITOUT_CACHE_TAG = 'fitout-rules';

/** `GET /api/fitout-rules` (public, cached like the catalogue reads). */
export function fitoutRoutes(router: Router): void {
  routesOn(router).get('/fitout-rules', {
    summary: "The fit-out builder's rules per room type and the live products they may suggest",
    access: 'public',
    tag: 'fit-out',
    cache: CATALOG_CACHE_CONTROL,
    before: [cachedRead([CATALOG_CACHE_TAG, FITOUT_CACHE_TAG])],
    input: { query: noQuery },
    reply: fitoutCatalogView,
    handle: () => fitoutCatalog(),
  });
}

/** `GET|PUT /api/admin/fitout-rules` (admin session). */
export function fitoutAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('fit-out');

  api.get('/admin/fitout-rules', {
    ...admin,
    summary: "The fit-out builder's rules per room type (the built-in ones until saved: updatedAt null)",
    input: { query: noQuery },
    reply: fitoutRulesView,
    handle: () => getFitoutRules(),
  });

  api.put('/admin/fitout-rules', {
    ...admin,
    summary: "Replace the fit-out builder's rules (every slug must name a product, subcategory or category)",
    input: { query: noQuery, body: fitoutRulesBody },
    reply: fitoutRulesView,
    handle: async (ctx, { body }) => {
      const rules = await saveFitoutRules(body);
      ctx.readCache.invalidate(FITOUT_CACHE_TAG);
      ctx.state.audit = { action: 'fitout-rules.update', target: 'fitout-rules' };
      return rules;
    },
  });
}
