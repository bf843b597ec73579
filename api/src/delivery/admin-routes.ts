import type Router from '@koa/router';
import { requireAdmin } from '../auth/require-admin';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { ok } from '../http/reply';
import { saveZoneDeliverySettings } from './admin-service';
import { zoneSettingsBody } from './admin-validators';

const SETTINGS_TARGET = 'zone-delivery-settings';

/** `POST /api/zone-delivery-settings` (admin only): saves the zones; they share the catalogue's cache tag. */
export function zoneDeliveryAdminRoutes(router: Router): void {
  router.post('/zone-delivery-settings', requireAdmin(), async (ctx) => {
    const settings = await saveZoneDeliverySettings(zoneSettingsBody.parse(ctx.request.body));
    ctx.readCache.invalidate(CATALOG_CACHE_TAG);
    ctx.state.audit = { action: 'zones.update', target: SETTINGS_TARGET };
    ok(ctx, settings);
  });
}
