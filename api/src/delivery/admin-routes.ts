import type Router from '@koa/router';
import { zoneDeliverySettingsView, zoneSettingsBody } from '@ogulf/contracts';
import { adminRoute } from '../auth/admin-route';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { routesOn } from '../http/route';
import { saveZoneDeliverySettings } from './admin-service';

const SETTINGS_TARGET = 'zone-delivery-settings';

/** `POST /api/zone-delivery-settings` (admin only): saves the zones; they share the catalogue's cache tag. */
export function zoneDeliveryAdminRoutes(router: Router): void {
  routesOn(router).post('/zone-delivery-settings', {
    summary: 'Replace the whole list of delivery zones',
    ...adminRoute('delivery'),
    input: { body: zoneSettingsBody },
    reply: zoneDeliverySettingsView,
    handle: async (ctx, { body }) => {
      const settings = await saveZoneDeliverySettings(body);
      ctx.readCache.invalidate(CATALOG_CACHE_TAG);
      ctx.state.audit = { action: 'zones.update', target: SETTINGS_TARGET };
      return settings;
    },
  });
}
