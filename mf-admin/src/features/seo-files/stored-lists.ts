/**
 * The catalogue lists kept in browser storage under `categories`, `subcategories` and `products`
 * (spec section 3), read as site data for when the API cannot answer. Storage may hold an older
 * app's data or be blocked, so every entry is checked and a bad one skipped.
 */
import { STORAGE_KEYS } from '@ogulf/web-kit';
import type { SiteCategory, SiteProduct, SiteSubcategory } from '@ogulf/site-files';

export type ReadableStorage = Pick<Storage, 'getItem'>;

/** The storage keys whose changes regenerate the files (spec: Regeneration). */
export const WATCHED_KEYS: readonly string[] = [
  STORAGE_KEYS.categories,
  STORAGE_KEYS.subcategories,
  STORAGE_KEYS.products,
];

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const id = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? text(String(value)) : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function readList(storage: ReadableStorage | undefined, key: string): unknown[] {
  try {
    const raw = storage?.getItem(key);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function toSubcategory(raw: unknown): (SiteSubcategory & { categoryId?: string }) | undefined {
  if (!isRecord(raw)) return undefined;
  const key = id(raw['id'] ?? raw['_id']);
  const name = text(raw['name']);
  if (!key || !name) return undefined;
  return {
    id: key,
    name,
    nameAr: text(raw['nameAr']),
    productCount: count(raw['productCount']),
    updatedAt: text(raw['updatedAt']),
    categoryId: id(raw['categoryId'] ?? raw['category']),
  };
}

/** Categories from storage, each with its subcategories (nested, or from the flat `subcategories` list). */
export function readStoredCategories(storage: ReadableStorage | undefined): SiteCategory[] {
  const flat = readList(storage, STORAGE_KEYS.subcategories)
    .map(toSubcategory)
    .filter((sub) => sub !== undefined);
  return readList(storage, STORAGE_KEYS.categories).flatMap((raw): SiteCategory[] => {
    const base = toSubcategory(raw);
    if (!base || !isRecord(raw)) return [];
    const nested = Array.isArray(raw['subcategories'])
      ? raw['subcategories'].map(toSubcategory).filter((sub) => sub !== undefined)
      : [];
    const subcategories = nested.length > 0 ? nested : flat.filter((sub) => sub.categoryId === base.id);
    const strip = ({ categoryId: _parent, ...sub }: SiteSubcategory & { categoryId?: string }): SiteSubcategory => sub;
    return [{ ...strip(base), description: text(raw['description']), subcategories: subcategories.map(strip) }];
  });
}

/** Products from storage (a product without a slug keeps only its `/product/{id}` address). */
export function readStoredProducts(storage: ReadableStorage | undefined): SiteProduct[] {
  return readList(storage, STORAGE_KEYS.products).flatMap((raw): SiteProduct[] => {
    if (!isRecord(raw)) return [];
    const key = id(raw['id'] ?? raw['_id']);
    return key ? [{ id: key, slug: text(raw['slug']), updatedAt: text(raw['updatedAt']) }] : [];
  });
}
