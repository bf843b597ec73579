/**
 * The catalogue lists kept in browser storage under `categories`, `subcategories` and `products`
 * (spec section 3), so the home page still has categories when the API fails or is empty. Only the
 * fields the storefront shows are kept, texts are capped, inline images dropped, and every read
 * is checked: storage may hold an older app's data, or be full, blocked or corrupt.
 */
import { STORAGE_KEYS } from '@ogulf/web-kit';
import type { CatalogRef, Category, ProductSummary, StoredSubcategory, Subcategory } from './types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const STORAGE_LIMITS = { categories: 50, subcategories: 300, products: 100, text: 400, image: 300 } as const;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // blocked (privacy settings): storage access itself throws
  }
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max: number = STORAGE_LIMITS.text): string | undefined {
  return typeof value === 'string' && value ? value.slice(0, max) : undefined;
}

/** A path or URL, never an inline image (old data may hold megabytes of base64). */
function image(value: unknown): string | undefined {
  return typeof value === 'string' && value && !value.startsWith('data:') && value.length <= STORAGE_LIMITS.image
    ? value
    : undefined;
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const id = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

function slimSubcategory(raw: unknown): Subcategory | null {
  if (!isRecord(raw)) return null;
  const key = id(raw.id);
  const name = text(raw.name, 120);
  if (!key || !name) return null;
  return {
    id: key,
    name,
    nameAr: text(raw.nameAr, 120),
    slug: text(raw.slug, 160) ?? '',
    description: text(raw.description),
    descriptionAr: text(raw.descriptionAr),
    image: image(raw.image),
    productCount: count(raw.productCount),
  };
}

function slimCategory(raw: unknown): Category | null {
  const base = slimSubcategory(raw);
  if (!base || !isRecord(raw)) return null;
  const subcategories = Array.isArray(raw.subcategories)
    ? raw.subcategories.map(slimSubcategory).filter((s) => s !== null)
    : [];
  return { ...base, sortOrder: count(raw.sortOrder), subcategories };
}

function slimRef(raw: unknown): CatalogRef | null {
  if (!isRecord(raw)) return null;
  const key = id(raw.id);
  const name = text(raw.name, 120);
  return key && name ? { id: key, name, nameAr: text(raw.nameAr, 120), slug: text(raw.slug, 160) ?? '' } : null;
}

function slimProduct(raw: unknown): ProductSummary | null {
  if (!isRecord(raw)) return null;
  const key = id(raw.id);
  const name = text(raw.name, 200);
  if (!key || !name) return null;
  const price = typeof raw.price === 'number' && Number.isFinite(raw.price) ? raw.price : null;
  return {
    id: key,
    name,
    nameAr: text(raw.nameAr, 200),
    slug: text(raw.slug, 200),
    shortDescription: text(raw.shortDescription),
    shortDescriptionAr: text(raw.shortDescriptionAr),
    category: slimRef(raw.category),
    subcategory: slimRef(raw.subcategory),
    price,
    contactForQuote: raw.contactForQuote === true,
    isFeatured: raw.isFeatured === true,
    isNewArrival: raw.isNewArrival === true,
    isBestSeller: raw.isBestSeller === true,
    image: image(raw.image),
  };
}

function read<T>(
  key: string,
  slim: (raw: unknown) => T | null,
  limit: number,
  storage: KeyValueStorage | undefined,
): T[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list)
      ? list
          .slice(0, limit)
          .map(slim)
          .filter((item) => item !== null)
      : [];
  } catch {
    return [];
  }
}

function write(key: string, value: unknown[], storage: KeyValueStorage | undefined): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    /* full or blocked: storage is only a fallback */
  }
}

export function readStoredCategories(storage = browserStorage()): Category[] {
  return read(STORAGE_KEYS.categories, slimCategory, STORAGE_LIMITS.categories, storage);
}

export function readStoredSubcategories(storage = browserStorage()): StoredSubcategory[] {
  const withParent = (raw: unknown): StoredSubcategory | null => {
    const sub = slimSubcategory(raw);
    const parent = isRecord(raw) ? id(raw.categoryId) : undefined;
    return sub && parent ? { ...sub, categoryId: parent } : null;
  };
  return read(STORAGE_KEYS.subcategories, withParent, STORAGE_LIMITS.subcategories, storage);
}

export function readStoredProducts(storage = browserStorage()): ProductSummary[] {
  return read(STORAGE_KEYS.products, slimProduct, STORAGE_LIMITS.products, storage);
}

/** Keeps the categories and, flattened with their parent's id, their subcategories. */
export function saveCategories(categories: readonly Category[], storage = browserStorage()): void {
  const slim = categories
    .slice(0, STORAGE_LIMITS.categories)
    .map(slimCategory)
    .filter((c) => c !== null);
  write(STORAGE_KEYS.categories, slim, storage);
  const subcategories: StoredSubcategory[] = slim
    .flatMap((category) => category.subcategories.map((sub) => ({ ...sub, categoryId: category.id })))
    .slice(0, STORAGE_LIMITS.subcategories);
  write(STORAGE_KEYS.subcategories, subcategories, storage);
}

/** Adds loaded products in front of the stored ones (one entry per id), keeping the newest `limit`. */
export function saveProducts(products: readonly ProductSummary[], storage = browserStorage()): void {
  if (products.length === 0) return;
  const fresh = products.map(slimProduct).filter((p) => p !== null);
  const seen = new Set(fresh.map((p) => p.id));
  const kept = readStoredProducts(storage).filter((p) => !seen.has(p.id));
  write(STORAGE_KEYS.products, [...fresh, ...kept].slice(0, STORAGE_LIMITS.products), storage);
}
