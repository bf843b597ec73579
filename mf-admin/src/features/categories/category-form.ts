/** The category and subcategory forms: their inputs, and the API's schemas that turn them into request bodies. */
import { z } from 'zod/mini';
import { categoryBody, LIMITS, subcategoryBody } from '@ogulf/contracts';
import { checkForm, numberText } from '../../shared/form-schema';
import type { AdminCategory, AdminSubcategory } from './types';

export const NAME_MAX = LIMITS.catalogName.max;
export const DESCRIPTION_MAX = LIMITS.catalogDescription;

export interface CategoryValues {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: string;
  active: boolean;
}

export type CategoryField = Exclude<keyof CategoryValues, 'active'>;

export type CategoryBody = z.output<typeof categorySchema>;

export function categoryValues(category?: AdminCategory): CategoryValues {
  return {
    name: category?.name ?? '',
    nameAr: category?.nameAr ?? '',
    description: category?.description ?? '',
    descriptionAr: category?.descriptionAr ?? '',
    image: category?.image ?? '',
    sortOrder: String(category?.sortOrder ?? 0),
    active: category?.active ?? true,
  };
}

/** The inputs as `categoryBody` takes them: the sort order typed as text. */
export const categorySchema = z.extend(categoryBody, { sortOrder: numberText(categoryBody.shape.sortOrder) });

export const validateCategory = (values: CategoryValues) =>
  checkForm<CategoryBody, CategoryField>(categorySchema, values);

export interface SubcategoryValues {
  category: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: string;
}

export type SubcategoryField = keyof SubcategoryValues;

export type SubcategoryBody = z.output<typeof subcategorySchema>;

export function subcategoryValues(categoryId: string, subcategory?: AdminSubcategory): SubcategoryValues {
  return {
    category: categoryId,
    name: subcategory?.name ?? '',
    nameAr: subcategory?.nameAr ?? '',
    description: subcategory?.description ?? '',
    descriptionAr: subcategory?.descriptionAr ?? '',
    image: subcategory?.image ?? '',
    sortOrder: String(subcategory?.sortOrder ?? 0),
  };
}

/** The inputs as `subcategoryBody` takes them: the sort order typed as text. */
export const subcategorySchema = z.extend(subcategoryBody, { sortOrder: numberText(subcategoryBody.shape.sortOrder) });

export const validateSubcategory = (values: SubcategoryValues) =>
  checkForm<SubcategoryBody, SubcategoryField>(subcategorySchema, values);
