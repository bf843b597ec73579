/** The product form: every field in both languages, and the API's schema that turns it into the request body. */
import { z } from 'zod/mini';
import { LIMITS, objectId, productBody, productSlug, productVariant } from '@ogulf/contracts';
import type { $ZodType } from 'zod/v4/core';
import { formIssue } from '../../shared/form-messages';
import { checkForm, numberText } from '../../shared/form-schema';
import type { AdminProduct, Availability } from './types';
import {
  optionAndVariantValues,
  savedKey,
  valuesOfCombo,
  type OptionValues,
  type VariantValues,
} from './variant-values';

export const PRODUCT_NAME_MAX = LIMITS.catalogName.max;
export const SHORT_DESCRIPTION_MAX = LIMITS.shortDescription;
export const DESCRIPTION_MAX = LIMITS.productDescription;
export const SPEC_LABEL_MAX = LIMITS.specificationLabel;
export const SPEC_VALUE_MAX = LIMITS.specificationValue;
/** The spec's SEO limits: a page title of at most 60 characters, a description of at most 160. */
export const SEO_TITLE_MAX = LIMITS.seoTitle;
export const SEO_DESCRIPTION_MAX = LIMITS.seoDescription;

export interface SpecificationValues {
  /** Keeps React's row identity while rows are added, removed and moved. */
  rowId: number;
  label: string;
  labelAr: string;
  value: string;
  valueAr: string;
}

export interface ProductValues {
  name: string;
  nameAr: string;
  shortDescription: string;
  shortDescriptionAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  subcategory: string;
  /** The regular price (what the shopper pays when there is no sale). */
  price: string;
  /** On sale: the price charged now, below `price`; empty: not on sale. Sent as `price`, with `price` as `regularPrice`. */
  salePrice: string;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  images: string[];
  specifications: SpecificationValues[];
  availability: Availability;
  active: boolean;
  /** The product's own SKU (used when it has no variants). */
  sku: string;
  /** Units in stock as typed; empty: not counted. */
  stock: string;
  options: OptionValues[];
  variants: VariantValues[];
  /** The product's address (`/product/{slug}`); a new product's follows its English name until edited. */
  slug: string;
  seoTitle: string;
  seoTitleAr: string;
  seoDescription: string;
  seoDescriptionAr: string;
}

type SpecPart = 'label' | 'labelAr' | 'value' | 'valueAr';
export type ProductField =
  | 'name'
  | 'nameAr'
  | 'shortDescription'
  | 'shortDescriptionAr'
  | 'description'
  | 'descriptionAr'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'images'
  | 'sku'
  | 'stock'
  | 'slug'
  | 'seoTitle'
  | 'seoTitleAr'
  | 'seoDescription'
  | 'seoDescriptionAr'
  | `specifications.${number}.${SpecPart}`
  | `options.${number}.${'name' | 'nameAr' | 'values'}`
  | `options.${number}.values.${number}.${'name' | 'nameAr' | 'swatch'}`
  | `variants.${number}.${'sku' | 'price' | 'stock' | 'image'}`;

let nextRowId = 1;

const priceText = (price: number | null | undefined): string =>
  price === null || price === undefined ? '' : String(price);

export function emptySpecification(): SpecificationValues {
  return { rowId: nextRowId++, label: '', labelAr: '', value: '', valueAr: '' };
}

export function productValues(product?: AdminProduct): ProductValues {
  return {
    name: product?.name ?? '',
    nameAr: product?.nameAr ?? '',
    shortDescription: product?.shortDescription ?? '',
    shortDescriptionAr: product?.shortDescriptionAr ?? '',
    description: product?.description ?? '',
    descriptionAr: product?.descriptionAr ?? '',
    category: product?.category?.id ?? '',
    subcategory: product?.subcategory?.id ?? '',
    // On sale, the API holds the sale price as `price` and the price before it as `regularPrice`.
    price: priceText(product?.regularPrice ?? product?.price),
    salePrice: product?.regularPrice ? priceText(product.price) : '',
    contactForQuote: product?.contactForQuote ?? false,
    isFeatured: product?.isFeatured ?? false,
    isNewArrival: product?.isNewArrival ?? false,
    isBestSeller: product?.isBestSeller ?? false,
    images: product?.images ?? (product?.image ? [product.image] : []),
    specifications: (product?.specifications ?? []).map((spec) => ({
      rowId: nextRowId++,
      label: spec.label,
      labelAr: spec.labelAr ?? '',
      value: spec.value,
      valueAr: spec.valueAr ?? '',
    })),
    availability: product?.availability ?? 'in-stock',
    active: product?.active ?? true,
    sku: product?.sku ?? '',
    stock: product?.stock === null || product?.stock === undefined ? '' : String(product.stock),
    ...optionAndVariantValues(product),
    slug: product?.slug ?? '',
    seoTitle: product?.seoTitle ?? '',
    seoTitleAr: product?.seoTitleAr ?? '',
    seoDescription: product?.seoDescription ?? '',
    seoDescriptionAr: product?.seoDescriptionAr ?? '',
  };
}

const SPEC_PARTS: readonly SpecPart[] = ['label', 'labelAr', 'value', 'valueAr'];
const started = (row: SpecificationValues) => SPEC_PARTS.some((part) => row[part].trim());

/**
 * A specification row as the form holds it. The shop's texts are bilingual, so a started row
 * needs all four texts (the API asks only for the English ones); a row left empty is dropped.
 */
const specificationRow = z
  .object({ rowId: z.number(), label: z.string(), labelAr: z.string(), value: z.string(), valueAr: z.string() })
  .check(
    z.superRefine((row, context) => {
      if (!started(row)) return;
      for (const part of SPEC_PARTS) {
        const max = part.startsWith('label') ? SPEC_LABEL_MAX : SPEC_VALUE_MAX;
        const text = row[part].trim();
        if (!text) context.issues.push(formIssue([part], 'required', row[part]));
        else if (text.length > max) context.issues.push(formIssue([part], 'tooLong', row[part], max));
      }
    }),
  );

/**
 * The options and variants in the contract's shape (keys from the English names unless loaded with
 * one; each variant's combination as option key -> value key); prices and stock stay text for the
 * schema's number rules. Indexes are kept, so the errors land on the rows the admin sees.
 */
function withKeyedOptions(values: ProductValues) {
  const options = values.options.map((option, o) => ({
    key: savedKey(option, `option-${o + 1}`),
    name: option.name,
    nameAr: option.nameAr,
    kind: option.kind,
    values: option.values.map((value, v) => ({
      key: savedKey(value, `value-${v + 1}`),
      name: value.name,
      nameAr: value.nameAr,
      swatch: option.kind === 'color' || option.kind === 'finish' ? value.swatch : '',
    })),
  }));
  const variants = values.variants.map((row) => {
    const picked = valuesOfCombo(values.options, row.combo);
    return {
      sku: row.sku,
      options: Object.fromEntries(
        options.map((option, o) => [option.key, savedKey(picked[o] ?? { key: '', name: '' }, `value-${o + 1}`)]),
      ),
      price: row.price,
      stock: row.stock,
      // No picture of its own: left out (the contract's default), as '' is not a picture path.
      image: row.image || undefined,
    };
  });
  return { ...values, options, variants };
}

const variantRow = z.extend(productVariant, {
  price: numberText(productVariant.shape.price, { decimals: 2, optional: true }),
  stock: numberText(productVariant.shape.stock),
});

/** No SKU twice in one product (the API also refuses one another product uses: its 409 lands on the field). */
const uniqueSkus = z.superRefine(
  (
    product: { sku?: string; variants?: { sku: string }[]; options?: { key: string; values: { key: string }[] }[] },
    context,
  ) => {
    const seen = new Map<string, string>();
    if (product.sku && !product.variants?.length) seen.set(product.sku, 'sku');
    product.variants?.forEach((variant, i) => {
      if (seen.has(variant.sku)) context.issues.push(formIssue(['variants', i, 'sku'], 'duplicate', variant.sku));
      else seen.set(variant.sku, `variants.${i}.sku`);
    });
    product.options?.forEach((option, o) => {
      const keys = new Set<string>();
      option.values.forEach((value, v) => {
        if (keys.has(value.key))
          context.issues.push(formIssue(['options', o, 'values', v, 'name'], 'duplicate', value.key));
        keys.add(value.key);
      });
    });
  },
);

/** The inputs as `productBody` takes them: the price typed as text, "no subcategory" as null, the started specification rows. */
const bodySchema = z
  .extend(productBody, {
    stock: numberText(productBody.shape.stock, { optional: true }),
    variants: z.array(variantRow),
    price: numberText(productBody.shape.price, { decimals: 2, optional: true }),
    salePrice: numberText(productBody.shape.price, { decimals: 2, optional: true }),
    // Left empty: the API makes the address from the English name.
    slug: z.pipe(
      z.pipe(
        z.string(),
        z.transform((slug) => slug.trim() || undefined),
      ),
      z.optional(productSlug),
    ),
    subcategory: z.pipe(
      z.pipe(
        z.string(),
        z.transform((id) => id || null),
      ),
      z.nullable(objectId),
    ),
    specifications: z.pipe(
      z.array(specificationRow),
      z.transform((rows) =>
        rows.filter(started).map(({ label, labelAr, value, valueAr }) => ({
          label: label.trim(),
          labelAr: labelAr.trim(),
          value: value.trim(),
          valueAr: valueAr.trim(),
        })),
      ),
    ),
  })
  .check(
    z.refine((product) => product.price !== null || product.contactForQuote === true, {
      path: ['price'],
      message: 'priceOrQuote',
      params: { key: 'priceOrQuote' },
      // Said along with the other fields' problems, not only once they are fixed.
      when: () => true,
    }),
    uniqueSkus,
    z.refine(
      (product) =>
        product.salePrice === null ||
        product.salePrice === undefined ||
        product.variants.length > 0 ||
        (typeof product.price === 'number' && product.salePrice < product.price),
      { path: ['salePrice'], message: 'saleBelowPrice', params: { key: 'saleBelowPrice' }, when: () => true },
    ),
  );

export const productSchema = z.pipe(
  z.pipe(z.custom<ProductValues>(), z.transform(withKeyedOptions)),
  // The body schema reads the keyed values (its input type is the strict body's, which zod cannot relate).
  z.pipe(
    bodySchema as unknown as $ZodType<z.output<typeof bodySchema>, ReturnType<typeof withKeyedOptions>>,
    // A variant without its own picture leaves `image` out: the contract fills in '' but refuses '' as input.
    z.transform(({ salePrice, ...body }) => ({
      ...body,
      // On sale (a product without variants): the sale price is charged, the regular one shown struck through.
      ...(typeof salePrice === 'number' && body.variants.length === 0
        ? { price: salePrice, regularPrice: body.price ?? null }
        : { regularPrice: null }),
      variants: body.variants.map(({ image, ...variant }) => (image ? { ...variant, image } : variant)),
    })),
  ),
);

export type ProductBody = z.output<typeof productSchema>;

export const validateProduct = (values: ProductValues) => checkForm<ProductBody, ProductField>(productSchema, values);
