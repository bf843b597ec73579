/** Finding a category or subcategory in the loaded list, and choosing a product's related products. */
import { isObjectId } from '@ogulf/contracts/constants';
import type { Category, ProductSummary, Subcategory } from './types';

/** Whether a path segment is a MongoDB id (24 hex digits) rather than a slug. */
export { isObjectId };

/** The category the listing's `?category=` names: by id, slug, or name in either language (case-insensitive). */
export function findCategory(categories: readonly Category[], key: string | undefined): Category | undefined {
  const wanted = key?.trim().toLowerCase();
  if (!wanted) return undefined;
  return categories.find(
    (category) =>
      category.id.toLowerCase() === wanted ||
      category.slug === wanted ||
      category.name.toLowerCase() === wanted ||
      category.nameAr?.toLowerCase() === wanted,
  );
}

/** A subcategory by id or slug, with its category. */
export function findSubcategory(
  categories: readonly Category[],
  key: string | undefined,
): { category: Category; subcategory: Subcategory } | undefined {
  const wanted = key?.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const category of categories) {
    const subcategory = category.subcategories.find((sub) => sub.id.toLowerCase() === wanted || sub.slug === wanted);
    if (subcategory) return { category, subcategory };
  }
  return undefined;
}

/**
 * Up to `max` other products for a product page: those of its subcategory first, then of its
 * category, each once, never the product itself.
 */
export function pickRelated<T extends ProductSummary>(
  product: ProductSummary,
  lists: ReadonlyArray<readonly T[] | undefined>,
  max: number,
): T[] {
  const seen = new Set([product.id]);
  const picked: T[] = [];
  for (const list of lists) {
    for (const candidate of list ?? []) {
      if (picked.length >= max) return picked;
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      picked.push(candidate);
    }
  }
  return picked;
}
