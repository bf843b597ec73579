import { generateArticleText } from './article-generator';
import { describeCover } from './cover-image';
import { FEATURED_ARTICLES, type HandWrittenArticle } from './featured-articles';
import type { ArticleFields } from './model';
import { seoDescription, seoKeywords, seoTitle } from './seo';
import { slugify } from '@ogulf/contracts';

/**
 * The 40 built-in articles: the 2 hand-written featured ones and 38 generated from the titles
 * below. Generated articles are dated one every `GENERATED_INTERVAL_DAYS` days back from
 * 2025-06-01 (the first title gets 2025-06-01), read in 4 minutes, are not featured and are
 * English only.
 */

export const GENERATED_TITLES: readonly string[] = [
  'Best Standing Desks for Doha Offices',
  "How to Keep Office Furniture Looking New in Qatar's Climate",
  'Ergonomic Office Chairs: What Really Matters for Your Back',
  'Executive Desks That Make a Lasting First Impression',
  'Choosing Conference Tables for Meeting Rooms of Every Size',
  'Reception Area Design Ideas for Qatari Businesses',
  'Smart Storage Solutions for Small Offices in Doha',
  'Filing Cabinets vs. Mobile Pedestals: Which Suits Your Team?',
  'Office Lighting for Comfort and Productivity',
  'Setting Up a Productive Home Office in Qatar',
  'Home Furniture Trends for Modern Qatari Villas',
  'Choosing the Right Office Printer for Your Business',
  "Business Laptops and Desktops: A Buyer's Guide for Qatar Companies",
  'Interactive Screens for Meeting Rooms and Classrooms',
  'How to Choose a Fireproof Safe for Your Office',
  'Safes for the Home: Protecting Valuables and Documents in Qatar',
  'Cash Counting Machines: What Banks and Retailers Should Know',
  'Banknote Detectors and Sorters for Qatari Businesses',
  'Essential Office Stationery Checklist for New Businesses',
  'Bulk Stationery Buying: How to Save Without Running Out',
  'Sustainable Office Furniture Choices for Greener Workplaces',
  'Budgeting for Office Furniture: A Practical Guide for Qatar SMEs',
  'Furnishing a Startup Office in Qatar: Start Lean, Grow Smart',
  'Gaming Chairs for Home and Office Use',
  'Visitor Seating for Waiting Areas That Lasts',
  'Training Room Furniture: Flexible Tables and Stackable Chairs',
  'Monitor Arms and Desk Accessories for a Healthier Setup',
  "Kids' Study Desks and Bedroom Furniture for Qatari Homes",
  'Securing Your Office: Key Cabinets, Safes and Access Control',
  'Paper Shredders and Document Security for Small Businesses',
  'Bank Counter Furniture and Queue Management Essentials',
  'Office Fit-Out Timelines: From Floor Plan to Move-In Day',
  'Majlis and Outdoor Seating for Qatari Homes',
  'Caring for Leather and Fabric Office Chairs in Dusty Conditions',
  'Task Lighting and Desk Lamps for Long Working Days',
  'Recycling and Refurbishing Old Office Furniture',
  'Home Office Desks and Chairs for Small Apartments',
  'Cable Management Tips for a Tidy Workplace',
];

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

function fromTitle(title: string, index: number): ArticleFields {
  const slug = slugify(title);
  const text = generateArticleText(title);
  return {
    title,
    slug,
    excerpt: text.excerpt,
    content: text.content,
    publishDate: new Date(FIRST_GENERATED_DATE.getTime() - index * GENERATED_INTERVAL_DAYS * DAY_MS),
    author: text.author,
    tags: text.tags,
    readTime: GENERATED_READ_TIME,
    featured: false,
    seoTitle: seoTitle(title, shortForm(title)),
    seoDescription: seoDescription(text.excerpt),
    keywords: keywordsFor(title, text.tags),
    featuredImage: coverImagePath(slug),
    imageAlt: describeCover(slug, text.tags[0]),
  };
}

/** Builds the built-in articles (featured first, then the generated ones newest first). */
export function buildSeedArticles(): ArticleFields[] {
  const articles = [...FEATURED_ARTICLES.map(fromHandWritten), ...GENERATED_TITLES.map(fromTitle)];
  const slugs = new Set(articles.map((article) => article.slug));
  if (slugs.size !== articles.length || slugs.has('')) {
    throw new Error('Built-in article titles must give distinct, non-empty slugs');
  }
  return articles;
}

/** The built-in articles, built once at start-up. */
export const SEED_ARTICLES: readonly ArticleFields[] = buildSeedArticles();
