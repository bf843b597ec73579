/**
 * Dates as a Qatar shopper reads them: moments in Qatar time (the shop's clock, whatever the
 * device's zone), calendar days as the API writes them (`YYYY-MM-DD`, already Qatar days), Latin
 * digits in both languages like the prices.
 */
import type { Language } from '@ogulf/web-kit';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Language, kind: 'moment' | 'day' | 'dayShort'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const locale = lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB';
    found = new Intl.DateTimeFormat(
      locale,
      kind === 'moment'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Qatar', hourCycle: 'h23' }
        : kind === 'day'
          ? // A calendar day is midnight UTC of that date, so it is formatted in UTC to stay that day.
            { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
    formats.set(key, found);
  }
  return found;
}

/** An instant (ISO date-time) in Qatar time: "25 Nov 2026, 14:05". */
export const formatMoment = (iso: string, lang: Language): string => format(lang, 'moment').format(new Date(iso));

/** A calendar day (`YYYY-MM-DD`) with its weekday: "Sunday, 29 November 2026". */
export const formatDay = (day: string, lang: Language): string =>
  format(lang, 'day').format(new Date(`${day}T00:00:00Z`));

/** A calendar day, short, without the weekday: "29 Nov". */
export const formatDayShort = (day: string, lang: Language): string =>
  format(lang, 'dayShort').format(new Date(`${day}T00:00:00Z`));
