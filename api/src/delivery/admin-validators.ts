import { z } from 'zod';
import { DELIVERY_DAYS } from './model';

const amount = z
  .number()
  .min(0, 'Cannot be negative')
  .max(1_000_000, 'At most 1,000,000 QAR')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

const day = z.string().refine((value) => value !== 'friday', 'The shop is closed on Friday: no deliveries that day').pipe(z.enum(DELIVERY_DAYS, `Expected one of ${DELIVERY_DAYS.join(', ')}`));

const zone = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase latin letters, digits and hyphens, such as al-wakrah').max(50),
  name: z.string().trim().min(2, 'At least 2 characters').max(100),
  nameAr: z.string().trim().min(2, 'At least 2 characters').max(100),
  fee: amount,
  freeDeliveryThreshold: amount,
  deliveryDays: z
    .array(day)
    .min(1, 'Choose at least one delivery day')
    .max(DELIVERY_DAYS.length)
    .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
  leadTimeDays: z.number().int('Expected a whole number of days').min(0).max(90),
});

/** `POST /api/zone-delivery-settings`: the whole list of zones, replacing the stored one. */
export const zoneSettingsBody = z.strictObject({
  zones: z
    .array(zone)
    .min(1, 'Keep at least one delivery zone')
    .max(50, 'At most 50 zones')
    .refine((zones) => new Set(zones.map((item) => item.key)).size === zones.length, 'Two zones have the same key'),
});
export type ZoneSettingsInput = z.output<typeof zoneSettingsBody>;
