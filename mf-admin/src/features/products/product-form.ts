/** The product form: every field in both languages, and the rules that turn it into the request body. */
import { optionalNumber, optionalText, requiredText, Rules, type Validation } from '../../shared/validate';
import type { AdminProduct, Availability } from './types';

export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_NAME_MIN = 2;
export const SHORT_DESCRIPTION_MAX = 500;
export const DESCRIPTION_MAX = 20_000;
export const SPEC_LABEL_MAX = 100;
export const SPEC_VALUE_MAX = 500;
export const IMAGES_MAX = 12;
export const PRICE_MAX = 10_000_000;

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
  price: string;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  images: string[];
  specifications: SpecificationValues[];
  availability: Availability;
  active: boolean;
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
  | 'images'
  | `specifications.${number}.${SpecPart}`;

export interface ProductBody {
  name: string;
  nameAr: string;
  shortDescription: string;
  shortDescriptionAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  subcategory: string | null;
  price: number | null;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  images: string[];
  specifications: Array<{ label: string; labelAr: string; value: string; valueAr: string }>;
  availability: Availability;
  active: boolean;
}

let nextRowId = 1;

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
    price: product?.price === null || product?.price === undefined ? '' : String(product.price),
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
  };
}

const SPEC_PARTS: readonly SpecPart[] = ['label', 'labelAr', 'value', 'valueAr'];

export function validateProduct(values: ProductValues): Validation<ProductField, ProductBody> {
  const rules = new Rules<ProductField>();
  const name = rules.check('name', requiredText(values.name, PRODUCT_NAME_MAX, PRODUCT_NAME_MIN));
  const nameAr = rules.check('nameAr', requiredText(values.nameAr, PRODUCT_NAME_MAX, PRODUCT_NAME_MIN));
  const shortDescription = rules.check('shortDescription', optionalText(values.shortDescription, SHORT_DESCRIPTION_MAX));
  const shortDescriptionAr = rules.check('shortDescriptionAr', optionalText(values.shortDescriptionAr, SHORT_DESCRIPTION_MAX));
  const description = rules.check('description', optionalText(values.description, DESCRIPTION_MAX));
  const descriptionAr = rules.check('descriptionAr', optionalText(values.descriptionAr, DESCRIPTION_MAX));
  if (!values.category) rules.fail('category', { key: 'required' });
  const price = rules.check('price', optionalNumber(values.price, { min: 0, max: PRICE_MAX, decimals: 2 }));
  if (price === null && !values.contactForQuote) rules.fail('price', { key: 'priceOrQuote' });
  if (values.images.length > IMAGES_MAX) rules.fail('images', { key: 'tooMany', limit: IMAGES_MAX });

  // A row left completely empty is dropped; a started row needs all four texts.
  const specifications = values.specifications
    .map((spec, index) => ({ spec, index }))
    .filter(({ spec }) => SPEC_PARTS.some((part) => spec[part].trim()))
    .map(({ spec, index }) => {
      const row = { label: '', labelAr: '', value: '', valueAr: '' };
      for (const part of SPEC_PARTS) row[part] = rules.check(`specifications.${index}.${part}`, requiredText(spec[part], part.startsWith('label') ? SPEC_LABEL_MAX : SPEC_VALUE_MAX)) ?? '';
      return row;
    });

  return rules.result(() => ({
    name: name ?? '',
    nameAr: nameAr ?? '',
    shortDescription: shortDescription ?? '',
    shortDescriptionAr: shortDescriptionAr ?? '',
    description: description ?? '',
    descriptionAr: descriptionAr ?? '',
    category: values.category,
    subcategory: values.subcategory || null,
    price: price ?? null,
    contactForQuote: values.contactForQuote,
    isFeatured: values.isFeatured,
    isNewArrival: values.isNewArrival,
    isBestSeller: values.isBestSeller,
    images: values.images,
    specifications,
    availability: values.availability,
    active: values.active,
  }));
}
