/** `POST /api/zone-delivery-settings` with every zone: the saved settings come back. */
import { adminSend } from '../../shared/admin-send';
import type { ZonesBody } from './zone-form';
import type { ZoneSettings } from './types';

export function saveZones(body: ZonesBody): Promise<ZoneSettings> {
  return adminSend<ZoneSettings>('POST', '/api/zone-delivery-settings', body);
}
