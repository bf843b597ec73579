/** `GET /api/zone-delivery-settings`: the zones, for the summary's delivery policy. */
import type { DeliveryZone, ZoneDeliverySettingsView } from '@ogulf/contracts';
import { apiQuery, fetchApi } from '@ogulf/web-kit';

/** What the summary's delivery policy needs of a zone. */
export type PublicZone = Pick<DeliveryZone, 'name' | 'fee' | 'freeDeliveryThreshold'>;

export const fetchDeliveryZones = async (): Promise<PublicZone[]> =>
  (await fetchApi(apiQuery<ZoneDeliverySettingsView>('/api/zone-delivery-settings'))).zones;
