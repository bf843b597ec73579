import type { Language } from './i18n';

const priceFormats = new Map<Language, Intl.NumberFormat>();

/** Formats an amount in QAR for the language; Latin digits in both so numbers stay readable left-to-right. */
export function formatPrice(amount: number, lang: Language): string {
  let format = priceFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-QA', {
      style: 'currency',
      currency: 'QAR',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
    priceFormats.set(lang, format);
  }
  return format.format(amount);
}

/** The cart badge text: the count, or 99+ above 99 (spec section 2). */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The shop's way of writing a phone (`+974 XXXX XXXX`) and its `tel:` link; show it in a `dir="ltr"` span. */
export { formatPhone, phoneHref } from '@ogulf/contracts/phone';
