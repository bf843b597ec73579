/** Delivery days: every day but Friday, when the shop is closed (spec section 9; the server refuses Friday). */
export { DELIVERY_DAYS } from '@ogulf/contracts/constants';
export type { DeliveryDay } from '@ogulf/contracts/constants';
export type { DeliveryZone, ZoneDeliverySettingsView as ZoneSettings } from '@ogulf/contracts';
