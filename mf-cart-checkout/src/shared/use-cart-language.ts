import { useLanguage } from '@ogulf/web-kit/language';

export { localName } from '@ogulf/web-kit/language';

/** The `cart` namespace's `t` and the interface language (re-rendering when it changes). */
export const useCartLanguage = () => useLanguage('cart');
