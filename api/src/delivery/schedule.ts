import mongoose, { Schema } from 'mongoose';
import {
  DEFAULT_SLOT_CAPACITY,
  DELIVERY_SLOT_IDS,
  type DeliveryScheduleInput,
  type DeliveryScheduleView,
  type DeliverySlotId,
} from '@ogulf/contracts';
import type { CatalogMemo } from '../catalog/pricing';

/**
 * The admin's delivery schedule (issue 19): each slot's daily capacity, per zone where it
 * differs, and the days the shop does not deliver (public holidays). One document.
 */
export interface DeliveryScheduleFields {
  key: string;
  defaultCapacity: Partial<Record<DeliverySlotId, number>>;
  zoneCapacity: Record<string, Partial<Record<DeliverySlotId, number>>>;
  closedDays: Array<{ date: string; label: string }>;
  updatedAt?: Date;
}

const SCHEDULE_KEY = 'default';

const scheduleSchema = new Schema<DeliveryScheduleFields>(
  {
    key: { type: String, required: true, unique: true, default: SCHEDULE_KEY },
    // Plain objects keyed by slot id and zone key: written whole on every save.
    defaultCapacity: { type: Schema.Types.Mixed, default: {} },
    zoneCapacity: { type: Schema.Types.Mixed, default: {} },
    closedDays: {
      type: [
        new Schema({ date: { type: String, required: true }, label: { type: String, default: '' } }, { _id: false }),
      ],
      default: [],
    },
  },
  { timestamps: true, collection: 'delivery_schedule', minimize: false },
);

export const DeliverySchedule = mongoose.model<DeliveryScheduleFields>('DeliverySchedule', scheduleSchema);

/**
 * Read-cache tag of the schedule: the schedule PUT invalidates it, dropping the remembered
 * schedule the checkout books against and the cached slot lists.
 */
export const DELIVERY_SCHEDULE_TAG = 'delivery-schedule';
// The schedule changes a few times a year; the PUT invalidates it at once on every instance.
const SCHEDULE_TTL_MS = 5 * 60_000;

/** The schedule, or DEFAULT_SLOT_CAPACITY for every slot and no closed day when none was saved. */
export async function getDeliverySchedule(): Promise<DeliveryScheduleView> {
  const record = await DeliverySchedule.findOne({ key: SCHEDULE_KEY }).lean<DeliveryScheduleFields>();
  return toView(record);
}

/** The schedule through the read cache's memo (the checkout and slot lists read it on every request). */
export function rememberedSchedule(memo?: CatalogMemo): Promise<DeliveryScheduleView> {
  return memo
    ? memo.remember(DELIVERY_SCHEDULE_TAG, 'schedule', SCHEDULE_TTL_MS, getDeliverySchedule)
    : getDeliverySchedule();
}

/** Replaces the whole schedule (one single-document write) and answers it as saved. */
export async function saveDeliverySchedule(input: DeliveryScheduleInput): Promise<DeliveryScheduleView> {
  // One entry per day (the last label given wins), in calendar order.
  const closed = new Map(input.closedDays.map((day) => [day.date, day.label]));
  const closedDays = [...closed].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, label]) => ({ date, label }));
  const record = await DeliverySchedule.findOneAndUpdate(
    { key: SCHEDULE_KEY },
    { $set: { defaultCapacity: input.defaultCapacity, zoneCapacity: input.zoneCapacity, closedDays } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  ).lean<DeliveryScheduleFields>();
  return toView(record);
}

/** A slot's daily capacity in a zone: the zone's own, else the default, else DEFAULT_SLOT_CAPACITY. */
export function slotCapacity(schedule: DeliveryScheduleView, zone: string, slot: DeliverySlotId): number {
  return schedule.zoneCapacity[zone]?.[slot] ?? schedule.defaultCapacity[slot] ?? DEFAULT_SLOT_CAPACITY;
}

/** Whether the admin closed this day (`YYYY-MM-DD`). */
export function isClosedDay(schedule: DeliveryScheduleView, date: string): boolean {
  return schedule.closedDays.some((day) => day.date === date);
}

function toView(record: DeliveryScheduleFields | null): DeliveryScheduleView {
  const saved = record?.defaultCapacity ?? {};
  const defaultCapacity = Object.fromEntries(
    DELIVERY_SLOT_IDS.map((slot) => [slot, saved[slot] ?? DEFAULT_SLOT_CAPACITY]),
  ) as Record<DeliverySlotId, number>;
  return {
    defaultCapacity,
    zoneCapacity: record?.zoneCapacity ?? {},
    closedDays: (record?.closedDays ?? []).map(({ date, label }) => ({ date, label })),
    updatedAt: record?.updatedAt ? record.updatedAt.toISOString() : null,
  };
}
