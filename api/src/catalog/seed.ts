import { trusted, type Model, type Types } from 'mongoose';
import { insertedDespiteDuplicates } from '../util/bulk-write';
import {
  Category,
  Product,
  Subcategory,
  type CategoryFields,
  type ProductFields,
  type SubcategoryFields,
} from './model';
import { CATALOG_SEED, type CatalogSeed } from './seed-data';
import { retiredSeedKeys } from './seed-tombstones';

export interface CatalogSeedResult {
  categories: number;
  subcategories: number;
  products: number;
}

const HOUR_MS = 3_600_000;

/**
 * Inserts the built-in categories, subcategories and products that are missing, matched by
 * slug, and returns how many of each it inserted. Existing documents are never written to, so
 * staff edits survive every restart. Per collection: one read of the slugs present, one
 * unordered bulk insert of the missing documents, one read of the ids (the subcategories need
 * their category's id, the products both).
 */
export async function seedCatalog(seed: CatalogSeed = CATALOG_SEED, now = new Date()): Promise<CatalogSeedResult> {
  // The unique slug indexes must exist before the inserts, or two servers starting together on
  // a fresh database could both insert the same document.
  await Promise.all([Category.createIndexes(), Subcategory.createIndexes(), Product.createIndexes()]);
  // Built-in records the admin deleted or renamed stay gone (see seed-tombstones.ts).
  const [retiredCategories, retiredSubcategories, retiredProducts] = await Promise.all([
    retiredSeedKeys('category'),
    retiredSeedKeys('subcategory'),
    retiredSeedKeys('product'),
  ]);

  const categories = await insertMissing<CategoryFields>(
    Category,
    seed.categories
      .filter((category) => !retiredCategories.has(category.slug))
      .map((category) => ({ ...category, createdAt: now, updatedAt: now })),
  );
  const categoryIds = await idsBySlug(
    Category,
    seed.categories.map((category) => category.slug),
  );

  const subcategories = await insertMissing<SubcategoryFields>(
    Subcategory,
    seed.subcategories.flatMap(({ categorySlug, ...subcategory }) => {
      if (retiredSubcategories.has(subcategory.slug)) return [];
      const category = categoryIds.get(categorySlug);
      // A category whose slug staff changed is seeded again under the built-in slug, so this
      // only happens if it was deleted between the two writes.
      return category ? [{ ...subcategory, category, createdAt: now, updatedAt: now }] : [];
    }),
  );
  const subcategoryIds = await idsBySlug(
    Subcategory,
    seed.subcategories.map((subcategory) => subcategory.slug),
  );

  const products = await insertMissing<ProductFields>(
    Product,
    seed.products.flatMap(({ categorySlug, subcategorySlug, ageHours, ...product }) => {
      if (retiredProducts.has(product.slug)) return [];
      const category = categoryIds.get(categorySlug);
      if (!category) return [];
      const added = new Date(now.getTime() - ageHours * HOUR_MS);
      return [
        {
          ...product,
          category,
          subcategory: subcategoryIds.get(subcategorySlug) ?? null,
          createdAt: added,
          updatedAt: added,
        },
      ];
    }),
  );
  return { categories, subcategories, products };
}

/**
 * Inserts the documents whose slug is not taken yet and returns how many it inserted. The slugs
 * present are read first and only the missing documents are written, as plain inserts in one
 * unordered bulk write: FerretDB 1.x scans the collection for every upsert, so `$setOnInsert`
 * upserts of the whole catalogue grow with its square (about 20 s for 132 products that are
 * already there, against a few milliseconds for this read).
 */
async function insertMissing<T extends { slug: string }>(
  model: Model<T>,
  documents: ReadonlyArray<T & { createdAt: Date; updatedAt: Date }>,
): Promise<number> {
  if (documents.length === 0) return 0;
  const present = await idsBySlug(
    model,
    documents.map((document) => document.slug),
  );
  const missing = documents.filter((document) => !present.has(document.slug));
  if (missing.length === 0) return 0;
  // Timestamps are written by hand so that products can carry their own "added" dates.
  const operations = missing.map((document) => ({
    insertOne: { document, timestamps: false },
  })) as unknown as Parameters<typeof model.bulkWrite>[0];
  try {
    const result = await model.bulkWrite(operations, { ordered: false, timestamps: false });
    return result.insertedCount;
  } catch (error) {
    // Another server seeding the same database at the same moment inserted some first; the
    // unique slug index turned our inserts of those into duplicate-key errors.
    const inserted = insertedDespiteDuplicates(error);
    if (inserted === undefined) throw error;
    return inserted;
  }
}

async function idsBySlug<T>(model: Model<T>, slugs: readonly string[]): Promise<Map<string, Types.ObjectId>> {
  const records = await model
    .find({ slug: trusted({ $in: slugs }) }, { slug: 1 })
    .lean<Array<{ _id: Types.ObjectId; slug: string }>>();
  return new Map(records.map((record) => [record.slug, record._id]));
}
