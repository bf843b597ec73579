/** `GET /api/zone-delivery-settings`: the delivery zones with their fees, thresholds and days. */
import { apiQuery, fetchApi, useApiQuery } from '@ogulf/web-kit';
import type { ZoneSettings } from '../types';

export const ZONE_SETTINGS_PATH = '/api/zone-delivery-settings';

export const zoneSettingsQuery = () => apiQuery<ZoneSettings>(ZONE_SETTINGS_PATH);

export const getZoneSettings = (): Promise<ZoneSettings> => fetchApi(zoneSettingsQuery());

export const useZoneSettings = () => useApiQuery(zoneSettingsQuery());
