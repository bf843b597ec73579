import { useLanguage } from '@ogulf/web-kit/language';

/** The catalogue's `t` and the interface language (re-rendering when it changes). */
export const useCatalogLanguage = () => useLanguage('catalog');
