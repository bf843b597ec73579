/** The article shapes served by `GET /api/articles` and `GET /api/articles/{slug}`. */

export interface ArticleAuthor {
  name: string;
  title: string;
}

export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  titleAr?: string;
  excerpt: string;
  excerptAr?: string;
  /** ISO 8601. */
  publishDate: string;
  author: ArticleAuthor;
  tags: string[];
  /** Minutes. */
  readTime: number;
  featured: boolean;
  /** `/assets/images/blog/<slug>.svg`, drawn at 1200×630. */
  featuredImage: string;
  imageAlt: string;
  imageAltAr?: string;
}

export interface Article extends ArticleSummary {
  /** English body in the Markdown subset of `markdown.tsx`. */
  content: string;
  contentAr?: string;
  author: ArticleAuthor & { bio: string };
  /** At most 60 characters. */
  seoTitle: string;
  /** At most 160 characters. */
  seoDescription: string;
  keywords: string[];
  /** At most 3. */
  related: ArticleSummary[];
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface ArticleList {
  items: ArticleSummary[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  tags: TagCount[];
}

export interface ArticleQuery {
  page?: number;
  limit?: number;
  tag?: string;
  featured?: boolean;
}
