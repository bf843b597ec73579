import { z } from 'zod/mini';
import { DELIVERY_DAYS, LIMITS, PAGE_SIZES, UPLOAD_CATEGORIES } from '../constants';
import { amount, boundedText, queryInt } from './common';

/** Requests of the admin's other forms: delivery zones, testimonials, sign-in, uploads, the audit log. */

const day = z.pipe(
  z.string().check(z.refine((value) => value !== 'friday', 'The shop is closed on Friday: no deliveries that day')),
  z.enum(DELIVERY_DAYS, `Expected one of ${DELIVERY_DAYS.join(', ')}`),
);

const zoneAmount = amount(LIMITS.zoneAmount, 'Cannot be negative', 'At most 1,000,000 QAR');
const zoneName = z
  .string()
  .check(z.trim(), z.minLength(LIMITS.zoneName.min, 'At least 2 characters'), z.maxLength(LIMITS.zoneName.max));

/** One delivery zone as the admin saves it. */
export const deliveryZoneInput = z.strictObject({
  key: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase latin letters, digits and hyphens, such as al-wakrah'),
      z.maxLength(LIMITS.zoneKey),
    ),
  name: zoneName,
  nameAr: zoneName,
  fee: zoneAmount,
  freeDeliveryThreshold: zoneAmount,
  deliveryDays: z.array(day).check(
    z.minLength(1, 'Choose at least one delivery day'),
    z.maxLength(DELIVERY_DAYS.length),
    z.refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
  ),
  leadTimeDays: z.number().check(z.int('Expected a whole number of days'), z.gte(0), z.lte(LIMITS.maxLeadTimeDays)),
});

/** `POST /api/zone-delivery-settings`: the whole list of zones, replacing the stored one. */
export const zoneSettingsBody = z.strictObject({
  zones: z.array(deliveryZoneInput).check(
    z.minLength(1, 'Keep at least one delivery zone'),
    z.maxLength(LIMITS.maxZones, `At most ${LIMITS.maxZones} zones`),
    z.refine((zones) => new Set(zones.map((item) => item.key)).size === zones.length, 'Two zones have the same key'),
  ),
});
export type ZoneSettingsInput = z.output<typeof zoneSettingsBody>;

/** `POST /api/testimonials` and `PUT /api/testimonials/:id`. */
export const testimonialBody = z.strictObject({
  name: boundedText(LIMITS.testimonialName.min, LIMITS.testimonialName.max),
  nameAr: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.testimonialName.max))),
  company: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.testimonialCompany))),
  companyAr: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.testimonialCompany))),
  text: boundedText(LIMITS.testimonialText.min, LIMITS.testimonialText.max),
  textAr: boundedText(LIMITS.testimonialText.min, LIMITS.testimonialText.max),
  rating: z
    .number()
    .check(z.int('Expected a whole number of stars'), z.gte(1, 'From 1 to 5 stars'), z.lte(5, 'From 1 to 5 stars')),
  active: z.optional(z.boolean()),
  order: z.optional(
    z.number().check(z.int('Expected a whole number'), z.gte(-LIMITS.sortOrder), z.lte(LIMITS.sortOrder)),
  ),
});
export type TestimonialInput = z.output<typeof testimonialBody>;

/** `POST /api/admin/login`; `code` is the 6-digit emergency code, as text or a number. */
export const loginBody = z.strictObject({
  username: z.string().check(z.minLength(1, 'Enter the user name'), z.maxLength(100)),
  password: z.string().check(z.minLength(1, 'Enter the password'), z.maxLength(200)),
  code: z.optional(
    z.pipe(
      z.union([
        z.string().check(z.trim(), z.regex(/^\d{6}$/, 'The code has 6 digits')),
        z.number().check(z.int(), z.gte(100_000), z.lte(999_999)),
      ]),
      z.transform(String),
    ),
  ),
});
export type LoginInput = z.output<typeof loginBody>;

/**
 * `POST /api/send-otp`: the spec's client sends `to`, `subject`, `html` and `timestamp`. They
 * are accepted and ignored: the code only ever goes to the configured admin address.
 */
export const sendOtpBody = z.strictObject({
  to: z.optional(z.unknown()),
  subject: z.optional(z.unknown()),
  html: z.optional(z.unknown()),
  timestamp: z.optional(z.unknown()),
});

/** The text fields of the upload form (`POST /api/upload-image`, multipart): only `category`. */
export const uploadFields = z.strictObject({
  category: z.enum(UPLOAD_CATEGORIES, `category must be one of ${UPLOAD_CATEGORIES.join(', ')}`),
});

/** `DELETE /api/delete-image`: the site path of an uploaded picture (checked further by the service). */
export const deleteImageBody = z.strictObject({
  path: z.string().check(z.minLength(1, 'Send the path of the image'), z.maxLength(300, 'At most 300 characters')),
});

/** `GET /api/admin/audit?limit=`: 1 to 500, 100 by default. */
export const auditQuery = z.strictObject({
  limit: queryInt(1, PAGE_SIZES.audit.max, PAGE_SIZES.audit.default, 4),
});

/** `POST /api/admin/import/products/apply`: the preview to apply. */
export const importApplyBody = z.strictObject({
  previewId: z.string('Expected a preview id').check(z.regex(/^[0-9a-f]{32}$/, 'Expected a preview id')),
});
export type ImportApplyInput = z.output<typeof importApplyBody>;

/** A calendar day as `YYYY-MM-DD`. */
const exportDay = z.string('Expected a day').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'));

/** The days of `GET /api/admin/export/orders.csv?from=&to=` (Qatar days, inclusive). */
export const ORDERS_EXPORT_DAYS = { from: exportDay, to: exportDay };

/** `GET /api/admin/export/orders.csv?from=&to=`: the last day is not before the first. */
export const ordersExportQuery = z
  .strictObject(ORDERS_EXPORT_DAYS)
  .check(z.refine((days) => days.from <= days.to, { message: 'The last day comes before the first', path: ['to'] }));
export type OrdersExportQuery = z.output<typeof ordersExportQuery>;
