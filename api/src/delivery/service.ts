import { SETTINGS_KEY, ZoneDeliverySettings, type ZoneDeliverySettingsRecord } from './model';
import type { ZoneDeliverySettingsView } from '@ogulf/contracts';
export type { ZoneDeliverySettingsView } from '@ogulf/contracts';

/** The delivery zones, or an empty list when no settings were ever saved. */
export async function getZoneDeliverySettings(): Promise<ZoneDeliverySettingsView> {
  const record = await ZoneDeliverySettings.findOne({ key: SETTINGS_KEY }).lean<ZoneDeliverySettingsRecord>();
  if (!record) return { zones: [], updatedAt: null };
  return {
    zones: record.zones.map(({ key, name, nameAr, fee, freeDeliveryThreshold, deliveryDays, leadTimeDays }) => ({
      key,
      name,
      nameAr,
      fee,
      freeDeliveryThreshold,
      deliveryDays,
      leadTimeDays,
    })),
    updatedAt: record.updatedAt.toISOString(),
  };
}
