/** Replies of the dashboard's Content area and of the home page's hero slides. */
import { z } from 'zod/mini';
import { articleAuthor, articleHeading, articleListing } from './replies';

/** Where an article stands: a draft, scheduled (published with a future date) or published (showing). */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** One row of the admin's article list. */
export const adminArticleSummary = z.extend(
  z.pick(articleHeading, { id: true, slug: true, title: true, titleAr: true }),
  {
    status: z.enum(ARTICLE_STATUSES),
    publishDate: z.string(),
    updatedAt: z.string(),
    /** Whether the Arabic title, excerpt and body are all written. */
    arabicComplete: z.boolean(),
    featured: z.boolean(),
    tags: z.array(z.string()),
  },
);
export type AdminArticleSummary = z.output<typeof adminArticleSummary>;

/** An article as the admin edits it. */
export const adminArticleView = z.extend(articleHeading, {
  content: z.string(),
  contentAr: z.optional(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  keywords: z.array(z.string()),
  author: articleAuthor,
  ...articleListing,
  published: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  publishDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticleView = z.output<typeof adminArticleView>;

/** A hero slide of the home page, as the storefront shows it. */
export const heroSlideView = z.object({
  id: z.string(),
  title: z.string(),
  titleAr: z.string(),
  subtitle: z.optional(z.string()),
  subtitleAr: z.optional(z.string()),
  buttonText: z.optional(z.string()),
  buttonTextAr: z.optional(z.string()),
  link: z.optional(z.string()),
  image: z.string(),
  imageAlt: z.string(),
  imageAltAr: z.string(),
  order: z.number(),
});
export type HeroSlideView = z.output<typeof heroSlideView>;

export const adminHeroSlideView = z.extend(heroSlideView, {
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type AdminHeroSlideView = z.output<typeof adminHeroSlideView>;
