import { LOW_STOCK_THRESHOLD, type Availability } from '@ogulf/contracts';
import type { Product } from '../../data/types';

type Variant = Product['variants'][number];
/** Option key -> value key. */
export type Selection = Record<string, string>;

const variantsOf = (product: Pick<Product, 'variants'>): Variant[] => product.variants ?? [];

const matches = (variant: Variant, selection: Selection): boolean =>
  Object.entries(selection).every(([key, value]) => variant.options[key] === value);

/** The variant a link names (`?variant=<sku>`), else the first that can be bought, else the first. */
export function initialVariant(product: Pick<Product, 'variants'>, sku: string | null): Variant | null {
  const variants = variantsOf(product);
  return (
    variants.find((variant) => sku !== null && variant.sku === sku) ??
    variants.find((variant) => variant.availability !== 'out-of-stock') ??
    variants[0] ??
    null
  );
}

/**
 * The variant after the shopper picks `value` for `key`: the one keeping the other choices when that
 * combination exists, else the first (preferably available) one with the picked value.
 */
export function chooseValue(product: Pick<Product, 'variants'>, current: Selection, key: string, value: string) {
  const variants = variantsOf(product);
  const wanted = { ...current, [key]: value };
  const withValue = variants.filter((variant) => variant.options[key] === value);
  return (
    variants.find((variant) => matches(variant, wanted)) ??
    withValue.find((variant) => variant.availability !== 'out-of-stock') ??
    withValue[0] ??
    null
  );
}

/** Whether picking `value` for `key` with the other current choices gives a variant that can be bought. */
export function isAvailable(product: Pick<Product, 'variants'>, current: Selection, key: string, value: string) {
  const variant = variantsOf(product).find((candidate) => matches(candidate, { ...current, [key]: value }));
  return variant !== undefined && variant.availability !== 'out-of-stock';
}

/** What the availability line says: 'low' ("Only N left") when counted stock is at or below the threshold. */
export function stockState(
  availability: Availability,
  stock: number | null,
): { kind: Availability | 'low'; count: number } {
  if (availability === 'in-stock' && stock !== null && stock > 0 && stock <= LOW_STOCK_THRESHOLD) {
    return { kind: 'low', count: stock };
  }
  return { kind: availability, count: stock ?? 0 };
}

/** The variant's option values in words, e.g. 'Walnut · 180 cm'. */
export function variantName(product: Pick<Product, 'options'>, variant: Variant, lang: 'en' | 'ar'): string {
  return (product.options ?? [])
    .map((option) => {
      const value = option.values.find((candidate) => candidate.key === variant.options[option.key]);
      if (!value) return '';
      return lang === 'ar' ? value.nameAr || value.name : value.name;
    })
    .filter(Boolean)
    .join(' · ');
}
