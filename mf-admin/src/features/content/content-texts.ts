/** The Content area's texts, added to the admin namespace when its chunk loads (as the CSV section does). */
import { initI18n, LANGUAGES } from '@ogulf/web-kit';
import en from './content.en.json';
import ar from './content.ar.json';

for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);
