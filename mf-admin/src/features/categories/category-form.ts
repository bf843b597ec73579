/** The category and subcategory forms: their inputs, and the rules that turn them into request bodies. */
import { optionalText, requiredNumber, requiredText, Rules, type Validation } from '../../shared/validate';
import type { AdminCategory, AdminSubcategory } from './types';

export const NAME_MAX = 150;
export const NAME_MIN = 2;
export const DESCRIPTION_MAX = 2000;

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

export interface CategoryBody {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: number;
  active: boolean;
}

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

export function validateCategory(values: CategoryValues): Validation<CategoryField, CategoryBody> {
  const rules = new Rules<CategoryField>();
  const name = rules.check('name', requiredText(values.name, NAME_MAX, NAME_MIN));
  const nameAr = rules.check('nameAr', requiredText(values.nameAr, NAME_MAX, NAME_MIN));
  const description = rules.check('description', optionalText(values.description, DESCRIPTION_MAX));
  const descriptionAr = rules.check('descriptionAr', optionalText(values.descriptionAr, DESCRIPTION_MAX));
  const sortOrder = rules.check('sortOrder', requiredNumber(values.sortOrder, { integer: true, min: 0, max: 10_000 }));
  return rules.result(() => ({
    name: name ?? '',
    nameAr: nameAr ?? '',
    description: description ?? '',
    descriptionAr: descriptionAr ?? '',
    image: values.image,
    sortOrder: sortOrder ?? 0,
    active: values.active,
  }));
}

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

export interface SubcategoryBody {
  category: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string;
  sortOrder: number;
}

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

export function validateSubcategory(values: SubcategoryValues): Validation<SubcategoryField, SubcategoryBody> {
  const rules = new Rules<SubcategoryField>();
  if (!values.category) rules.fail('category', { key: 'required' });
  const name = rules.check('name', requiredText(values.name, NAME_MAX, NAME_MIN));
  const nameAr = rules.check('nameAr', requiredText(values.nameAr, NAME_MAX, NAME_MIN));
  const description = rules.check('description', optionalText(values.description, DESCRIPTION_MAX));
  const descriptionAr = rules.check('descriptionAr', optionalText(values.descriptionAr, DESCRIPTION_MAX));
  const sortOrder = rules.check('sortOrder', requiredNumber(values.sortOrder, { integer: true, min: 0, max: 10_000 }));
  return rules.result(() => ({
    category: values.category,
    name: name ?? '',
    nameAr: nameAr ?? '',
    description: description ?? '',
    descriptionAr: descriptionAr ?? '',
    image: values.image,
    sortOrder: sortOrder ?? 0,
  }));
}
