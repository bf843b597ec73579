/**
 * The browsing pages' texts (listing, filters, product, collection, category pages), added to the
 * `catalog` namespace when one of those pages loads, so the home page does not download them.
 */
import { initI18n } from '@ogulf/web-kit';
import en from './browse.en.json';
import ar from './browse.ar.json';

const i18n = initI18n();
i18n.addResourceBundle('en', 'catalog', en, true, false);
i18n.addResourceBundle('ar', 'catalog', ar, true, false);
