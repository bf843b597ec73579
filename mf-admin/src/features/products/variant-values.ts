/** The options and variants as the product form holds them, and the rules that turn them into the contract's shape. */
import { LIMITS, OPTION_KINDS, type OptionKind } from '@ogulf/contracts/constants';
import type { AdminProduct } from './types';

export interface OptionValueValues {
  /** React's row identity, and the variants' link to this value while names are still being typed. */
  rowId: number;
  key: string;
  name: string;
  nameAr: string;
  swatch: string;
}

export interface OptionValues {
  rowId: number;
  key: string;
  name: string;
  nameAr: string;
  kind: OptionKind;
  values: OptionValueValues[];
}

export interface VariantValues {
  /** The value rowIds of this combination, one per option, in option order, joined by '|'. */
  combo: string;
  sku: string;
  /** Typed (or loaded) by the admin: no longer follows the suggestion as names change. */
  skuEdited: boolean;
  price: string;
  stock: string;
  image: string;
}

export const MAX_OPTIONS = LIMITS.maxOptions;
export const MAX_OPTION_VALUES = LIMITS.maxOptionValues;
export const MAX_VARIANTS = LIMITS.maxVariants;
export { OPTION_KINDS };

let nextRowId = 1;

export const emptyOptionValue = (): OptionValueValues => ({
  rowId: nextRowId++,
  key: '',
  name: '',
  nameAr: '',
  swatch: '',
});

export const emptyOption = (kind: OptionKind = 'size'): OptionValues => ({
  rowId: nextRowId++,
  key: '',
  name: '',
  nameAr: '',
  kind,
  values: [emptyOptionValue()],
});

/** A key from an English name ('Dark Walnut' -> 'dark-walnut'); `fallback` when the name has no Latin letters. */
export function keyOf(name: string, fallback: string): string {
  const key = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return key || fallback;
}

/** The key an option or value is saved under: the one it was loaded with, else one from its English name. */
export const savedKey = (item: { key: string; name: string }, fallback: string) =>
  item.key || keyOf(item.name, fallback);

/** Every combination of one value per option, in option order (no options: none). */
export function combinations(options: readonly OptionValues[]): OptionValueValues[][] {
  if (options.length === 0) return [];
  return options.reduce<OptionValueValues[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

const comboOf = (values: readonly OptionValueValues[]) => values.map((value) => value.rowId).join('|');

/** The SKU suggested for a combination: the product's slug and the value keys, upper-cased, at most 40 characters. */
export function suggestedSku(slug: string, values: readonly OptionValueValues[]) {
  const parts = [keyOf(slug, 'ITEM'), ...values.map((value, i) => savedKey(value, `v${i + 1}`))];
  return parts.join('-').toUpperCase().slice(0, 40).replace(/-+$/, '');
}

/**
 * The variant rows for the options as they are now: a combination that had a row keeps it (its
 * SKU once edited, price, stock and picture); a SKU not edited follows the names. When an option is added, an old
 * row carries over to the first new combination that contains all of its values.
 */
export function syncVariants(
  options: readonly OptionValues[],
  rows: readonly VariantValues[],
  slug: string,
): VariantValues[] {
  const byCombo = new Map(rows.map((row) => [row.combo, row]));
  const used = new Set<VariantValues>();
  const next = combinations(options).map((values) => {
    const combo = comboOf(values);
    const same = byCombo.get(combo);
    if (same) {
      used.add(same);
      return same.skuEdited ? same : { ...same, sku: suggestedSku(slug, values) };
    }
    const ids = new Set(combo.split('|'));
    const carried = rows.find((row) => !used.has(row) && row.combo.split('|').every((id) => ids.has(id)));
    if (carried) {
      used.add(carried);
      return { ...carried, combo, sku: carried.skuEdited ? carried.sku : suggestedSku(slug, values) };
    }
    return { combo, sku: suggestedSku(slug, values), skuEdited: false, price: '', stock: '0', image: '' };
  });
  return next;
}

/** The values of a row's combination, for its label and its saved option map. */
export function valuesOfCombo(options: readonly OptionValues[], combo: string): OptionValueValues[] {
  const ids = combo.split('|').map(Number);
  return options.map((option, i) => option.values.find((value) => value.rowId === ids[i]) ?? emptyOptionValue());
}

/** The loaded product's options and variants as form rows. */
export function optionAndVariantValues(product?: AdminProduct): { options: OptionValues[]; variants: VariantValues[] } {
  const options: OptionValues[] = (product?.options ?? []).map((option) => ({
    rowId: nextRowId++,
    key: option.key,
    name: option.name,
    nameAr: option.nameAr,
    kind: option.kind,
    values: option.values.map((value) => ({
      rowId: nextRowId++,
      key: value.key,
      name: value.name,
      nameAr: value.nameAr,
      swatch: value.swatch ?? '',
    })),
  }));
  const variants: VariantValues[] = (product?.variants ?? []).map((variant) => ({
    combo: options
      .map((option) => option.values.find((value) => value.key === variant.options[option.key])?.rowId ?? 0)
      .join('|'),
    sku: variant.sku,
    skuEdited: true,
    price: variant.price === null ? '' : String(variant.price),
    stock: String(variant.stock ?? 0),
    image: variant.image ?? '',
  }));
  return { options, variants };
}
