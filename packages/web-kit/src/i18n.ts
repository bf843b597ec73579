/**
 * One i18next instance for the whole site (shared as a federation singleton).
 * The shell initialises it; each remote adds its own namespace on load.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every app translates through this re-export, never through `react-i18next` itself: web-kit is the
 * shared singleton, so one copy of the binding (with the instance it was given) serves every
 * remote, and only the part we use ships (sharing react-i18next whole cost ~10 KB gzip a page).
 */
export { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from './contracts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Resources = Record<Language, Record<string, unknown>>;

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEYS.language);
    return value === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/** Sets `<html lang dir>` to follow the language. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

/** Initialises the shared instance once (idempotent) with the stored language. */
export function initI18n(): I18n {
  if (!i18next.isInitialized) {
    const lng = storedLanguage();
    void i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      resources: {},
      initAsync: false,
      react: { useSuspense: false },
    });
    applyDocumentLanguage(lng);
    i18next.on('languageChanged', (next) => applyDocumentLanguage(next === 'ar' ? 'ar' : 'en'));
  }
  return i18next;
}

/** Adds a namespace's English and Arabic texts to the shared instance. */
export function addNamespace(ns: string, resources: Resources): void {
  const i18n = initI18n();
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources[lang], true, false);
  }
}

/** Switches language, persists it, and updates `<html lang dir>`. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.language, lang);
  } catch {
    /* storage may be unavailable (private mode); the switch still applies to this page */
  }
  await initI18n().changeLanguage(lang);
}

export const currentLanguage = (): Language => (initI18n().language === 'ar' ? 'ar' : 'en');
