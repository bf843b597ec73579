/**
 * `@ogulf/web-kit/language`: a namespace's `t` with the interface language, and the English/Arabic
 * picking every remote does. A subpath, so the shared singleton does not grow; it reaches i18n
 * through the package name, so the page's one i18next binding is used.
 */
import { useTranslation, type Language } from '@ogulf/web-kit';

/** The namespace's `t` and the interface language (re-rendering when it changes). */
export function useLanguage<N extends string>(ns: N) {
  const { t, i18n } = useTranslation(ns);
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return { t, lang };
}

/** The Arabic text in the Arabic interface when one was written (not blank), else the English one ('' when neither). */
export const localText = (english: string | undefined, arabic: string | undefined, lang: Language): string =>
  (lang === 'ar' && arabic?.trim()) || english || '';

/** A record's name in the interface language, falling back to English. */
export const localName = (item: { name: string; nameAr?: string | undefined }, lang: Language): string =>
  localText(item.name, item.nameAr, lang);
