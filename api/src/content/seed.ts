import { trusted, type AnyBulkWriteOperation } from 'mongoose';
import { upsertedDespiteDuplicates } from '../util/bulk-write';
import { Article, type ArticleFields } from './model';
import { SEED_ARTICLES } from './seed-data';

export interface SeedArticlesResult {
  /** Built-in articles that were missing and were inserted. */
  inserted: number;
  /** Stored articles or authors, still as an earlier release seeded them, given their Arabic texts now. */
  translated: number;
}

const ABSENT = () => trusted({ $exists: false });

/**
 * Inserts the built-in articles that are missing, matched by slug. Existing articles are left as
 * they are (`$setOnInsert`), so edits made later by staff survive every restart, with one
 * exception: the Arabic texts later releases added. An article gets its Arabic title, excerpt,
 * body and cover text only while its English title, excerpt and body are still exactly the
 * built-in ones and it has no Arabic text at all; its author gets the Arabic name, title and bio
 * only while the English ones are the built-in ones and it has no Arabic name. Anything staff
 * wrote is never overwritten. Each step is one unordered `bulkWrite` (one round trip on FerretDB).
 */
export async function seedArticles(articles: readonly ArticleFields[] = SEED_ARTICLES): Promise<SeedArticlesResult> {
  // The unique slug index must exist before the upserts, or two servers starting together on
  // a fresh database could both insert the same article.
  await Article.createIndexes();
  if (articles.length === 0) return { inserted: 0, translated: 0 };
  const now = new Date();
  const inserted = await insertMissing(articles, now);
  return { inserted, translated: await addArabic(articles, now) };
}

async function insertMissing(articles: readonly ArticleFields[], now: Date): Promise<number> {
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

/** Fills in the Arabic of articles and authors still exactly as seeded in English; returns the articles changed. */
async function addArabic(articles: readonly ArticleFields[], now: Date): Promise<number> {
  const operations: AnyBulkWriteOperation<ArticleFields>[] = [];
  for (const article of articles) {
    if (article.titleAr && article.excerptAr && article.contentAr) {
      operations.push({
        updateOne: {
          filter: {
            slug: article.slug,
            title: article.title,
            excerpt: article.excerpt,
            content: article.content,
            titleAr: ABSENT(),
            excerptAr: ABSENT(),
            contentAr: ABSENT(),
          },
          update: {
            $set: {
              titleAr: article.titleAr,
              excerptAr: article.excerptAr,
              contentAr: article.contentAr,
              ...(article.imageAltAr ? { imageAltAr: article.imageAltAr } : {}),
              updatedAt: now,
            },
          },
          timestamps: false,
        },
      });
    }
    const { author } = article;
    if (author.nameAr && author.titleAr && author.bioAr) {
      operations.push({
        updateOne: {
          filter: {
            slug: article.slug,
            'author.name': author.name,
            'author.title': author.title,
            'author.bio': author.bio,
            'author.nameAr': ABSENT(),
          },
          update: {
            $set: {
              'author.nameAr': author.nameAr,
              'author.titleAr': author.titleAr,
              'author.bioAr': author.bioAr,
              updatedAt: now,
            },
          },
          timestamps: false,
        },
      });
    }
  }
  if (operations.length === 0) return 0;
  const result = await Article.bulkWrite(operations, { ordered: false });
  return result.modifiedCount;
}
