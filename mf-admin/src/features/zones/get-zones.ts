/** `GET /api/zone-delivery-settings`: the delivery zones the checkout offers. */
import { useAdminGet } from '../../shared/use-admin-get';
import type { ZoneSettings } from './types';

export const ZONES_PATH = '/api/zone-delivery-settings';

export const useZoneSettings = () => useAdminGet<ZoneSettings>(ZONES_PATH);
