/** `GET /api/articles`, every page: the blog's articles. */
import type { ArticleList, ArticleSummary } from '@ogulf/contracts';
import { apiQuery, fetchApi } from '@ogulf/web-kit';

/** What the files need of an article. */
export type PublicArticle = Pick<ArticleSummary, 'slug'> & Partial<Pick<ArticleSummary, 'titleAr' | 'publishDate'>>;

const PAGE_SIZE = 50; // the API's largest page

export async function fetchAllArticles(): Promise<PublicArticle[]> {
  const articles: PublicArticle[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await fetchApi(apiQuery<ArticleList>(`/api/articles?limit=${PAGE_SIZE}&page=${page}`));
    articles.push(...reply.items);
    if (page >= reply.pages) return articles;
  }
}
