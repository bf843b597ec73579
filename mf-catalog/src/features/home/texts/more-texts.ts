/**
 * The texts of the home sections below the category grid, in English and Arabic. They load in
 * their own small chunk with the first of those sections, not with the page, and join the
 * catalogue namespace when this module is evaluated.
 */
import { initI18n } from '@ogulf/web-kit';
import en from './more.en.json';
import ar from './more.ar.json';

const i18n = initI18n();
i18n.addResourceBundle('en', 'catalog', en, true, false);
i18n.addResourceBundle('ar', 'catalog', ar, true, false);
