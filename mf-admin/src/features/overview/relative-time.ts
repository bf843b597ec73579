import type { Language } from '@ogulf/web-kit';

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/** How long ago `iso` was at `now`, in words ("5 minutes ago", "yesterday", "قبل ٥ دقائق" in Latin digits). */
export function relativeTime(iso: string, now: number, lang: Language, justNow: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', { numeric: 'auto' });
    formats.set(lang, format);
  }
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
