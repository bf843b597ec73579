import { useEffect, useRef } from 'react';
import { useSearchString } from '@ogulf/web-kit/search-params';
import { ApiError, COMPANY, usePageOrigin } from '@ogulf/web-kit';
import { useArticles } from '../features/articles/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from '../features/articles/article-card';
import { blogHref, parseBlogSearch } from '../features/articles/blog-query';
import { Pagination } from '../features/articles/pagination';
import { EmptyPanel, ErrorPanel } from '../features/articles/status-panel';
import { TagFilter } from '../features/articles/tag-filter';
import type { ArticleList } from '../features/articles/types';
import { useBlogLanguage } from '../features/articles/use-blog-language';
import { useDocumentMeta } from '../features/articles/use-document-meta';
import '../features/articles/articles.css';

const PAGE_SIZE = 9;
const FEATURED_LIMIT = 3;

/**
 * `/blog`: the featured articles, then the latest ones with a topic filter (`?tag=`) and pages
 * (`?page=`), both kept in the address so reloads, shared links and back/forward all work.
 */
export default function BlogIndexPage() {
  const { t, tagLabel } = useBlogLanguage();
  const { tag, page } = parseBlogSearch(useSearchString());
  const showFeatured = !tag && page === 1;

  const featured = useArticles(showFeatured ? { featured: true, limit: FEATURED_LIMIT } : null);
  // Without a topic the featured articles sit in their own section, so the latest list leaves them out.
  const list = useArticles(tag ? { page, limit: PAGE_SIZE, tag } : { page, limit: PAGE_SIZE, featured: false });
  // A tag the API cannot accept (400) is simply a topic without articles.
  const badTag = list.status === 'error' && list.error instanceof ApiError && list.error.status === 400;

  // While another page or topic loads, keep showing the last one (dimmed) instead of collapsing to skeletons.
  // The topic counts cover every article whatever the query, so they come from the same replies.
  const lastList = useRef<ArticleList | undefined>(undefined);
  if (list.status === 'success') lastList.current = list.data;
  const shown = list.status === 'success' ? list.data : list.status === 'loading' ? lastList.current : undefined;
  const topics = lastList.current?.tags;

  const origin = usePageOrigin();
  useDocumentMeta({
    title: `${tag ? `${tagLabel(tag)} · ` : ''}${t('blog.title')}${page > 1 ? ` · ${t('articles.page', { page })}` : ''} | ${COMPANY.name}`,
    description: t('articles.indexDescription'),
    canonical: `${origin}${blogHref({ tag, page })}`,
  });

  // A new page or topic: bring the list's top into view; after a pagination click, also move focus there.
  const listSection = useRef<HTMLElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  const shownQuery = useRef(`${tag}|${page}`);
  useEffect(() => {
    // Compared with the last query rather than "first run", so a re-run of the effect (Strict Mode) stays put.
    if (shownQuery.current === `${tag}|${page}`) return;
    shownQuery.current = `${tag}|${page}`;
    if (focusList.current) listHeading.current?.focus({ preventScroll: true });
    focusList.current = false;
    const top = listSection.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight / 2) listSection.current?.scrollIntoView({ block: 'start' });
  }, [tag, page]);

  // Kept while the next page loads (like the list), so the count does not blink.
  const resultCount = useRef('');
  if (list.status === 'success') {
    resultCount.current = tag
      ? t('articles.resultsTagged', { count: list.data.total, tag: tagLabel(tag) })
      : t('articles.results', { count: list.data.total });
  } else if (list.status === 'error') {
    resultCount.current = '';
  }

  return (
    <div className="blog-index">
      <header className="blog-hero">
        <div className="container">
          <h1 className="blog-hero__title heading-rule">{t('blog.title')}</h1>
          <p className="blog-hero__intro">{t('blog.intro')}</p>
        </div>
      </header>

      {showFeatured &&
        featured.status !== 'error' &&
        (featured.status === 'loading' || featured.data.items.length > 0) && (
          <section
            className="container blog-section"
            aria-labelledby="featured-heading"
            data-testid="featured-articles"
          >
            <h2 id="featured-heading" className="blog-section__heading">
              {t('articles.featured')}
            </h2>
            <ul className="article-grid article-grid--featured" role="list" aria-busy={featured.status === 'loading'}>
              {featured.status === 'success'
                ? featured.data.items.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} variant="featured" />
                    </li>
                  ))
                : [0, 1].map((i) => (
                    <li key={i}>
                      <ArticleCardSkeleton variant="featured" />
                    </li>
                  ))}
            </ul>
          </section>
        )}

      <section
        ref={listSection}
        className="container blog-section blog-section--latest"
        aria-labelledby="latest-heading"
        data-testid="latest-articles"
      >
        <div className="blog-section__head">
          <h2 id="latest-heading" ref={listHeading} tabIndex={-1} className="blog-section__heading">
            {t('articles.latest')}
          </h2>
          <p className="blog-section__count" role="status" data-testid="results-count">
            {resultCount.current}
          </p>
        </div>

        {topics ? (
          <TagFilter tags={topics} selected={tag} />
        ) : (
          list.status === 'loading' && <div className="tag-filter tag-filter--skeleton skeleton" aria-hidden="true" />
        )}

        {list.status === 'error' && !badTag ? (
          <ErrorPanel title={t('articles.errorArticles')} onRetry={list.reload} />
        ) : !shown && !badTag ? (
          <>
            <p className="visually-hidden" role="status">
              {t('articles.loadingArticles')}
            </p>
            <ul className="article-grid" role="list" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ArticleCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : !shown || shown.items.length === 0 ? (
          tag ? (
            <EmptyPanel
              title={t('articles.emptyTitle')}
              text={t('articles.emptyText')}
              link={{ to: '/blog', label: t('articles.showAll'), look: 'btn-outline' }}
            />
          ) : (
            <EmptyPanel
              title={t('articles.emptyPageTitle')}
              text={t('articles.emptyPageText')}
              link={{ to: blogHref({ tag }), label: t('articles.firstPage'), look: 'btn-outline' }}
            />
          )
        ) : (
          <>
            <ul
              className={`article-grid${list.status === 'loading' ? ' article-grid--stale' : ''}`}
              role="list"
              aria-busy={list.status === 'loading'}
              data-testid="article-list"
            >
              {shown.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <Pagination
              page={shown.page}
              pages={shown.pages}
              tag={tag}
              onNavigate={() => {
                focusList.current = true;
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
