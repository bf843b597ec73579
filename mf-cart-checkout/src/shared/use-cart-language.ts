import type { Language } from '@ogulf/web-kit';
import { localName, useLanguage } from '@ogulf/web-kit/language';

export { localName };

/** The `cart` namespace's `t` and the interface language (re-rendering when it changes). */
export const useCartLanguage = () => useLanguage('cart');

/** A line's product name with its variant's option values, e.g. "Desk (Walnut · 180 cm)". */
export function nameWithVariant(
  item: {
    name: string;
    nameAr?: string | undefined;
    variantName?: string | undefined;
    variantNameAr?: string | undefined;
  },
  lang: Language,
): string {
  const name = localName(item, lang);
  const variant = localName({ name: item.variantName ?? '', nameAr: item.variantNameAr }, lang);
  return variant ? `${name} (${variant})` : name;
}
