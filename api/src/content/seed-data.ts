import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateArticleText } from './article-generator';
import { describeCover } from './cover-image';
import { FEATURED_ARTICLES, type HandWrittenArticle } from './featured-articles';
import type { ArticleFields } from './model';
import { seoDescription, seoKeywords, seoTitle } from './seo';
import { slugify } from '@ogulf/contracts';
import { z } from 'zod';

/**
 * The 40 built-in articles: the 2 hand-written featured ones and 38 generated from the titles
 * below. Generated articles are dated one every `GENERATED_INTERVAL_DAYS` days back from
 * 2025-06-01 (the first title gets 2025-06-01), read in 4 minutes and are not featured. Every
 * article has its Arabic title, excerpt, body and cover text; the slug stays the English one, and
 * the Arabic version is the same address with `?lang=ar`.
 */

/** A generated article's English title and its Arabic title, written for Arabic readers. */
export interface GeneratedTitle {
  title: string;
  titleAr: string;
}

/** The generated articles' titles, newest first, as data (`generated-titles.json`), checked when loaded. */
export const GENERATED_ARTICLE_TITLES: readonly GeneratedTitle[] = z
  .array(z.strictObject({ title: z.string().min(1), titleAr: z.string().min(1) }))
  .parse(JSON.parse(readFileSync(path.join(__dirname, 'generated-titles.json'), 'utf8')));

export const GENERATED_TITLES: readonly string[] = GENERATED_ARTICLE_TITLES.map((entry) => entry.title);

/** Date of the first generated article; each next one is this many days earlier. */
export const FIRST_GENERATED_DATE = new Date('2025-06-01T00:00:00.000Z');
export const GENERATED_INTERVAL_DAYS = 4;
export const GENERATED_READ_TIME = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

// Short words that make poor keywords.
const STOP_WORDS = new Set(
  [
    'a an and are as at be by for from how in into is it its of on or that the their this to up vs what which who with',
    'without you your will every new small long really keep looking make matters choose choosing setting use days',
    'should know out right lasts suits start grow old',
  ]
    .join(' ')
    .split(' '),
);

/** The site path of an article's cover image (served by `articleCoverRoutes`). */
export function coverImagePath(slug: string): string {
  return `/assets/images/blog/${slug}.svg`;
}

/** SEO keywords: the tags as words, then the title's significant words, then the brand's. */
export function keywordsFor(title: string, tags: readonly string[]): string[] {
  const titleWords = title
    .toLowerCase()
    .split(/\s+/)
    // Possessives go ("qatar's" -> "qatar"); hyphenated words stay whole ("fit-out").
    .map((word) =>
      word
        .replace(/['’]s\b/u, '')
        .replace(/[^\p{L}\p{N}-]/gu, '')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return seoKeywords([
    ...tags.map((tag) => tag.replaceAll('-', ' ')),
    ...titleWords,
    'office furniture qatar',
    'ogulf',
  ]);
}

/** The SEO title's shorter form: the part before a colon, when there is one. */
function shortForm(title: string): string | undefined {
  const colon = title.indexOf(':');
  return colon > 0 ? title.slice(0, colon) : undefined;
}

function fromHandWritten(article: HandWrittenArticle): ArticleFields {
  const slug = slugify(article.title);
  return {
    title: article.title,
    titleAr: article.titleAr,
    slug,
    excerpt: article.excerpt,
    excerptAr: article.excerptAr,
    content: article.content,
    contentAr: article.contentAr,
    publishDate: article.publishDate,
    author: article.author,
    tags: article.tags,
    readTime: article.readTime,
    featured: true,
    seoTitle: seoTitle(article.title, article.shortTitle),
    seoDescription: seoDescription(article.excerpt),
    keywords: keywordsFor(article.title, article.tags),
    featuredImage: coverImagePath(slug),
    imageAlt: article.imageAlt,
    imageAltAr: article.imageAltAr,
  };
}

function fromTitle({ title, titleAr }: GeneratedTitle, index: number): ArticleFields {
  const slug = slugify(title);
  const text = generateArticleText(title);
  const cover = text.tags[0];
  return {
    title,
    titleAr,
    slug,
    excerpt: text.excerpt,
    excerptAr: text.excerptAr,
    content: text.content,
    contentAr: text.contentAr,
    publishDate: new Date(FIRST_GENERATED_DATE.getTime() - index * GENERATED_INTERVAL_DAYS * DAY_MS),
    author: text.author,
    tags: text.tags,
    readTime: GENERATED_READ_TIME,
    featured: false,
    seoTitle: seoTitle(title, shortForm(title)),
    seoDescription: seoDescription(text.excerpt),
    keywords: keywordsFor(title, text.tags),
    featuredImage: coverImagePath(slug),
    imageAlt: describeCover(slug, cover),
    imageAltAr: describeCover(slug, cover, 'ar'),
  };
}

/** Builds the built-in articles (featured first, then the generated ones newest first). */
export function buildSeedArticles(): ArticleFields[] {
  const articles = [...FEATURED_ARTICLES.map(fromHandWritten), ...GENERATED_ARTICLE_TITLES.map(fromTitle)];
  const slugs = new Set(articles.map((article) => article.slug));
  if (slugs.size !== articles.length || slugs.has('')) {
    throw new Error('Built-in article titles must give distinct, non-empty slugs');
  }
  return articles;
}

/** The built-in articles, built once at start-up. */
export const SEED_ARTICLES: readonly ArticleFields[] = buildSeedArticles();
