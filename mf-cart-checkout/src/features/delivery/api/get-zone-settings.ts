/** `GET /api/zone-delivery-settings`: the delivery zones with their fees, thresholds and days. */
import { apiGet, useApiGet } from '@ogulf/web-kit';
import type { ZoneSettings } from '../types';

export const ZONE_SETTINGS_PATH = '/api/zone-delivery-settings';

export const getZoneSettings = (): Promise<ZoneSettings> => apiGet<ZoneSettings>(ZONE_SETTINGS_PATH);

export const useZoneSettings = () => useApiGet<ZoneSettings>(ZONE_SETTINGS_PATH);
