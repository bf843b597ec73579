/** `GET /api/zone-delivery-settings`: the delivery zones the checkout offers. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { ZoneSettings } from './types';

export const ZONES_PATH = '/api/zone-delivery-settings';

export const zoneSettingsQuery = () => apiQuery<ZoneSettings>(ZONES_PATH);

export const useZoneSettings = () => useAdminGet(zoneSettingsQuery());
