import { Link, usePageOrigin } from '@ogulf/web-kit';
import { ArticleCard } from './article-card';
import { Breadcrumb } from './breadcrumb';
import { CtaCard } from './cta-card';
import { CalendarIcon, ClockIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { englishTextProps, formatDate, localizeArticle, localizeAuthor } from './localize';
import { Markdown } from './markdown';
import { ShareLinks } from './share-links';
import { blogHref } from './blog-query';
import type { Article } from './types';
import { useBlogLanguage } from './use-blog-language';
import { useDocumentMeta } from './use-document-meta';
import './article.css';
import '@ogulf/web-kit/styles/chip.css';

// Arabic initials are joined by a zero-width non-joiner, so each keeps its isolated form ("ر‌ح", not "رح").
const initials = (name: string) => {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join(/[\u0600-\u06FF]/.test(name) ? '\u200C' : '');
};

/** The article page once the article has loaded. */
export function ArticleView({ article }: { article: Article }) {
  const { t, lang, tagLabel } = useBlogLanguage();
  const text = localizeArticle(article, lang);
  const english = englishTextProps(text.englishOnly);
  const url = `${usePageOrigin()}/${article.slug}`;
  // seoTitle/seoDescription are English; a translated article gets its Arabic title and excerpt when they fit the limits.
  const translated = lang === 'ar' && !text.englishOnly;
  useDocumentMeta({
    title: translated && text.title.length <= 60 ? text.title : article.seoTitle,
    description: translated && text.excerpt.length <= 160 ? text.excerpt : article.seoDescription,
    canonical: url,
  });
  const date = formatDate(article.publishDate, lang);
  const author = localizeAuthor(article.author, lang);
  const authorText = englishTextProps(author.englishOnly);

  return (
    <>
      <article className="article container" data-testid="article" data-slug={article.slug}>
        <Breadcrumb current={text.title} englishOnly={text.englishOnly} />
        <header className="article__header">
          {text.englishOnly && (
            <p className="article__note" data-testid="english-only-note">
              <InfoIcon size={20} />
              <span>{t('articles.englishOnly')}</span>
            </p>
          )}
          {article.tags.length > 0 && (
            <ul className="article__tags" role="list" aria-label={t('articles.topics')}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={blogHref({ tag })} className="tag-chip tag-chip--small chip">
                    {tagLabel(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h1 className="article__title" {...english}>
            {text.title}
          </h1>
          <p className="article__excerpt" {...english}>
            {text.excerpt}
          </p>
          <div className="article__byline">
            <span className="avatar" aria-hidden="true">
              {initials(author.name)}
            </span>
            <div className="article__byline-text">
              <p className="article__author" data-testid="article-author">
                {t('articles.by', { name: author.name })}
                <span className="article__author-title" {...authorText}>
                  {author.title}
                </span>
              </p>
              <p className="article__meta">
                <span className="article__meta-item">
                  <CalendarIcon size={16} />
                  <span className="visually-hidden">{t('articles.published')}: </span>
                  <time dateTime={article.publishDate} data-testid="article-date">
                    {date}
                  </time>
                </span>
                <span className="article__meta-item" data-testid="article-read-time">
                  <ClockIcon size={16} />
                  {t('articles.readTime', { count: article.readTime })}
                </span>
              </p>
            </div>
          </div>
        </header>

        <figure className="article__figure">
          <img
            src={article.featuredImage}
            alt={text.imageAlt}
            width={1200}
            height={630}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            data-testid="article-image"
          />
        </figure>

        <div className="article__layout">
          <div className="article__main">
            <div className="article__body prose" data-testid="article-body" {...english}>
              <Markdown source={text.content} />
            </div>
            <section className="author-card" aria-labelledby="author-card-heading" data-testid="author-card">
              <span className="avatar avatar--large" aria-hidden="true">
                {initials(author.name)}
              </span>
              <div>
                <h2 id="author-card-heading" className="author-card__label">
                  {t('articles.aboutAuthor')}
                </h2>
                <p className="author-card__name" {...authorText}>
                  {author.name}
                </p>
                <p className="author-card__title" {...authorText}>
                  {author.title}
                </p>
                <p className="author-card__bio" {...englishTextProps(author.englishBio)}>
                  {author.bio}
                </p>
              </div>
            </section>
          </div>
          <aside className="article__aside">
            <ShareLinks url={url} title={text.title} />
            <CtaCard articleTitle={text.title} />
          </aside>
        </div>
      </article>

      {article.related.length > 0 && (
        <section className="related" aria-labelledby="related-heading" data-testid="related-articles">
          <div className="container">
            <h2 id="related-heading" className="related__heading">
              {t('articles.related')}
            </h2>
            <ul className="article-grid" role="list">
              {article.related.map((related) => (
                <li key={related.id}>
                  <ArticleCard article={related} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** The article page's frame while the article loads: same boxes, so nothing jumps when it arrives. */
export function ArticleSkeleton() {
  const { t } = useBlogLanguage();
  return (
    <div className="article container article--skeleton" aria-busy="true" data-testid="article-skeleton">
      <p className="visually-hidden" role="status">
        {t('articles.loadingArticle')}
      </p>
      <div aria-hidden="true">
        <div className="breadcrumb breadcrumb--skeleton">
          <span className="skeleton skeleton-line" style={{ inlineSize: '16rem' }} />
        </div>
        <div className="article__header">
          <div className="skeleton-pills">
            {[4.5, 6, 5].map((width, i) => (
              <span key={i} className="skeleton" style={{ inlineSize: `${width}rem` }} />
            ))}
          </div>
          <div className="skeleton-lines skeleton-lines--title">
            {[100, 92, 55, 0].map((width, i) => (
              <span
                key={i}
                className={`skeleton skeleton-line${width ? '' : ' skeleton-line--narrow'}`}
                style={{ inlineSize: `${width || 70}%` }}
              />
            ))}
          </div>
          <div className="skeleton-lines skeleton-lines--lead">
            {[100, 70, 0, 0].map((width, i) => (
              <span
                key={i}
                className={`skeleton skeleton-line${width ? '' : ' skeleton-line--narrow'}`}
                style={{ inlineSize: `${width || 90}%` }}
              />
            ))}
          </div>
          <div className="article__byline">
            <span className="avatar skeleton" />
            <div className="article__byline-text">
              <span className="skeleton skeleton-line" style={{ inlineSize: '9rem' }} />
              <span className="skeleton skeleton-line" style={{ inlineSize: '11rem' }} />
              <span className="skeleton skeleton-line" style={{ inlineSize: '12rem' }} />
            </div>
          </div>
        </div>
        <div className="article__figure">
          <div className="article__figure-placeholder skeleton" />
        </div>
        <div className="article__layout">
          <div className="article__main">
            {[100, 96, 98, 60, 0, 100, 94, 97, 40].map((width, i) =>
              width ? (
                <span
                  key={i}
                  className="skeleton skeleton-line skeleton-line--body"
                  style={{ inlineSize: `${width}%` }}
                />
              ) : (
                <br key={i} />
              ),
            )}
          </div>
          <div className="article__aside">
            <span className="skeleton" style={{ blockSize: '6rem' }} />
            <span className="skeleton" style={{ blockSize: '14rem' }} />
          </div>
        </div>
      </div>
    </div>
  );
}
