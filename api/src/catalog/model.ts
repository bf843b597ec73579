import { AVAILABILITIES, OPTION_KINDS, type Availability, type ProductOptionInput } from '@ogulf/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The catalogue as stored: categories, their subcategories and the products. Every text a
 * shopper reads comes in English and Arabic (`...Ar`). Images are site paths such as
 * `/assets/images/shop/<category-slug>/<product-slug>.webp` (or whatever the admin uploads).
 */

/** What a category and a subcategory both carry. */
export interface TaxonomyFields {
  name: string;
  nameAr: string;
  slug: string;
  description: string;
  descriptionAr: string;
  image: string;
  /** Ascending; the order of the category grid, the navigation and a category's subcategories. */
  sortOrder: number;
}

export interface CategoryFields extends TaxonomyFields {
  /** Inactive categories, and their products, are hidden from every public list. */
  active: boolean;
}

export interface SubcategoryFields extends TaxonomyFields {
  category: Types.ObjectId;
}

export { AVAILABILITIES, type Availability };

/** The label of the specification line that names the product's brand (the search ranks it with the name). */
export const BRAND_LABEL = 'Brand';

/** One line of a product's specification table, in both languages. */
export interface Specification {
  label: string;
  labelAr: string;
  value: string;
  valueAr: string;
}

export interface ProductFields {
  name: string;
  nameAr: string;
  slug: string;
  shortDescription: string;
  shortDescriptionAr: string;
  /** Plain paragraphs separated by a blank line. */
  description: string;
  descriptionAr: string;
  category: Types.ObjectId;
  subcategory: Types.ObjectId | null;
  /** QAR; null when the price is given on request. */
  price: number | null;
  contactForQuote: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  /** Site paths; the first is the main picture. */
  images: string[];
  specifications: Specification[];
  availability: Availability;
  /** False hides the product from the storefront (admin lists still show it); absent means true. */
  active?: boolean;
  /** Issue 20: the product's own SKU ('' for none; a product with variants sells by theirs). */
  sku?: string;
  /** Units as last set by the admin or the seed; null when not counted. Absent on older records. */
  stock?: number | null;
  /** Options (Finish: Oak, Walnut) and one variant per combination offered; absent on older records. */
  options?: ProductOptionInput[];
  variants?: StoredVariant[];
}

/** A variant as stored: option key -> value key, its own SKU, price (null = on request), stock and picture. */
export interface StoredVariant {
  sku: string;
  options: Record<string, string>;
  price: number | null;
  stock: number | null;
  image: string;
}

/** Records read with `.lean()`; the public `id` is `String(_id)`. */
export type CategoryRecord = CategoryFields & { _id: Types.ObjectId };
export type SubcategoryRecord = SubcategoryFields & { _id: Types.ObjectId };
export type ProductRecord = ProductFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const text = { type: String, trim: true, default: '' } as const;
const requiredText = { type: String, required: true, trim: true } as const;

/** The stored fields of TaxonomyFields but sortOrder (indexed differently in each collection). */
const taxonomyPaths = {
  name: requiredText,
  nameAr: requiredText,
  slug: { type: String, required: true, unique: true },
  description: text,
  descriptionAr: text,
  image: text,
} as const;

const categorySchema = new Schema<CategoryFields>(
  {
    ...taxonomyPaths,
    sortOrder: { type: Number, default: 0, index: true },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'categories' },
);

const subcategorySchema = new Schema<SubcategoryFields>(
  {
    category: { type: Schema.Types.ObjectId, ref: 'Category', required: true },
    ...taxonomyPaths,
    sortOrder: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'subcategories' },
);
subcategorySchema.index({ category: 1, sortOrder: 1 });

const specificationSchema = new Schema<Specification>(
  {
    label: requiredText,
    labelAr: requiredText,
    value: requiredText,
    valueAr: requiredText,
  },
  { _id: false },
);

const optionValueSchema = new Schema(
  { key: requiredText, name: requiredText, nameAr: requiredText, swatch: { type: String, default: '' } },
  { _id: false },
);
const optionSchema = new Schema(
  {
    key: requiredText,
    name: requiredText,
    nameAr: requiredText,
    kind: { type: String, enum: OPTION_KINDS, required: true },
    values: { type: [optionValueSchema], default: [] },
  },
  { _id: false },
);
const variantSchema = new Schema<StoredVariant>(
  {
    sku: requiredText,
    // Option key -> value key: the keys differ per product, so no fixed sub-schema.
    options: { type: Schema.Types.Mixed, required: true },
    price: { type: Number, min: 0, default: null },
    stock: { type: Number, min: 0, default: null },
    image: { type: String, default: '' },
  },
  { _id: false },
);

const productSchema = new Schema<ProductFields>(
  {
    name: requiredText,
    nameAr: requiredText,
    slug: { type: String, required: true, unique: true },
    shortDescription: text,
    shortDescriptionAr: text,
    description: text,
    descriptionAr: text,
    category: { type: Schema.Types.ObjectId, ref: 'Category', required: true, index: true },
    subcategory: { type: Schema.Types.ObjectId, ref: 'Subcategory', default: null, index: true },
    price: { type: Number, min: 0, default: null, index: true },
    contactForQuote: { type: Boolean, default: false },
    isFeatured: { type: Boolean, default: false, index: true },
    isNewArrival: { type: Boolean, default: false, index: true },
    isBestSeller: { type: Boolean, default: false, index: true },
    images: { type: [String], default: [] },
    specifications: { type: [specificationSchema], default: [] },
    availability: { type: String, enum: AVAILABILITIES, default: 'in-stock' },
    active: { type: Boolean, default: true },
    sku: { type: String, default: '' },
    stock: { type: Number, min: 0, default: null },
    options: { type: [optionSchema], default: [] },
    variants: { type: [variantSchema], default: [] },
  },
  { timestamps: true, collection: 'products' },
);
productSchema.index({ createdAt: -1 });
productSchema.index({ name: 1 });

export const Category = mongoose.model<CategoryFields>('Category', categorySchema);
export const Subcategory = mongoose.model<SubcategoryFields>('Subcategory', subcategorySchema);
export const Product = mongoose.model<ProductFields>('Product', productSchema);

/**
 * One document per SKU in use (a product's own or a variant's), inserted against the unique _id:
 * that insert is atomic on FerretDB as on MongoDB, so two saves cannot both take one SKU.
 */
export interface ProductSkuFields {
  _id: string;
  productId: Types.ObjectId;
}
const productSkuSchema = new Schema<ProductSkuFields>(
  { _id: { type: String, required: true }, productId: { type: Schema.Types.ObjectId, required: true, index: true } },
  { collection: 'product_skus', versionKey: false },
);
export const ProductSku = mongoose.model<ProductSkuFields>('ProductSku', productSkuSchema);
