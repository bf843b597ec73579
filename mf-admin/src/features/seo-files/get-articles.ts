/** `GET /api/articles`, every page: the blog's articles. */
import { apiQuery, fetchApi } from '@ogulf/web-kit';

export interface PublicArticle {
  slug: string;
  titleAr?: string;
  publishDate?: string;
}

interface ArticlePage {
  items: PublicArticle[];
  pages: number;
}

const PAGE_SIZE = 50; // the API's largest page

export async function fetchAllArticles(): Promise<PublicArticle[]> {
  const articles: PublicArticle[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await fetchApi(apiQuery<ArticlePage>(`/api/articles?limit=${PAGE_SIZE}&page=${page}`));
    articles.push(...reply.items);
    if (page >= reply.pages) return articles;
  }
}
