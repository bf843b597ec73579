import { trusted, type Model, type Types } from 'mongoose';
import { insertedDespiteDuplicates } from '../util/bulk-write';
import { StockLevelModel } from '../stock/stock';
import {
  Category,
  Product,
  ProductSku,
  Subcategory,
  type CategoryFields,
  type ProductFields,
  type SubcategoryFields,
} from './model';
import { CATALOG_SEED, type CatalogSeed } from './seed-data';
import { retiredSeedKeys } from './seed-tombstones';
import { refreshSeededTexts } from './seed-texts';

export interface CatalogSeedResult {
  categories: number;
  subcategories: number;
  products: number;
  /** Products stored before with the seed's earlier pictures that were given the new ones. */
  pictures: number;
}

const HOUR_MS = 3_600_000;

/**
 * Inserts the built-in categories, subcategories and products that are missing, matched by
 * slug, and returns how many of each it inserted. Existing documents are never written to, so
 * staff edits survive every restart (except that a built-in product's texts still exactly as an
 * earlier release seeded them are brought up to date: `refreshSeededTexts`). Per collection: one
 * read of the slugs present, one unordered bulk insert of the missing documents, one read of the
 * ids (the subcategories need their category's id, the products both).
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
    seed.products.flatMap(({ categorySlug, subcategorySlug, ageHours, previousImages: _previous, ...product }) => {
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
    registerVariants,
  );
  // Products still as an earlier release seeded them get this release's texts (see seed-texts.ts).
  await refreshSeededTexts(seed);
  const pictures = await addNewPictures(seed);
  return { categories, subcategories, products, pictures };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Gives a product seeded before the extra pictures (detail view, dimensioned drawing) came the
 * seed's new list, when its stored pictures are still exactly the ones the seed gave it then; a
 * product whose pictures the admin changed, added to or reordered is left alone, and so is every
 * other field. One read of the seeded slugs' pictures, then one update per product still behind
 * (none on later starts). The update repeats the old list in its filter, so a save the admin
 * makes between the read and the write wins (FerretDB applies it as a find then a write, which
 * leaves only that instant open).
 */
async function addNewPictures(seed: CatalogSeed): Promise<number> {
  const bySlug = new Map(seed.products.map((product) => [product.slug, product]));
  const stored = await Product.find({ slug: trusted({ $in: [...bySlug.keys()] }) }, { slug: 1, images: 1 }).lean<
    Array<{ _id: Types.ObjectId; slug: string; images?: string[] }>
  >();
  let updated = 0;
  for (const product of stored) {
    const built = bySlug.get(product.slug);
    if (!built || sameList(product.images ?? [], built.images)) continue;
    if (!sameList(product.images ?? [], built.previousImages)) continue;
    const result = await Product.updateOne(
      { _id: product._id, images: built.previousImages },
      { $set: { images: built.images } },
      { timestamps: false },
    );
    updated += result.modifiedCount;
  }
  return updated;
}

function ignoreDuplicate(error: unknown): void {
  if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
}

/**
 * The catalogue-wide SKU registry and the stock figures of the variants of products the seed just
 * inserted (never of products already there, which the admin may have changed). Claiming a SKU is
 * an insert against its unique _id; a SKU this product holds already (a second server seeding the
 * same database) is left as it is, and so is a figure set already.
 */
async function registerVariants(inserted: ReadonlyArray<ProductFields & { slug: string }>): Promise<void> {
  const withVariants = inserted.filter((product) => (product.variants ?? []).length > 0);
  if (withVariants.length === 0) return;
  const ids = await idsBySlug(
    Product,
    withVariants.map((product) => product.slug),
  );
  for (const product of withVariants) {
    const productId = ids.get(product.slug);
    if (!productId) continue;
    for (const variant of product.variants ?? []) {
      await ProductSku.create({ _id: variant.sku, productId }).catch(ignoreDuplicate);
      // Its first figure, by an insert against the unique _id: of two servers seeding at once,
      // one inserts it and the other's duplicate key is ignored (an upsert could fail for both).
      if (variant.stock !== null)
        await StockLevelModel.create({ _id: variant.sku, epoch: 1, received: variant.stock }).catch(ignoreDuplicate);
    }
  }
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
  /** Called with the documents that were missing, after their insert. */
  afterInsert?: (inserted: ReadonlyArray<T>) => Promise<void>,
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
  let inserted: number;
  try {
    inserted = (await model.bulkWrite(operations, { ordered: false, timestamps: false })).insertedCount;
  } catch (error) {
    // Another server seeding the same database at the same moment inserted some first; the
    // unique slug index turned our inserts of those into duplicate-key errors.
    const despite = insertedDespiteDuplicates(error);
    if (despite === undefined) throw error;
    inserted = despite;
  }
  await afterInsert?.(missing);
  return inserted;
}

async function idsBySlug<T>(model: Model<T>, slugs: readonly string[]): Promise<Map<string, Types.ObjectId>> {
  const records = await model
    .find({ slug: trusted({ $in: slugs }) }, { slug: 1 })
    .lean<Array<{ _id: Types.ObjectId; slug: string }>>();
  return new Map(records.map((record) => [record.slug, record._id]));
}
