/** The fit-out builder's texts (`fitout.*`), added to the `catalog` namespace when the page or a link to it loads. */
import { initI18n } from '@ogulf/web-kit';
import en from './fitout.en.json';
import ar from './fitout.ar.json';

const i18n = initI18n();
i18n.addResourceBundle('en', 'catalog', en, true, false);
i18n.addResourceBundle('ar', 'catalog', ar, true, false);
