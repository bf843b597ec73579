import mongoose, { Schema, type Types } from 'mongoose';

import { DELIVERY_DAYS, type DeliveryDay } from '@ogulf/contracts';

export { DELIVERY_DAYS, type DeliveryDay };

export interface DeliveryZone {
  /** Stable identifier, e.g. `al-wakrah`. */
  key: string;
  name: string;
  nameAr: string;
  /** QAR charged below the threshold. */
  fee: number;
  /** Order total in QAR from which delivery is free (0: always free). */
  freeDeliveryThreshold: number;
  deliveryDays: DeliveryDay[];
  /** Working days from order confirmation to delivery for items in stock. */
  leadTimeDays: number;
}

/** The one settings document (`key: 'default'`). */
export interface ZoneDeliverySettingsFields {
  key: string;
  zones: DeliveryZone[];
}

export type ZoneDeliverySettingsRecord = ZoneDeliverySettingsFields & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const SETTINGS_KEY = 'default';

const zoneSchema = new Schema<DeliveryZone>(
  {
    key: { type: String, required: true, trim: true },
    name: { type: String, required: true, trim: true },
    nameAr: { type: String, required: true, trim: true },
    fee: { type: Number, required: true, min: 0 },
    freeDeliveryThreshold: { type: Number, required: true, min: 0 },
    deliveryDays: { type: [{ type: String, enum: DELIVERY_DAYS }], default: [] },
    leadTimeDays: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const settingsSchema = new Schema<ZoneDeliverySettingsFields>(
  {
    key: { type: String, required: true, unique: true, default: SETTINGS_KEY },
    zones: { type: [zoneSchema], default: [] },
  },
  { timestamps: true, collection: 'zone_delivery_settings' },
);

export const ZoneDeliverySettings = mongoose.model<ZoneDeliverySettingsFields>('ZoneDeliverySettings', settingsSchema);
