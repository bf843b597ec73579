/**
 * The article form: both languages, SEO texts, tags, author, cover and when it shows. The inputs
 * are checked with the API's own `articleBody` (from `@ogulf/contracts`) after `toArticleBody`
 * has turned them into a body, so the form refuses exactly what the API would.
 */
import { z } from 'zod/mini';
import {
  articleBody,
  QATAR_UTC_OFFSET_MINUTES,
  seoDescription,
  seoTitle,
  slugify,
  type ArticleInput,
} from '@ogulf/contracts';
import type { AdminArticleView, ArticleTag } from './types';

export type Publication = 'draft' | 'publish' | 'schedule';

export interface ArticleValues {
  title: string;
  titleAr: string;
  slug: string;
  excerpt: string;
  excerptAr: string;
  content: string;
  contentAr: string;
  seoTitle: string;
  seoDescription: string;
  /** Comma-separated. */
  keywords: string;
  tags: string[];
  author: { name: string; title: string; bio: string; nameAr: string; titleAr: string; bioAr: string };
  featuredImage: string;
  imageAlt: string;
  imageAltAr: string;
  featured: boolean;
  publication: Publication;
  /** Qatar time, as a `datetime-local` input gives it (`2026-12-01T09:00`). */
  publishDate: string;
  /** The stored date of an article already showing, kept when it is saved as published. */
  shownSince: string;
}

const OFFSET = `+${String(QATAR_UTC_OFFSET_MINUTES / 60).padStart(2, '0')}:00`;

/** An instant as Qatar's wall clock, for a `datetime-local` input. */
export function toQatarLocal(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + QATAR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Qatar time, as an ISO date-time with its offset; '' stays ''. */
export function fromQatarLocal(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${OFFSET}` : local;
}

/** A drawn cover (`/assets/images/blog/<slug>.svg`) is not an upload: the form shows no picture for it. */
export const isUploadedCover = (path: string): boolean => path.startsWith('/assets/images/shop/');

export function articleValues(article?: AdminArticleView): ArticleValues {
  const showing = article?.status === 'published';
  return {
    title: article?.title ?? '',
    titleAr: article?.titleAr ?? '',
    slug: article?.slug ?? '',
    excerpt: article?.excerpt ?? '',
    excerptAr: article?.excerptAr ?? '',
    content: article?.content ?? '',
    contentAr: article?.contentAr ?? '',
    seoTitle: article?.seoTitle ?? '',
    seoDescription: article?.seoDescription ?? '',
    keywords: article?.keywords.join(', ') ?? '',
    tags: article?.tags ?? [],
    author: {
      name: article?.author.name ?? '',
      title: article?.author.title ?? '',
      bio: article?.author.bio ?? '',
      nameAr: article?.author.nameAr ?? '',
      titleAr: article?.author.titleAr ?? '',
      bioAr: article?.author.bioAr ?? '',
    },
    featuredImage: article && isUploadedCover(article.featuredImage) ? article.featuredImage : '',
    imageAlt: article?.imageAlt ?? '',
    imageAltAr: article?.imageAltAr ?? '',
    featured: article?.featured ?? false,
    publication: !article ? 'publish' : article.status === 'draft' ? 'draft' : showing ? 'publish' : 'schedule',
    publishDate: article && article.status === 'scheduled' ? toQatarLocal(article.publishDate) : '',
    shownSince: showing ? article.publishDate : '',
  };
}

/** The request body the values make (before the contract checks it). */
export function toArticleBody(values: ArticleValues): ArticleInput {
  const publishDate =
    values.publication === 'schedule'
      ? fromQatarLocal(values.publishDate)
      : values.publication === 'publish' && values.shownSince
        ? values.shownSince
        : undefined;
  return {
    title: values.title,
    titleAr: values.titleAr,
    slug: values.slug,
    excerpt: values.excerpt,
    excerptAr: values.excerptAr,
    content: values.content,
    contentAr: values.contentAr,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    keywords: values.keywords
      .split(/[,،]/)
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    tags: values.tags as ArticleTag[],
    author: values.author,
    featuredImage: values.featuredImage,
    imageAlt: values.imageAlt,
    imageAltAr: values.imageAltAr,
    featured: values.featured,
    published: values.publication !== 'draft',
    ...(publishDate === undefined ? {} : { publishDate }),
  };
}

/** The form's check: its values made into a body, then the API's `articleBody`. */
export const articleSchema = z.pipe(
  z.transform((values: ArticleValues) => toArticleBody(values)),
  articleBody,
);

/** What the page title and description will be: the admin's own, else made by the spec's rules. */
export function seoPreview(values: Pick<ArticleValues, 'title' | 'excerpt' | 'seoTitle' | 'seoDescription'>): {
  title: string;
  description: string;
} {
  return {
    title: values.seoTitle.trim() || seoTitle(values.title),
    description: values.seoDescription.trim() || seoDescription(values.excerpt),
  };
}

/** The slug a new article takes from its title until the admin writes one. */
export const suggestedSlug = (title: string): string => slugify(title).slice(0, 120).replace(/-+$/, '');

/** Whether a scheduled time has already passed (the article would then show at once). */
export function scheduleHasPassed(local: string, now = Date.now()): boolean {
  const at = new Date(fromQatarLocal(local)).getTime();
  return Number.isFinite(at) && at <= now;
}
