import type { ReactNode } from 'react';
import { isMissing } from '@ogulf/web-kit';
import { useArticle } from '../features/articles/api/get-article';
import { ArticleSkeleton, ArticleView } from '../features/articles/article-view';
import { ErrorPanel } from '../features/articles/status-panel';
import { useBlogLanguage } from '../features/articles/use-blog-language';

/**
 * `/{slug}`: the article, or the shell's 404 page when the API says there is no such article
 * (404) or the slug cannot be one (400). The blog never draws a 404 of its own.
 */
export default function ArticlePage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t } = useBlogLanguage();
  const state = useArticle(slug);
  if (state.status === 'error') {
    if (isMissing(state.error)) return <>{notFound}</>;
    return (
      <div className="container article-error">
        <ErrorPanel title={t('articles.errorArticle')} onRetry={state.reload} />
      </div>
    );
  }
  if (state.status === 'loading') return <ArticleSkeleton />;
  return <ArticleView article={state.data} />;
}
