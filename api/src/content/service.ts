import { trusted } from 'mongoose';
import { NotFoundError } from '../http/errors';
import { renderCoverSvg } from './cover-image';
import { Article, visibleNow, type ArticleAuthor, type ArticleRecord } from './model';
import type { ArticleDetail, ArticleList, ArticleSummary, TagCount } from '@ogulf/contracts';
import { pageOf } from '../http/paging';
export type { ArticleSummary, ArticleDetail, TagCount, ArticleList } from '@ogulf/contracts';

export interface ArticleListQuery {
  page: number;
  limit: number;
  tag?: string | undefined;
  featured?: boolean | undefined;
}

const RELATED_LIMIT = 3;

// Fields a summary needs; the bodies are the bulk of an article and stay in the database.
const SUMMARY_FIELDS = {
  slug: 1,
  title: 1,
  titleAr: 1,
  excerpt: 1,
  excerptAr: 1,
  publishDate: 1,
  'author.name': 1,
  'author.title': 1,
  'author.nameAr': 1,
  'author.titleAr': 1,
  tags: 1,
  readTime: 1,
  featured: 1,
  featuredImage: 1,
  imageAlt: 1,
  imageAltAr: 1,
} as const;

/** What a find with `SUMMARY_FIELDS` returns. */
type SummaryRecord = Omit<
  ArticleRecord,
  'content' | 'contentAr' | 'seoTitle' | 'seoDescription' | 'keywords' | 'author' | 'createdAt' | 'updatedAt'
> & {
  author: Pick<ArticleAuthor, 'name' | 'title' | 'nameAr' | 'titleAr'>;
};

// Newest first; `_id` breaks ties so pages never overlap or skip.
const NEWEST_FIRST = { publishDate: -1, _id: -1 } as const;

/**
 * A page of the articles showing at `now` (no drafts, none scheduled later), newest first,
 * optionally only those with `tag` or of one `featured` value.
 */
export async function listArticles(query: ArticleListQuery, now = new Date()): Promise<ArticleList> {
  const filter: { tags?: string; featured?: boolean } & ReturnType<typeof visibleNow> = visibleNow(now);
  if (query.tag !== undefined) filter.tags = query.tag;
  if (query.featured !== undefined) filter.featured = query.featured;

  const [records, total, tags] = await Promise.all([
    Article.find(filter, SUMMARY_FIELDS)
      .sort(NEWEST_FIRST)
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<SummaryRecord[]>(),
    Article.countDocuments(filter),
    countTags(now),
  ]);
  return { ...pageOf(records.map(toSummary), total, query), tags };
}

/**
 * The article with `slug` and its related articles; a 404 `ARTICLE_NOT_FOUND` when there is none
 * showing at `now` (a draft, or scheduled for later).
 */
export async function getArticle(slug: string, now = new Date()): Promise<ArticleDetail> {
  const record = await Article.findOne({ slug, ...visibleNow(now) }).lean<ArticleRecord>();
  if (!record) throw articleNotFound(slug);
  return {
    ...toSummary(record),
    content: record.content,
    ...(record.contentAr ? { contentAr: record.contentAr } : {}),
    author: authorWithBio(record.author),
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    keywords: record.keywords,
    related: await findRelated(record, now),
  };
}

/** The cover SVG of the article with `slug` (drawn from its first tag); 404 when there is none. */
export async function getArticleCover(slug: string): Promise<string> {
  const record = await Article.findOne({ slug }, { tags: 1 }).lean<Pick<ArticleRecord, 'tags'>>();
  if (!record) throw articleNotFound(slug);
  return renderCoverSvg(slug, record.tags[0]);
}

function articleNotFound(slug: string): NotFoundError {
  return new NotFoundError(`No article with slug "${slug}"`, { code: 'ARTICLE_NOT_FOUND' });
}

/**
 * Up to 3 other articles sharing the most tags with `article`, newest first among equals.
 * Counted here rather than in an aggregation so it runs the same on MongoDB and FerretDB.
 */
async function findRelated(article: ArticleRecord, now: Date): Promise<ArticleSummary[]> {
  if (article.tags.length === 0) return [];
  // `trusted` lets these operators through mongoose's sanitizeFilter; the values are ours.
  const candidates = await Article.find(
    { _id: trusted({ $ne: article._id }), tags: trusted({ $in: article.tags }), ...visibleNow(now) },
    SUMMARY_FIELDS,
  ).lean<SummaryRecord[]>();
  const own = new Set(article.tags);
  const shared = (record: SummaryRecord) => record.tags.filter((tag) => own.has(tag)).length;
  return candidates
    .map((record) => ({ record, shared: shared(record) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.record.publishDate.getTime() - a.record.publishDate.getTime() ||
        compareText(String(b.record._id), String(a.record._id)),
    )
    .slice(0, RELATED_LIMIT)
    .map(({ record }) => toSummary(record));
}

/** Articles per tag over those showing at `now`, from one projected find (FerretDB-safe). */
async function countTags(now: Date): Promise<TagCount[]> {
  const records = await Article.find(visibleNow(now), { tags: 1, _id: 0 }).lean<Array<Pick<ArticleRecord, 'tags'>>>();
  const counts = new Map<string, number>();
  for (const record of records) {
    for (const tag of new Set(record.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || compareText(a.tag, b.tag));
}

/** Code-unit order, the same on every machine whatever its locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An author as the article page and the admin show them: name, role and bio, the Arabic ones when written. */
export function authorWithBio(author: ArticleAuthor): ArticleAuthor {
  return { ...authorOf(author), bio: author.bio, ...(author.bioAr ? { bioAr: author.bioAr } : {}) };
}

function authorOf(author: SummaryRecord['author']): ArticleSummary['author'] {
  return {
    name: author.name,
    title: author.title,
    ...(author.nameAr ? { nameAr: author.nameAr } : {}),
    ...(author.titleAr ? { titleAr: author.titleAr } : {}),
  };
}

/** What every view of an article opens with: its id, address, title and excerpt (the Arabic ones where written). */
export function articleHeading(
  record: Pick<ArticleRecord, '_id' | 'slug' | 'title' | 'titleAr' | 'excerpt' | 'excerptAr'>,
) {
  return {
    id: String(record._id),
    slug: record.slug,
    title: record.title,
    ...(record.titleAr ? { titleAr: record.titleAr } : {}),
    excerpt: record.excerpt,
    ...(record.excerptAr ? { excerptAr: record.excerptAr } : {}),
  };
}

function toSummary(record: SummaryRecord): ArticleSummary {
  return {
    ...articleHeading(record),
    publishDate: record.publishDate.toISOString(),
    author: authorOf(record.author),
    tags: record.tags,
    readTime: record.readTime,
    featured: record.featured,
    featuredImage: record.featuredImage,
    imageAlt: record.imageAlt,
    ...(record.imageAltAr ? { imageAltAr: record.imageAltAr } : {}),
  };
}
