import type Router from '@koa/router';
import { noQuery, zoneDeliverySettingsView } from '@ogulf/contracts';
import { catalogRead } from '../catalog/routes';
import { routesOn } from '../http/route';
import { getZoneDeliverySettings } from './service';

/** `GET /api/zone-delivery-settings`, read with the catalogue (same cache tag). */
export function zoneDeliveryRoutes(router: Router): void {
  routesOn(router).get('/zone-delivery-settings', {
    summary: 'The delivery zones: fees, free-delivery thresholds, days and lead times',
    ...catalogRead('delivery'),
    input: { query: noQuery },
    reply: zoneDeliverySettingsView,
    handle: () => getZoneDeliverySettings(),
  });
}
