/** The city landings' texts (`landing.*`), added to the `catalog` namespace when a landing loads. */
import { initI18n } from '@ogulf/web-kit';
import en from './landing.en.json';
import ar from './landing.ar.json';
import './browse-texts';

const i18n = initI18n();
i18n.addResourceBundle('en', 'catalog', en, true, false);
i18n.addResourceBundle('ar', 'catalog', ar, true, false);
