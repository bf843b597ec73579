import { formatPrice, type Language } from '@ogulf/web-kit';
import type { TFunction } from 'i18next';
import { localName } from './localize';
import type { ProductSummary } from './types';

/** "category • subcategory", or the category alone. */
export function productPlacement(product: ProductSummary, lang: Language): string {
  return [product.category, product.subcategory]
    .filter((ref) => ref !== null && ref !== undefined)
    .map((ref) => localName(ref, lang))
    .join(' • ');
}

/** The price in QAR, or "Contact for Quote" when the product is quoted on request or has no price. */
export function productPrice(product: ProductSummary, lang: Language, t: TFunction<'catalog'>): string {
  const prices = new Set((product.variants ?? []).map((variant) => variant.price));
  // "From" only when the variants really differ; one price for all reads as that price.
  if (!product.contactForQuote && prices.size > 0 && product.priceFrom !== null && product.priceFrom !== undefined) {
    const price = formatPrice(product.priceFrom, lang);
    return prices.size > 1 ? t('price.from', { price }) : price;
  }
  return product.contactForQuote || product.price === null || product.price === undefined
    ? t('price.contactForQuote')
    : formatPrice(product.price, lang);
}

/** The price before the sale of a product on sale (priced, without variants), else null. */
export function saleRegularPrice(product: ProductSummary): number | null {
  if (product.contactForQuote || product.price === null || (product.variants?.length ?? 0) > 0) return null;
  const regular = product.regularPrice;
  return typeof regular === 'number' && regular > product.price ? regular : null;
}
