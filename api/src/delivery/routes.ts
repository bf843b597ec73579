import type Router from '@koa/router';
import { noQuery, zoneDeliverySettingsView } from '@ogulf/contracts';
import { CATALOG_CACHE_CONTROL, CATALOG_CACHE_TAG } from '../catalog/routes';
import { cachedRead } from '../http/read-cache';
import { routesOn } from '../http/route';
import { getZoneDeliverySettings } from './service';

/** `GET /api/zone-delivery-settings`, read with the catalogue (same cache tag). */
export function zoneDeliveryRoutes(router: Router): void {
  routesOn(router).get('/zone-delivery-settings', {
    summary: 'The delivery zones: fees, free-delivery thresholds, days and lead times',
    access: 'public',
    tag: 'delivery',
    cache: CATALOG_CACHE_CONTROL,
    before: [cachedRead(CATALOG_CACHE_TAG)],
    input: { query: noQuery },
    reply: zoneDeliverySettingsView,
    handle: () => getZoneDeliverySettings(),
  });
}
