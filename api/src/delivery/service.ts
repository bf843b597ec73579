import { SETTINGS_KEY, ZoneDeliverySettings, type DeliveryZone, type ZoneDeliverySettingsRecord } from './model';

export interface ZoneDeliverySettingsView {
  zones: DeliveryZone[];
  /** ISO 8601, or null before any settings exist. */
  updatedAt: string | null;
}

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
