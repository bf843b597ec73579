import { useTranslation } from '@ogulf/web-kit';
import type { Language } from '@ogulf/web-kit';

/** The `cart` namespace's `t` and the interface language (re-rendering when it changes). */
export function useCartLanguage() {
  const { t, i18n } = useTranslation('cart');
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return { t, lang };
}

/** The Arabic name in the Arabic interface when there is one, else the English name. */
export const localName = (item: { name: string; nameAr?: string | undefined }, lang: Language): string =>
  (lang === 'ar' && item.nameAr?.trim()) || item.name;
