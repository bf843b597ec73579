/**
 * The quotation screens' texts, added to the admin namespace when their chunk loads (the
 * dashboard's bundle stays as it was; the menu's one label lives with the dashboard's texts).
 */
import { initI18n, LANGUAGES } from '@ogulf/web-kit';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);
