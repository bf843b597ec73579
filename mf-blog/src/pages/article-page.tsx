import type { ReactNode } from 'react';

/**
 * `/{slug}`: an article, or the shell's 404 page when the slug is not an article.
 * The article store arrives with the blog issue; until then no slug is an article.
 */
export default function ArticlePage({ notFound }: { notFound: ReactNode }) {
  return <>{notFound}</>;
}
