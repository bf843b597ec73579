/** `GET /api/zone-delivery-settings`. */
export type DeliveryDay = 'saturday' | 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday';

export interface DeliveryZone {
  key: string;
  name: string;
  nameAr: string;
  /** QAR charged below the threshold. */
  fee: number;
  /** Order amount in QAR from which delivery is free (0: always free). */
  freeDeliveryThreshold: number;
  deliveryDays: DeliveryDay[];
  /** Working days from confirmation to delivery for items in stock. */
  leadTimeDays: number;
}

export interface ZoneSettings {
  zones: DeliveryZone[];
  updatedAt: string | null;
}
