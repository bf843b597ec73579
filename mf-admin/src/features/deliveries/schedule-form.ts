/** The delivery schedule editor: slot capacities typed as text (default, and per zone where it differs) and the closed days. */
import { z } from 'zod/mini';
import { deliveryScheduleBody, isoDay, type DeliveryScheduleView } from '@ogulf/contracts';
import { DEFAULT_SLOT_CAPACITY, LIMITS, MAX_SLOT_CAPACITY, type DeliverySlotId } from '@ogulf/contracts/constants';
import { formIssue } from '../../shared/form-messages';
import { checkForm, numberText } from '../../shared/form-schema';

export const CLOSED_LABEL_MAX = LIMITS.closedDayLabel;
export const MAX_CLOSED_DAYS = LIMITS.maxClosedDays;

export type SlotTexts = Record<DeliverySlotId, string>;

export interface ZoneCapacityValues extends SlotTexts {
  key: string;
}

export interface ClosedDayValues {
  rowId: number;
  date: string;
  label: string;
}

export interface ScheduleValues {
  defaultCapacity: SlotTexts;
  /** One row per zone; an empty slot takes the default. */
  zones: ZoneCapacityValues[];
  closedDays: ClosedDayValues[];
}

let nextRowId = 1;

export const closedDayValues = (day?: { date: string; label: string }): ClosedDayValues => ({
  rowId: nextRowId++,
  date: day?.date ?? '',
  label: day?.label ?? '',
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's values for `schedule`, a row for each of `zoneKeys` (and any zone the schedule still names). */
export function scheduleValues(schedule: DeliveryScheduleView, zoneKeys: string[]): ScheduleValues {
  const keys = [...zoneKeys, ...Object.keys(schedule.zoneCapacity).filter((key) => !zoneKeys.includes(key))];
  const byDefault = (slot: DeliverySlotId) => String(schedule.defaultCapacity[slot] ?? DEFAULT_SLOT_CAPACITY);
  return {
    defaultCapacity: { morning: byDefault('morning'), midday: byDefault('midday'), afternoon: byDefault('afternoon') },
    zones: keys.map((key) => {
      const own = schedule.zoneCapacity[key] ?? {};
      return { key, morning: text(own.morning), midday: text(own.midday), afternoon: text(own.afternoon) };
    }),
    closedDays: [...schedule.closedDays].sort((a, b) => a.date.localeCompare(b.date)).map(closedDayValues),
  };
}

const capacity = z.number().check(z.int(), z.gte(0), z.lte(MAX_SLOT_CAPACITY));
const slots = () =>
  z.object({
    morning: numberText(capacity),
    midday: numberText(capacity),
    afternoon: numberText(capacity),
  });
/** A zone's slot left empty is null: the zone takes the default there. */
const zoneCapacity = z.nullable(capacity);
const zoneSlots = () =>
  z.object({
    morning: numberText(zoneCapacity, { optional: true }),
    midday: numberText(zoneCapacity, { optional: true }),
    afternoon: numberText(zoneCapacity, { optional: true }),
  });

/** Only the slots given a number (null: the zone takes the default there). */
function given(row: Record<DeliverySlotId, number | null>): Partial<Record<DeliverySlotId, number>> {
  const out: Partial<Record<DeliverySlotId, number>> = {};
  for (const slot of ['morning', 'midday', 'afternoon'] as const) {
    const value = row[slot];
    if (value !== null) out[slot] = value;
  }
  return out;
}

/** The whole form as the body of `PUT /api/admin/delivery-schedule` (each closed day once). */
export const scheduleSchema = z.pipe(
  z.pipe(
    z.object({
      defaultCapacity: slots(),
      zones: z.array(z.extend(zoneSlots(), { key: z.string() })),
      closedDays: z.array(z.object({ rowId: z.number(), date: isoDay, label: z.string() })).check(
        z.maxLength(MAX_CLOSED_DAYS),
        z.superRefine((days, context) => {
          const seen = new Set<string>();
          days.forEach((day, index) => {
            if (day.date && seen.has(day.date)) context.issues.push(formIssue([index, 'date'], 'duplicate', day.date));
            seen.add(day.date);
          });
        }),
      ),
    }),
    z.transform(({ defaultCapacity, zones, closedDays }): z.input<typeof deliveryScheduleBody> => ({
      defaultCapacity: {
        morning: defaultCapacity.morning,
        midday: defaultCapacity.midday,
        afternoon: defaultCapacity.afternoon,
      },
      zoneCapacity: Object.fromEntries(
        zones.map(({ key, ...row }) => [key, given(row)] as const).filter(([, own]) => Object.keys(own).length > 0),
      ),
      closedDays: closedDays.map(({ date, label }) => ({ date, label })),
    })),
  ),
  deliveryScheduleBody,
);

export type ScheduleBody = z.output<typeof scheduleSchema>;

export const validateSchedule = (values: ScheduleValues) => checkForm<ScheduleBody>(scheduleSchema, values);
