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
export { I18nextProvider, useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from './contracts';
import { serverScope } from './server-scope';

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

/** Arabic texts fetched when first needed: the namespace's loaders, each loading once. */
type ArabicLoader = () => Promise<Record<string, unknown>>;
const arabicLoads = new Map<string, () => Promise<void>>();

/**
 * Adds a namespace's English and Arabic texts to the shared instance. The Arabic may be a loader
 * (`() => import('./ar.json')`), so a page read in English does not download them: they are
 * fetched when the interface is Arabic (the promise settles when they are in) or when
 * `setLanguage('ar')` is called, which waits for them before switching. A failed fetch leaves the
 * English texts showing and is tried again at the next switch.
 */
export function addNamespace(
  ns: string,
  resources: { en: Record<string, unknown>; ar: Record<string, unknown> | ArabicLoader },
): Promise<void> {
  const i18n = initI18n();
  // Merged, never overwriting: two modules of a remote (its pages, its search dialog) may each add
  // the namespace with texts of their own, in either order.
  const add = (lang: Language, texts: Record<string, unknown>) => {
    i18n.addResourceBundle(lang, ns, texts, true, false);
  };
  add('en', resources.en);
  const { ar } = resources;
  if (typeof ar !== 'function') {
    add('ar', ar);
    return Promise.resolve();
  }
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= ar().then(
      (texts) => add('ar', texts),
      (error: unknown) => {
        loading = undefined;
        console.warn(`[i18n] the Arabic texts of "${ns}" did not load`, error);
      },
    ));
  arabicLoads.set(ns, load);
  return currentLanguage() === 'ar' ? load() : Promise.resolve();
}

/** Switches language (once its texts are in), persists it, and updates `<html lang dir>`. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.language, lang);
  } catch {
    /* storage may be unavailable (private mode); the switch still applies to this page */
  }
  if (lang === 'ar') await Promise.all([...arabicLoads.values()].map((load) => load()));
  await initI18n().changeLanguage(lang);
}

/** The interface language (during a server render, that request's language). */
export const currentLanguage = (): Language =>
  (serverScope()?.language ?? initI18n().language) === 'ar' ? 'ar' : 'en';

/** Loads every namespace's Arabic texts that are still to be fetched (a server answers Arabic pages with them in). */
export async function loadArabicTexts(): Promise<void> {
  await Promise.all([...arabicLoads.values()].map((load) => load()));
}
