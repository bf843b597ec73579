/** `GET /api/zone-delivery-settings` (from @ogulf/contracts). */
export type { DeliveryDay, DeliveryZone, ZoneDeliverySettingsView as ZoneSettings } from '@ogulf/contracts';
