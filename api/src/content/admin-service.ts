import type {
  AdminArticleSummary,
  AdminArticleView,
  ArticleInput,
  ArticlePublicationInput,
  ArticleStatus,
} from '@ogulf/contracts';
import { CONTENT_LIMITS } from '@ogulf/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { Article, type ArticleFields, type ArticleRecord } from './model';
import { seoDescription, seoKeywords, seoTitle } from './seo';
import { articleHeading, authorWithBio } from './service';

/**
 * The admin's articles: every article, drafts and scheduled ones included, and its writes. The
 * storefront's reads (`service.ts`) show an article only once it is published and its date has
 * come; nothing here flips a flag at that moment (FerretDB has no TTL and the shop runs no jobs).
 */

const WORDS_PER_MINUTE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an article stands at `now`. */
export function articleStatus(record: Pick<ArticleRecord, 'published' | 'publishDate'>, now: Date): ArticleStatus {
  if (record.published === false) return 'draft';
  return record.publishDate.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Minutes to read `text` at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/u).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Every article, newest date first (scheduled ones on top), as rows of the admin's list. */
export async function listAdminArticles(now: Date): Promise<AdminArticleSummary[]> {
  const records = await Article.find(
    {},
    {
      slug: 1,
      title: 1,
      titleAr: 1,
      excerptAr: 1,
      contentAr: 1,
      published: 1,
      publishDate: 1,
      updatedAt: 1,
      featured: 1,
      tags: 1,
    },
  )
    .sort({ publishDate: -1, _id: -1 })
    .lean<ArticleRecord[]>();
  return records.map((record) => ({
    id: String(record._id),
    slug: record.slug,
    title: record.title,
    ...(record.titleAr ? { titleAr: record.titleAr } : {}),
    status: articleStatus(record, now),
    publishDate: record.publishDate.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    arabicComplete: Boolean(record.titleAr && record.excerptAr && record.contentAr),
    featured: record.featured,
    tags: record.tags,
  }));
}

export async function getAdminArticle(id: string, now: Date): Promise<AdminArticleView> {
  const record = await Article.findById(id).lean<ArticleRecord>();
  if (!record) throw notFound(id);
  return toAdminView(record, now);
}

export async function createArticle(input: ArticleInput, now: Date): Promise<AdminArticleView> {
  const fields = articleFields(input, now);
  await refuseTakenSlug(fields.slug);
  try {
    const [record] = await Article.create([fields]);
    return toAdminView(record!.toObject<ArticleRecord>(), now);
  } catch (error) {
    throw slugTakenOr(error);
  }
}

/** Replaces an article's fields with the form's; the slug may change if the new one is free. */
export async function updateArticle(id: string, input: ArticleInput, now: Date): Promise<AdminArticleView> {
  const fields = articleFields(input, now);
  await refuseTakenSlug(fields.slug, id);
  const unset = Object.fromEntries(OPTIONAL_TEXTS.filter((key) => fields[key] === undefined).map((key) => [key, 1]));
  try {
    const record = await Article.findByIdAndUpdate(
      id,
      { $set: definedFields(fields), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      { returnDocument: 'after', runValidators: true },
    ).lean<ArticleRecord>();
    if (!record) throw notFound(id);
    return toAdminView(record, now);
  } catch (error) {
    throw slugTakenOr(error);
  }
}

/** Publishes (now, or at a future `publishDate`) or takes an article back to a draft. */
export async function setPublication(id: string, input: ArticlePublicationInput, now: Date): Promise<AdminArticleView> {
  const set: Partial<ArticleFields> = { published: input.published };
  if (input.published) set.publishDate = publishDateOf(input.publishDate, now);
  const record = await Article.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' }).lean<ArticleRecord>();
  if (!record) throw notFound(id);
  return toAdminView(record, now);
}

export async function deleteArticle(id: string): Promise<void> {
  const record = await Article.findByIdAndDelete(id).lean<ArticleRecord>();
  if (!record) throw notFound(id);
}

const OPTIONAL_TEXTS = ['titleAr', 'excerptAr', 'contentAr', 'imageAltAr'] as const;

/** The stored fields of a form: SEO texts made by the spec's rules when left empty, the reading time counted. */
function articleFields(input: ArticleInput, now: Date): ArticleFields {
  const blank = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  return {
    title: input.title,
    titleAr: blank(input.titleAr),
    slug: input.slug,
    excerpt: input.excerpt,
    excerptAr: blank(input.excerptAr),
    content: input.content,
    contentAr: blank(input.contentAr),
    publishDate: publishDateOf(input.publishDate, now, !input.published),
    published: input.published,
    author: {
      name: input.author.name,
      title: input.author.title,
      bio: input.author.bio,
      nameAr: blank(input.author.nameAr),
      titleAr: blank(input.author.titleAr),
      bioAr: blank(input.author.bioAr),
    },
    tags: input.tags,
    readTime: readingMinutes(input.content),
    featured: input.featured ?? false,
    seoTitle: blank(input.seoTitle) ?? seoTitle(input.title),
    seoDescription: blank(input.seoDescription) ?? seoDescription(input.excerpt),
    keywords: seoKeywords(input.keywords ?? []),
    // Without an upload, the blog draws the cover from the first tag (`/assets/images/blog/<slug>.svg`).
    featuredImage: blank(input.featuredImage) ?? `/assets/images/blog/${input.slug}.svg`,
    imageAlt: blank(input.imageAlt) ?? input.title,
    imageAltAr: blank(input.imageAltAr) ?? blank(input.titleAr),
  };
}

/** The date an article shows from: `iso`, or `now` when absent; a date more than a year ahead is refused. */
function publishDateOf(iso: string | undefined, now: Date, draft = false): Date {
  if (iso === undefined) return now;
  const date = new Date(iso);
  if (!draft && date.getTime() - now.getTime() > CONTENT_LIMITS.scheduleDays * DAY_MS) {
    throw new ValidationError(
      'An article can be scheduled at most a year ahead',
      [{ path: 'publishDate', message: 'At most a year ahead' }],
      { code: 'VALIDATION_FAILED' },
    );
  }
  return date;
}

async function refuseTakenSlug(slug: string, ownId?: string): Promise<void> {
  const other = await Article.findOne({ slug }, { _id: 1 }).lean<Pick<ArticleRecord, '_id'>>();
  if (other && String(other._id) !== ownId) throw slugTaken(slug);
}

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`Another article already has the address /${slug}`, {
    code: 'SLUG_TAKEN',
    details: [{ path: 'slug', message: 'Another article already has this slug' }],
  });
}

/** Two saves racing for one slug: the unique index refuses the second. */
function slugTakenOr(error: unknown): unknown {
  if ((error as { code?: unknown } | null)?.code !== 11000) return error;
  const slug = (error as { keyValue?: { slug?: unknown } }).keyValue?.slug;
  return slugTaken(typeof slug === 'string' ? slug : '');
}

function toAdminView(record: ArticleRecord, now: Date): AdminArticleView {
  return {
    ...articleHeading(record),
    content: record.content,
    ...(record.contentAr ? { contentAr: record.contentAr } : {}),
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    keywords: record.keywords,
    tags: record.tags,
    author: authorWithBio(record.author),
    featuredImage: record.featuredImage,
    imageAlt: record.imageAlt,
    ...(record.imageAltAr ? { imageAltAr: record.imageAltAr } : {}),
    featured: record.featured,
    readTime: record.readTime,
    published: record.published !== false,
    status: articleStatus(record, now),
    publishDate: record.publishDate.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`No article with id "${id}"`, { code: 'ARTICLE_NOT_FOUND' });
}
