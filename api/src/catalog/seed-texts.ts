import { createHash } from 'node:crypto';
import { trusted, type Types } from 'mongoose';
import { Product } from './model';
import { CATALOG_SEED, type CatalogSeed } from './seed-data';
import { EARLIER_SEED_TEXTS } from './seed-data/earlier-texts';

/** The product texts a release may rewrite in databases seeded before it. */
export const SEEDED_TEXT_FIELDS = ['shortDescription', 'shortDescriptionAr', 'description', 'descriptionAr'] as const;
export type SeededTextField = (typeof SEEDED_TEXT_FIELDS)[number];

/** The fingerprint of a seeded text, as listed in `seed-data/earlier-texts.ts`. */
export function seededTextKey(slug: string, field: SeededTextField, text: string): string {
  return createHash('sha256').update(`${slug}\n${field}\n${text}`).digest('hex').slice(0, 16);
}

type StoredTexts = { _id: Types.ObjectId; slug: string } & Partial<Record<SeededTextField, string>>;

/**
 * Brings the texts of built-in products that are still as an earlier release seeded them up to the
 * current seed, and returns how many products it changed. A text counts as "still as seeded" when
 * its fingerprint is in `earlier`; a text staff edited matches none, so it is never overwritten
 * (each field on its own: an edited short description does not protect the long one from update,
 * nor the other way round). One read of the built-in slugs' texts; on a database already up to date
 * nothing is written. Each update is conditional on the texts it replaces, so an admin edit saved
 * between the read and the write wins. `updatedAt` is left as it was.
 */
export async function refreshSeededTexts(
  seed: CatalogSeed = CATALOG_SEED,
  earlier: ReadonlySet<string> = EARLIER_SEED_TEXTS,
): Promise<number> {
  const bySlug = new Map(seed.products.map((product) => [product.slug, product]));
  if (bySlug.size === 0 || earlier.size === 0) return 0;
  const projection = Object.fromEntries([['slug', 1], ...SEEDED_TEXT_FIELDS.map((field) => [field, 1])]);
  const stored = await Product.find({ slug: trusted({ $in: [...bySlug.keys()] }) }, projection).lean<StoredTexts[]>();
  const operations = stored.flatMap((product) => {
    const built = bySlug.get(product.slug);
    if (!built) return [];
    const replace: Partial<Record<SeededTextField, string>> = {};
    const was: Partial<Record<SeededTextField, string>> = {};
    for (const field of SEEDED_TEXT_FIELDS) {
      const text = product[field] ?? '';
      if (text === built[field] || !earlier.has(seededTextKey(product.slug, field, text))) continue;
      replace[field] = built[field];
      was[field] = text;
    }
    if (Object.keys(replace).length === 0) return [];
    return [{ updateOne: { filter: { _id: product._id, ...was }, update: { $set: replace }, timestamps: false } }];
  });
  if (operations.length === 0) return 0;
  const result = await Product.bulkWrite(operations as unknown as Parameters<typeof Product.bulkWrite>[0], {
    ordered: false,
    timestamps: false,
  });
  return result.modifiedCount;
}
