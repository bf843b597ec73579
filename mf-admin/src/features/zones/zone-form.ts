/** The delivery zones editor: one row per zone, checked together by the API's schema (keys must be unique). */
import { z } from 'zod/mini';
import { deliveryZoneInput, LIMITS } from '@ogulf/contracts';
import { formIssue } from '../../shared/form-messages';
import { checkForm, numberText } from '../../shared/form-schema';
import { DELIVERY_DAYS, type DeliveryDay, type DeliveryZone } from './types';

export const ZONE_NAME_MAX = LIMITS.zoneName.max;

export interface ZoneValues {
  rowId: number;
  /** True for zones already saved: their key is what orders refer to, so it stays. */
  saved: boolean;
  key: string;
  name: string;
  nameAr: string;
  fee: string;
  freeDeliveryThreshold: string;
  deliveryDays: DeliveryDay[];
  leadTimeDays: string;
}

type ZonePart = 'key' | 'name' | 'nameAr' | 'fee' | 'freeDeliveryThreshold' | 'deliveryDays' | 'leadTimeDays';
export type ZonesField = 'zones' | `zones.${number}.${ZonePart}`;

/** The form's values: the rows being edited. */
export interface ZonesValues {
  zones: ZoneValues[];
}

let nextRowId = 1;

export function zoneValues(zone?: DeliveryZone): ZoneValues {
  return {
    rowId: nextRowId++,
    saved: zone !== undefined,
    key: zone?.key ?? '',
    name: zone?.name ?? '',
    nameAr: zone?.nameAr ?? '',
    fee: String(zone?.fee ?? 0),
    freeDeliveryThreshold: String(zone?.freeDeliveryThreshold ?? 0),
    deliveryDays: zone ? DELIVERY_DAYS.filter((day) => zone.deliveryDays.includes(day)) : [...DELIVERY_DAYS],
    leadTimeDays: String(zone?.leadTimeDays ?? 1),
  };
}

/** A key suggested from the English name of a new zone ("Al Wakrah" -> "al-wakrah"). */
export function suggestZoneKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
}

/** A row as `deliveryZoneInput` takes it: the key trimmed, amounts and lead time typed as text. */
const zoneRow = z.extend(deliveryZoneInput, {
  rowId: z.number(),
  saved: z.boolean(),
  key: z.pipe(
    z.pipe(
      z.string(),
      z.transform((key) => key.trim()),
    ),
    deliveryZoneInput.shape.key,
  ),
  fee: numberText(deliveryZoneInput.shape.fee, { decimals: 2 }),
  freeDeliveryThreshold: numberText(deliveryZoneInput.shape.freeDeliveryThreshold, { decimals: 2 }),
  leadTimeDays: numberText(deliveryZoneInput.shape.leadTimeDays),
});

/** Every row, at least one, each key once (the second of two equal keys is the one marked), as the body of `POST /api/zone-delivery-settings`. */
export const zonesSchema = z.pipe(
  z.strictObject({
    zones: z.array(zoneRow).check(
      z.minLength(1),
      z.maxLength(LIMITS.maxZones),
      z.superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.key)) context.issues.push(formIssue([index, 'key'], 'duplicate', row.key));
          seen.add(row.key);
        });
      }),
    ),
  }),
  z.transform(({ zones }) => ({
    zones: zones.map(({ rowId: _rowId, saved: _saved, ...zone }): DeliveryZone => ({
      ...zone,
      deliveryDays: DELIVERY_DAYS.filter((day) => zone.deliveryDays.includes(day)),
    })),
  })),
);

export type ZonesBody = z.output<typeof zonesSchema>;

export const validateZones = (rows: ZoneValues[]) => checkForm<ZonesBody, ZonesField>(zonesSchema, { zones: rows });
