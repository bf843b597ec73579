import { initI18n, LANGUAGES } from '@ogulf/web-kit';

/** Adds the Content area's texts to the admin namespace (with its chunk, as the CSV section does). */
export function addContentTexts(en: object, ar: object): void {
  for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);
}
