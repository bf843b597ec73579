import { Link } from '@ogulf/web-kit';
import { englishTextProps, formatDate, localizeSummary } from './localize';
import type { ArticleSummary } from './types';
import { useBlogLanguage } from './use-blog-language';
import { CalendarIcon, ClockIcon } from '@ogulf/web-kit/icons';
import '@ogulf/web-kit/styles/card.css';
import './articles.css';

interface ArticleCardProps {
  article: ArticleSummary;
  /** `featured`: the large card of the blog's Featured section. */
  variant?: 'default' | 'featured';
  headingLevel?: 2 | 3;
}

/**
 * One article in a list. The whole card is clickable through its title link (stretched over the
 * card), so it stays a single tab stop with the title as its name; the image is decorative here.
 */
export function ArticleCard({ article, variant = 'default', headingLevel = 3 }: ArticleCardProps) {
  const { t, lang, tagLabel } = useBlogLanguage();
  const text = localizeSummary(article, lang);
  const english = englishTextProps(text.englishOnly);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = variant === 'featured';
  return (
    <article
      className={`card article-card${featured ? ' article-card--featured' : ''}`}
      data-testid="article-card"
      data-slug={article.slug}
    >
      <div className="card__media article-card__media">
        <img
          src={article.featuredImage}
          alt=""
          width={1200}
          height={630}
          loading={featured ? 'eager' : 'lazy'}
          decoding="async"
        />
        {featured && <span className="article-card__badge">{t('articles.featuredBadge')}</span>}
      </div>
      <div className="card__body article-card__body">
        {(article.tags.length > 0 || text.englishOnly) && (
          <ul className="article-card__tags" role="list">
            {article.tags.slice(0, featured ? 3 : 2).map((tag) => (
              <li key={tag} className="article-card__tag">
                {tagLabel(tag)}
              </li>
            ))}
            {text.englishOnly && (
              <li className="article-card__tag article-card__tag--lang" data-testid="english-badge">
                {t('articles.englishBadge')}
              </li>
            )}
          </ul>
        )}
        <Heading className="article-card__title" {...english}>
          <Link to={`/${article.slug}`} className="card__link card__link--ring article-card__link">
            {text.title}
          </Link>
        </Heading>
        <p className="line-clamp article-card__excerpt" {...english}>
          {text.excerpt}
        </p>
        <p className="article-card__meta">
          <span className="article-card__meta-item">
            <CalendarIcon size={16} />
            <time dateTime={article.publishDate}>{formatDate(article.publishDate, lang)}</time>
          </span>
          <span className="article-card__meta-item">
            <ClockIcon size={16} />
            {t('articles.readTime', { count: article.readTime })}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Same box as a card, so the grid does not move when the articles arrive. */
export function ArticleCardSkeleton({ variant = 'default' }: { variant?: 'default' | 'featured' }) {
  return (
    <div
      className={`card article-card article-card--skeleton${variant === 'featured' ? ' article-card--featured' : ''}`}
      aria-hidden="true"
    >
      <div className="card__media article-card__media skeleton" />
      <div className="card__body article-card__body">
        <span className="skeleton skeleton-line" style={{ inlineSize: '30%' }} />
        <span className="skeleton skeleton-line skeleton-line--title" />
        <span className="skeleton skeleton-line skeleton-line--title" style={{ inlineSize: '70%' }} />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" style={{ inlineSize: '85%' }} />
        <span className="skeleton skeleton-line" style={{ inlineSize: '45%', marginBlockStart: 'auto' }} />
      </div>
    </div>
  );
}
