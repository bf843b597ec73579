/**
 * Requests of the dashboard's Content area: blog articles (written in both languages, published
 * now, scheduled or kept as drafts) and the home page's hero slides.
 */
import { z } from 'zod/mini';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../constants';
import { remoteOfFixedPath } from '../routes';

/** Every tag an article may carry (the blog's fixed vocabulary, each with its label in both languages). */
export const ARTICLE_TAGS = [
  'office-chairs',
  'desks',
  'storage',
  'meeting-rooms',
  'reception',
  'ergonomics',
  'lighting',
  'home-office',
  'home-furniture',
  'it-products',
  'security',
  'bank-equipment',
  'stationery',
  'sustainability',
  'maintenance',
  'planning',
  'budget',
  'office-furniture',
  'qatar',
] as const;
export type ArticleTag = (typeof ARTICLE_TAGS)[number];

/** Field limits of the article and hero slide forms (the spec's SEO limits among them). */
export const CONTENT_LIMITS = {
  articleTitle: { min: 5, max: 150 },
  excerpt: { min: 20, max: 500 },
  body: { min: 50, max: 60_000 },
  /** The spec: an SEO title has at most 60 characters, a description at most 160. */
  seoTitle: 60,
  seoDescription: 160,
  keywords: 20,
  keyword: 60,
  tags: { min: 1, max: 5 },
  authorName: { min: 2, max: 100 },
  authorTitle: { min: 2, max: 100 },
  authorBio: 1000,
  imageAlt: 250,
  /** A scheduled date at most this many days ahead. */
  scheduleDays: 366,
  slideTitle: { min: 2, max: 80 },
  slideSubtitle: 160,
  slideButton: 40,
  slideLink: 300,
  maxSlides: 12,
} as const;

/** Why a slug is refused beyond its shape: the site's own pages live at `/{name}` too. */
export function slugShadowsPage(slug: string): boolean {
  return remoteOfFixedPath(`/${slug}`) !== undefined || slug === 'adm' || slug === 'api' || slug === 'assets';
}

const trimmed = (min: number, max: number, what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? `Enter the ${what}` : `At least ${min} characters`),
      z.maxLength(max, `At most ${max} characters`),
    );
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

/** A site path of a picture the shop serves (an upload or a built-in picture). */
const picturePath = z.string().check(
  z.trim(),
  z.maxLength(300),
  z.regex(
    /^\/assets\/images\/[A-Za-z0-9/_.-]+\.(?:webp|jpe?g|png|svg)$/,
    'Upload a picture (a path under /assets/images/)',
  ),
  z.refine((value) => !value.includes('..'), 'Upload a picture (a path under /assets/images/)'),
);

/** An article's slug as the admin writes it: the blog's slug rule, and not the address of a page of the shop. */
export const articleSlugInput = z.string().check(
  z.trim(),
  z.minLength(3, 'At least 3 characters'),
  z.maxLength(MAX_SLUG_LENGTH, `At most ${MAX_SLUG_LENGTH} characters`),
  z.regex(SLUG_PATTERN, 'Lowercase letters and digits joined by single hyphens, such as office-chairs-guide'),
  z.refine((slug) => !slugShadowsPage(slug), 'This address belongs to a page of the shop: choose another slug'),
);

/** `POST /api/admin/articles` and `PUT /api/admin/articles/:id`. */
export const articleBody = z.strictObject({
  title: trimmed(CONTENT_LIMITS.articleTitle.min, CONTENT_LIMITS.articleTitle.max, 'title'),
  titleAr: optionalText(CONTENT_LIMITS.articleTitle.max),
  slug: articleSlugInput,
  excerpt: trimmed(CONTENT_LIMITS.excerpt.min, CONTENT_LIMITS.excerpt.max, 'excerpt'),
  excerptAr: optionalText(CONTENT_LIMITS.excerpt.max),
  content: trimmed(CONTENT_LIMITS.body.min, CONTENT_LIMITS.body.max, 'body'),
  contentAr: optionalText(CONTENT_LIMITS.body.max),
  /** Empty or absent: made from the title by the spec's rule. At most 60 characters. */
  seoTitle: optionalText(CONTENT_LIMITS.seoTitle),
  /** Empty or absent: made from the excerpt by the spec's rule. At most 160 characters. */
  seoDescription: optionalText(CONTENT_LIMITS.seoDescription),
  keywords: z.optional(
    z
      .array(z.string().check(z.trim(), z.maxLength(CONTENT_LIMITS.keyword)))
      .check(z.maxLength(CONTENT_LIMITS.keywords, `At most ${CONTENT_LIMITS.keywords} keywords`)),
  ),
  tags: z.array(z.enum(ARTICLE_TAGS, 'Choose tags from the list')).check(
    z.minLength(CONTENT_LIMITS.tags.min, 'Choose at least one tag'),
    z.maxLength(CONTENT_LIMITS.tags.max, `At most ${CONTENT_LIMITS.tags.max} tags`),
    z.refine((tags) => new Set(tags).size === tags.length, 'A tag is chosen twice'),
  ),
  author: z.strictObject({
    name: trimmed(CONTENT_LIMITS.authorName.min, CONTENT_LIMITS.authorName.max, 'author'),
    title: trimmed(CONTENT_LIMITS.authorTitle.min, CONTENT_LIMITS.authorTitle.max, "author's role"),
    bio: z.string().check(z.trim(), z.maxLength(CONTENT_LIMITS.authorBio)),
    /** The Arabic name, role and bio, shown on Arabic pages (empty: the English ones). */
    nameAr: optionalText(CONTENT_LIMITS.authorName.max),
    titleAr: optionalText(CONTENT_LIMITS.authorTitle.max),
    bioAr: optionalText(CONTENT_LIMITS.authorBio),
  }),
  /** An uploaded cover; absent or empty: the blog's drawn cover for the article's first tag. */
  featuredImage: z.optional(z.union([z.literal(''), picturePath])),
  imageAlt: optionalText(CONTENT_LIMITS.imageAlt),
  imageAltAr: optionalText(CONTENT_LIMITS.imageAlt),
  featured: z.optional(z.boolean()),
  /** False: a draft, never shown. True: shown from `publishDate` on. */
  published: z.boolean(),
  /** When it shows (ISO date-time); absent: now. A future date schedules it. */
  publishDate: z.optional(z.iso.datetime({ offset: true, message: 'Expected a date and time' })),
});
export type ArticleInput = z.output<typeof articleBody>;

/** `PATCH /api/admin/articles/:id/publication`: publish now, schedule, or take back to a draft. */
export const articlePublicationBody = z.strictObject({
  published: z.boolean(),
  publishDate: z.optional(z.iso.datetime({ offset: true, message: 'Expected a date and time' })),
});
export type ArticlePublicationInput = z.output<typeof articlePublicationBody>;

/** A link of a hero slide's button: a path of the shop (`/products?category=...`) or a web address. */
const slideLink = z
  .string()
  .check(
    z.trim(),
    z.maxLength(CONTENT_LIMITS.slideLink),
    z.regex(/^(?:\/(?!\/)\S*|https:\/\/\S+)$/, 'A path of the shop such as /products, or an https:// address'),
  );

/** `POST /api/admin/hero-slides` and `PUT /api/admin/hero-slides/:id`. */
export const heroSlideBody = z.strictObject({
  title: trimmed(CONTENT_LIMITS.slideTitle.min, CONTENT_LIMITS.slideTitle.max, 'title'),
  titleAr: trimmed(CONTENT_LIMITS.slideTitle.min, CONTENT_LIMITS.slideTitle.max, 'Arabic title'),
  subtitle: optionalText(CONTENT_LIMITS.slideSubtitle),
  subtitleAr: optionalText(CONTENT_LIMITS.slideSubtitle),
  buttonText: optionalText(CONTENT_LIMITS.slideButton),
  buttonTextAr: optionalText(CONTENT_LIMITS.slideButton),
  link: z.optional(z.union([z.literal(''), slideLink])),
  image: picturePath,
  imageAlt: trimmed(2, CONTENT_LIMITS.imageAlt, 'picture description'),
  imageAltAr: trimmed(2, CONTENT_LIMITS.imageAlt, 'Arabic picture description'),
  visible: z.optional(z.boolean()),
});
export type HeroSlideInput = z.output<typeof heroSlideBody>;

/** `PUT /api/admin/hero-slides/order`: every slide's id, in the new order. */
export const heroSlideOrderBody = z.strictObject({
  ids: z.array(z.string().check(z.regex(/^[0-9a-fA-F]{24}$/, 'Expected an id (24 hex digits)'))).check(
    z.minLength(1),
    z.maxLength(CONTENT_LIMITS.maxSlides * 2),
    z.refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'An id is listed twice'),
  ),
});
export type HeroSlideOrderInput = z.output<typeof heroSlideOrderBody>;
