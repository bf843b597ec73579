/** The delivery zones editor: one row per zone, validated together (keys must be unique). */
import { requiredNumber, requiredText, Rules, type Validation } from '../../shared/validate';
import { DELIVERY_DAYS, type DeliveryDay, type DeliveryZone } from './types';

export const ZONE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZONE_NAME_MAX = 100;

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

export interface ZonesBody {
  zones: DeliveryZone[];
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

export function validateZones(rows: ZoneValues[]): Validation<ZonesField, ZonesBody> {
  const rules = new Rules<ZonesField>();
  if (rows.length === 0) rules.fail('zones', { key: 'required' });
  const seen = new Set<string>();
  const zones = rows.map((row, i): DeliveryZone => {
    const key = row.key.trim();
    if (!key) rules.fail(`zones.${i}.key`, { key: 'required' });
    else if (key.length > 50) rules.fail(`zones.${i}.key`, { key: 'tooLong', limit: 50 });
    else if (!ZONE_KEY_PATTERN.test(key)) rules.fail(`zones.${i}.key`, { key: 'pattern' });
    else if (seen.has(key)) rules.fail(`zones.${i}.key`, { key: 'duplicate' });
    seen.add(key);
    if (row.deliveryDays.length === 0) rules.fail(`zones.${i}.deliveryDays`, { key: 'required' });
    return {
      key,
      name: rules.check(`zones.${i}.name`, requiredText(row.name, ZONE_NAME_MAX, 2)) ?? '',
      nameAr: rules.check(`zones.${i}.nameAr`, requiredText(row.nameAr, ZONE_NAME_MAX, 2)) ?? '',
      fee: rules.check(`zones.${i}.fee`, requiredNumber(row.fee, { min: 0, max: 100_000, decimals: 2 })) ?? 0,
      freeDeliveryThreshold: rules.check(`zones.${i}.freeDeliveryThreshold`, requiredNumber(row.freeDeliveryThreshold, { min: 0, max: 1_000_000, decimals: 2 })) ?? 0,
      deliveryDays: DELIVERY_DAYS.filter((day) => row.deliveryDays.includes(day)),
      leadTimeDays: rules.check(`zones.${i}.leadTimeDays`, requiredNumber(row.leadTimeDays, { integer: true, min: 0, max: 90 })) ?? 0,
    };
  });
  return rules.result(() => ({ zones }));
}
