/** Delivery days: every day but Friday, when the shop is closed (spec section 9; the server refuses Friday). */
export const DELIVERY_DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

export interface DeliveryZone {
  key: string;
  name: string;
  nameAr: string;
  fee: number;
  freeDeliveryThreshold: number;
  deliveryDays: DeliveryDay[];
  leadTimeDays: number;
}

export interface ZoneSettings {
  zones: DeliveryZone[];
  updatedAt: string | null;
}
