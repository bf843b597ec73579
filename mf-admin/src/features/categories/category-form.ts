/** The category and subcategory forms: their inputs, and the API's schemas that turn them into request bodies. */
import { z } from 'zod/mini';
import { categoryBody, LIMITS, subcategoryBody } from '@ogulf/contracts';
import { checkForm, numberText } from '../../shared/form-schema';
import type { AdminCategory, AdminSubcategory } from './types';

export const NAME_MAX = LIMITS.catalogName.max;
export const DESCRIPTION_MAX = LIMITS.catalogDescription;

/** What a category and a subcategory are both described by: names, descriptions, picture, place. */
interface CatalogEntryValues {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: string;
}

/** The inputs of a category or subcategory being edited (a new one's are empty, placed first). */
function catalogEntryValues(entry?: AdminCategory | AdminSubcategory): CatalogEntryValues {
  return {
    name: entry?.name ?? '',
    nameAr: entry?.nameAr ?? '',
    description: entry?.description ?? '',
    descriptionAr: entry?.descriptionAr ?? '',
    image: entry?.image ?? '',
    sortOrder: String(entry?.sortOrder ?? 0),
  };
}

export interface CategoryValues extends CatalogEntryValues {
  active: boolean;
}

export type CategoryField = Exclude<keyof CategoryValues, 'active'>;

export type CategoryBody = z.output<typeof categorySchema>;

export function categoryValues(category?: AdminCategory): CategoryValues {
  return { ...catalogEntryValues(category), active: category?.active ?? true };
}

/** The inputs as `categoryBody` takes them: the sort order typed as text. */
export const categorySchema = z.extend(categoryBody, { sortOrder: numberText(categoryBody.shape.sortOrder) });

export const validateCategory = (values: CategoryValues) =>
  checkForm<CategoryBody, CategoryField>(categorySchema, values);

export interface SubcategoryValues extends CatalogEntryValues {
  category: string;
}

export type SubcategoryField = keyof SubcategoryValues;

export type SubcategoryBody = z.output<typeof subcategorySchema>;

export function subcategoryValues(categoryId: string, subcategory?: AdminSubcategory): SubcategoryValues {
  return { category: categoryId, ...catalogEntryValues(subcategory) };
}

/** The inputs as `subcategoryBody` takes them: the sort order typed as text. */
export const subcategorySchema = z.extend(subcategoryBody, { sortOrder: numberText(subcategoryBody.shape.sortOrder) });

export const validateSubcategory = (values: SubcategoryValues) =>
  checkForm<SubcategoryBody, SubcategoryField>(subcategorySchema, values);
