/**
 * The quotation screens' texts, added to the admin namespace when their chunk loads (the
 * dashboard's bundle stays as it was; the menu's one label lives with the dashboard's texts).
 */
import { addNamespace, initI18n, LANGUAGES } from '@ogulf/web-kit';
import baseEn from '../../i18n/en.json';
import baseAr from '../../i18n/ar.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

// The namespace's shared texts first: addNamespace adds nothing once the namespace exists, so
// this chunk loaded before it (a component test) must not leave it without them.
addNamespace('admin', { en: baseEn, ar: baseAr });
for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);
