import { SETTINGS_KEY, ZoneDeliverySettings, type ZoneDeliverySettingsRecord } from './model';
import type { ZoneSettingsInput } from '@ogulf/contracts';
import { getZoneDeliverySettings, type ZoneDeliverySettingsView } from './service';

/** Replaces the delivery zones (one single-document write) and answers the saved settings. */
export async function saveZoneDeliverySettings(input: ZoneSettingsInput): Promise<ZoneDeliverySettingsView> {
  await ZoneDeliverySettings.findOneAndUpdate(
    { key: SETTINGS_KEY },
    { $set: { zones: input.zones } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  ).lean<ZoneDeliverySettingsRecord>();
  return getZoneDeliverySettings();
}
