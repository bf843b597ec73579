import { BUILT_IN_DELIVERY_ZONES } from '@ogulf/contracts/delivery-zones';
import { SETTINGS_KEY, ZoneDeliverySettings, type DeliveryZone } from './model';

/** The built-in zones (from `@ogulf/contracts/delivery-zones`, which front-end tests share). */
export const SEED_ZONES: readonly DeliveryZone[] = BUILT_IN_DELIVERY_ZONES;

/** Creates the settings document with the built-in zones when there is none; true when it did. */
export async function seedZoneDeliverySettings(
  zones: readonly DeliveryZone[] = SEED_ZONES,
  now = new Date(),
): Promise<boolean> {
  await ZoneDeliverySettings.createIndexes();
  const result = await ZoneDeliverySettings.updateOne(
    { key: SETTINGS_KEY },
    { $setOnInsert: { key: SETTINGS_KEY, zones, createdAt: now, updatedAt: now } },
    { upsert: true, timestamps: false },
  );
  return result.upsertedCount > 0;
}
