/**
 * Facts the information pages repeat, kept in one place so every page (and both
 * languages) says the same thing. Contact details come from web-kit's `COMPANY`.
 */
import { COMPANY, type Language, whatsappUrl } from '@ogulf/web-kit';
import type { ContentTable } from './content-types';

/** Showroom and customer-service hours (spec: Sun–Thu and Sat 08:00–18:00, Friday closed). */
export const OPENING_HOURS = {
  opens: '08:00',
  closes: '18:00',
  openDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'saturday'],
  closedDays: ['friday'],
} as const;

/** "08:00–18:00" */
export const HOURS_RANGE = `${OPENING_HOURS.opens}–${OPENING_HOURS.closes}`;

/** The home page's headline figures. */
export const STATS = {
  years: '18+',
  customers: '5000+',
  rating: `${COMPANY.rating.value}/5`,
} as const;

/** Returns accepted within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;

const HOURS_TEXT = {
  en: {
    caption: 'Opening hours',
    day: 'Day',
    hours: 'Hours',
    closed: 'Closed',
    rows: [
      ['Sunday to Thursday', 'open'],
      ['Saturday', 'open'],
      ['Friday', 'closed'],
    ],
  },
  ar: {
    caption: 'ساعات العمل',
    day: 'اليوم',
    hours: 'الساعات',
    closed: 'مغلق',
    rows: [
      ['من الأحد إلى الخميس', 'open'],
      ['السبت', 'open'],
      ['الجمعة', 'closed'],
    ],
  },
} as const;

/** The opening-hours table in one language, built from `OPENING_HOURS`. */
export function hoursTable(lang: Language): ContentTable {
  const text = HOURS_TEXT[lang];
  return {
    caption: text.caption,
    columns: [text.day, text.hours],
    rows: text.rows.map(([day, state]) => [day, state === 'open' ? HOURS_RANGE : text.closed]),
  };
}

/** A Google Maps search for the showroom (opens in a new tab). */
export const SHOWROOM_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${COMPANY.name}, ${COMPANY.address}`)}`;

/** What a page's JSON text names as `{{NAME}}`, so the facts above are written once. */
const FACTS: Readonly<Record<string, string>> = {
  'COMPANY.name': COMPANY.name,
  'COMPANY.nameAr': COMPANY.nameAr,
  'COMPANY.address': COMPANY.address,
  'COMPANY.addressAr': COMPANY.addressAr,
  'COMPANY.since': String(COMPANY.since),
  'COMPANY.commercialRegistration': COMPANY.commercialRegistration,
  'STATS.years': STATS.years,
  'STATS.customers': STATS.customers,
  'STATS.rating': STATS.rating,
  'OPENING_HOURS.opens': OPENING_HOURS.opens,
  'OPENING_HOURS.closes': OPENING_HOURS.closes,
  HOURS_RANGE,
  RETURN_WINDOW_DAYS: String(RETURN_WINDOW_DAYS),
  SHOWROOM_MAP_URL,
};

/** `{{NAME}}` is a fact; `{{whatsappUrl:message}}` a WhatsApp link that opens with that message. */
function fillText(text: string): string {
  return text.replace(/\{\{([^}]+)\}\}/g, (_match, name: string) => {
    if (name.startsWith('whatsappUrl:')) return whatsappUrl(name.slice('whatsappUrl:'.length));
    const fact = FACTS[name];
    if (fact === undefined) throw new Error(`Unknown fact {{${name}}} in an information page`);
    return fact;
  });
}

/** A page's text (from its JSON file) with every `{{...}}` filled in from the facts. */
export function withFacts<T>(value: T): T {
  if (typeof value === 'string') return fillText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item)])) as T;
  }
  return value;
}
