/** `GET /api/zone-delivery-settings`: the zones, for the summary's delivery policy. */
import { apiQuery, fetchApi } from '@ogulf/web-kit';

export interface PublicZone {
  name: string;
  fee: number;
  freeDeliveryThreshold: number;
}

export const fetchDeliveryZones = async (): Promise<PublicZone[]> =>
  (await fetchApi(apiQuery<{ zones: PublicZone[] }>('/api/zone-delivery-settings'))).zones;
