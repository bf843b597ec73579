import { useTranslation } from '@ogulf/web-kit';
import type { Language } from '@ogulf/web-kit';

/** The catalogue's `t` and the interface language (re-rendering when it changes). */
export function useCatalogLanguage() {
  const { t, i18n } = useTranslation('catalog');
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return { t, lang };
}
