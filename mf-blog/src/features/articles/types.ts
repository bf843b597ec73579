/** The article shapes served by `GET /api/articles` and `GET /api/articles/{slug}` (from @ogulf/contracts). */

export type { ArticleDetail as Article, ArticleList, ArticleSummary, TagCount } from '@ogulf/contracts';

export interface ArticleQuery {
  page?: number;
  limit?: number;
  tag?: string;
  featured?: boolean;
}
