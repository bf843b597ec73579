/**
 * The `/delivery-info` zones table, built from `GET /api/zone-delivery-settings` (the zones
 * checkout offers and the admin edits), in either language.
 */
import { formatPrice, type Language } from '@ogulf/web-kit';
import type { DeliveryDay, DeliveryZone } from '@ogulf/contracts';
import type { ContentTable } from './content-types';

export const ZONE_SETTINGS_PATH = '/api/zone-delivery-settings';

const WEEK: readonly DeliveryDay[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'];

const TEXT = {
  en: {
    caption: 'Delivery zones, days and typical lead times',
    columns: ['Zone', 'Delivery days', 'Typical lead time', 'Delivery fee'],
    days: {
      saturday: 'Saturday',
      sunday: 'Sunday',
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
    },
    everyDay: 'Saturday to Thursday',
    byAppointment: 'By appointment',
    lead: {
      zero: 'Same day',
      one: '1 working day',
      two: '2 working days',
      few: '',
      many: '',
      other: '{n} working days',
    },
    free: 'Free',
    feeFreeFrom: '{fee}, free from {threshold}',
    loading: 'Loading the delivery zones…',
    failed: "We couldn't load the delivery zones.",
    retry: 'Try again',
    empty: 'Our team confirms the delivery day and cost when you order.',
  },
  ar: {
    caption: 'مناطق التوصيل وأيامه والمدد المعتادة',
    columns: ['المنطقة', 'أيام التوصيل', 'المدة المعتادة', 'رسوم التوصيل'],
    days: {
      saturday: 'السبت',
      sunday: 'الأحد',
      monday: 'الاثنين',
      tuesday: 'الثلاثاء',
      wednesday: 'الأربعاء',
      thursday: 'الخميس',
    },
    everyDay: 'من السبت إلى الخميس',
    byAppointment: 'بموعد مسبق',
    lead: {
      zero: 'في اليوم نفسه',
      one: 'يوم عمل واحد',
      two: 'يوما عمل',
      few: '{n} أيام عمل',
      many: '{n} يوم عمل',
      other: '{n} يوم عمل',
    },
    free: 'مجاني',
    feeFreeFrom: '{fee}، ومجاني للطلبات من {threshold}',
    loading: 'جارٍ تحميل مناطق التوصيل…',
    failed: 'تعذّر تحميل مناطق التوصيل.',
    retry: 'حاول مرة أخرى',
    empty: 'يؤكد فريقنا يوم التوصيل وتكلفته عند الطلب.',
  },
} as const;

export type ZoneTexts = (typeof TEXT)[Language];
export const zoneTexts = (lang: Language): ZoneTexts => TEXT[lang];

/** "Saturday to Thursday", or the days in week order joined the language's way ("Sunday, Tuesday and Thursday"). */
export function zoneDays(days: readonly DeliveryDay[], lang: Language): string {
  const text = TEXT[lang];
  const served = WEEK.filter((day) => days.includes(day));
  if (served.length === WEEK.length) return text.everyDay;
  if (served.length === 0) return text.byAppointment;
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(served.map((day) => text.days[day]));
}

/** "3 working days" / "3 أيام عمل", with the language's plural forms. */
export function zoneLeadTime(days: number, lang: Language): string {
  const forms = TEXT[lang].lead;
  const rule = days === 0 ? 'zero' : new Intl.PluralRules(lang).select(days);
  const form = (forms[rule] || forms.other).replace('{n}', String(days));
  return form;
}

/** "Free", the fee, or the fee and the order total from which delivery is free. */
export function zoneFee(zone: Pick<DeliveryZone, 'fee' | 'freeDeliveryThreshold'>, lang: Language): string {
  const text = TEXT[lang];
  if (zone.fee <= 0) return text.free;
  const fee = formatPrice(zone.fee, lang);
  if (zone.freeDeliveryThreshold <= 0) return fee;
  return text.feeFreeFrom.replace('{fee}', fee).replace('{threshold}', formatPrice(zone.freeDeliveryThreshold, lang));
}

/** The zones as the page's data table, in the order the API gives them (the admin's order). */
export function zonesTable(zones: readonly DeliveryZone[], lang: Language): ContentTable {
  const text = TEXT[lang];
  return {
    caption: text.caption,
    columns: text.columns,
    rows: zones.map((zone) => [
      lang === 'ar' ? zone.nameAr || zone.name : zone.name,
      zoneDays(zone.deliveryDays, lang),
      zoneLeadTime(zone.leadTimeDays, lang),
      zoneFee(zone, lang),
    ]),
  };
}
