import type { AnyBulkWriteOperation } from 'mongoose';
import { upsertedDespiteDuplicates } from '../util/bulk-write';
import { Article, type ArticleFields } from './model';
import { SEED_ARTICLES } from './seed-data';

/**
 * Inserts the built-in articles that are missing, matched by slug, and returns how many it
 * inserted. Existing articles are left exactly as they are (`$setOnInsert`), so edits made
 * later by staff survive every restart. One unordered `bulkWrite` keeps it to a single round
 * trip, which matters on FerretDB.
 */
export async function seedArticles(articles: readonly ArticleFields[] = SEED_ARTICLES): Promise<number> {
  // The unique slug index must exist before the upserts, or two servers starting together on
  // a fresh database could both insert the same article.
  await Article.createIndexes();
  if (articles.length === 0) return 0;
  const now = new Date();
  const operations: AnyBulkWriteOperation<ArticleFields>[] = articles.map((article) => ({
    updateOne: {
      filter: { slug: article.slug },
      // Timestamps are written by hand: mongoose would otherwise add `updatedAt` to `$set`,
      // touching existing articles on every start.
      update: { $setOnInsert: { ...article, createdAt: now, updatedAt: now } },
      upsert: true,
      timestamps: false,
    },
  }));
  try {
    const result = await Article.bulkWrite(operations, { ordered: false });
    return result.upsertedCount;
  } catch (error) {
    // Another server seeding the same database at the same moment inserted some articles
    // first; the unique index turned our upserts of those into duplicate-key errors.
    const inserted = upsertedDespiteDuplicates(error);
    if (inserted === undefined) throw error;
    return inserted;
  }
}
