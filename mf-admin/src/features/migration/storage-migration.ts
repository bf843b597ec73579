/**
 * The one-time storage migration (spec section 4): pictures that older versions of the shop kept
 * inline in browser storage (data URLs) are uploaded to the server, then the stored catalogue,
 * testimonials and orders are removed, because the server is now their home. Pure: the storage and
 * the uploader are passed in, so the rules are tested without a browser.
 */

export interface MigrationResult {
  imagesFound: number;
  imagesMigrated: number;
  imagesFailed: number;
  errors: string[];
}

export type UploadCategory = 'products' | 'categories' | 'subcategories' | 'testimonials' | 'general';

/** Uploads one inline picture; resolves with its new site path. */
export type InlineImageUploader = (dataUrl: string, category: UploadCategory) => Promise<string>;

export type MigrationStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** Set once a run finished without a failed picture; while it is set the migration is skipped. */
export const MIGRATION_DONE_KEY = 'storageMigrationCompleted';
/** Removed after the pictures, whatever happened to them (spec section 4). */
export const REMOVED_AFTER_MIGRATION = ['categories', 'products', 'testimonials', 'orders'] as const;

const INLINE_IMAGE = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*;base64,[a-z0-9+/=\s]+$/i;

/** True for a whole value that is an inline picture (`data:image/…;base64,…`). */
export function isInlineImage(value: string): boolean {
  return value.length > 30 && INLINE_IMAGE.test(value.trim());
}

/** The upload folder a storage key's pictures belong to (subcategories before categories: the word contains it). */
export function guessUploadCategory(key: string): UploadCategory {
  const name = key.toLowerCase();
  if (name.includes('testimonial')) return 'testimonials';
  if (name.includes('subcategor')) return 'subcategories';
  if (name.includes('categor')) return 'categories';
  if (name.includes('product')) return 'products';
  return 'general';
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function collectInline(value: Json, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isInlineImage(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectInline(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectInline(item, into);
  }
}

function replaceInline(value: Json, paths: ReadonlyMap<string, string>): Json {
  if (typeof value === 'string') return paths.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceInline(item, paths));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceInline(v, paths)]));
  return value;
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs the migration unless it already completed. A value that is itself a picture is removed once
 * uploaded; pictures inside a stored JSON value are replaced by their new paths. Failures are
 * collected as "key: message"; the completion flag is set only when no picture failed.
 */
export async function migrateStorage(
  storage: MigrationStorage,
  upload: InlineImageUploader,
): Promise<MigrationResult | null> {
  if (storage.getItem(MIGRATION_DONE_KEY)) return null;
  const result: MigrationResult = { imagesFound: 0, imagesMigrated: 0, imagesFailed: 0, errors: [] };
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null,
  );

  for (const key of keys) {
    const value = storage.getItem(key);
    if (!value || !value.includes('data:image/')) continue;
    const category = guessUploadCategory(key);

    if (isInlineImage(value)) {
      result.imagesFound += 1;
      try {
        await upload(value.trim(), category);
        storage.removeItem(key);
        result.imagesMigrated += 1;
      } catch (error) {
        result.imagesFailed += 1;
        result.errors.push(`${key}: ${messageOf(error)}`);
      }
      continue;
    }

    const parsed = parseJson(value);
    if (parsed === undefined) continue;
    const inline = new Set<string>();
    collectInline(parsed, inline);
    const paths = new Map<string, string>();
    for (const image of inline) {
      result.imagesFound += 1;
      try {
        paths.set(image, await upload(image.trim(), category));
        result.imagesMigrated += 1;
      } catch (error) {
        result.imagesFailed += 1;
        result.errors.push(`${key}: ${messageOf(error)}`);
      }
    }
    if (paths.size > 0) storage.setItem(key, JSON.stringify(replaceInline(parsed, paths)));
  }

  for (const key of REMOVED_AFTER_MIGRATION) storage.removeItem(key);
  if (result.imagesFailed === 0) storage.setItem(MIGRATION_DONE_KEY, new Date().toISOString());
  return result;
}
