import { Link } from '@ogulf/web-kit';
import { englishTextProps } from './localize';
import { useBlogLanguage } from './use-blog-language';

/** Home › Blog › {current}; the last crumb is the page itself. */
export function Breadcrumb({ current, englishOnly = false }: { current: string; englishOnly?: boolean }) {
  const { t } = useBlogLanguage();
  return (
    <nav className="breadcrumb" aria-label={t('articles.breadcrumb')}>
      <ol role="list">
        <li>
          <Link to="/">{t('articles.home')}</Link>
        </li>
        <li>
          <Link to="/blog">{t('articles.blog')}</Link>
        </li>
        <li aria-current="page">
          <span {...englishTextProps(englishOnly)}>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
