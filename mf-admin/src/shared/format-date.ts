import type { Language } from '@ogulf/web-kit';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time for the admin's lists, Latin digits in both languages (like prices). */
export function formatDateTime(iso: string, lang: Language, withTime = true): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const key = `${lang}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Qatar',
    });
    formats.set(key, format);
  }
  return format.format(at);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (`YYYY-MM-DD`, a day in Qatar) with its weekday, Latin digits in both languages. */
export function formatDay(day: string, lang: Language, weekday: 'long' | 'short' = 'long'): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const key = `${lang}:${weekday}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
      weekday,
      day: 'numeric',
      month: weekday === 'long' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(at);
}
