import type Router from '@koa/router';
import { CATALOG_CACHE_CONTROL, CATALOG_CACHE_TAG } from '../catalog/routes';
import { noQuery } from '../http/validators';
import { cachedRead } from '../http/read-cache';
import { ok } from '../http/reply';
import { getZoneDeliverySettings } from './service';

/** `GET /api/zone-delivery-settings`, read with the catalogue (same cache tag). */
export function zoneDeliveryRoutes(router: Router): void {
  router.get('/zone-delivery-settings', cachedRead(CATALOG_CACHE_TAG), async (ctx) => {
    noQuery.parse(ctx.query);
    const settings = await getZoneDeliverySettings();
    ctx.set('Cache-Control', CATALOG_CACHE_CONTROL);
    ok(ctx, settings);
  });
}
