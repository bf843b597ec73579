import type { ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { pageItems } from '@ogulf/web-kit/pagination';
import { blogHref } from './blog-query';
import { ChevronEndIcon, ChevronStartIcon } from '@ogulf/web-kit/icons';
import { useBlogLanguage } from './use-blog-language';

interface PaginationProps {
  page: number;
  pages: number;
  tag: string | undefined;
  /** Called before navigating, so the page can move focus to the list it reloads. */
  onNavigate?: () => void;
}

/** Previous / numbered / Next links to `?page=n`; the current page is `aria-current="page"`. */
export function Pagination({ page, pages, tag, onNavigate }: PaginationProps) {
  const { t } = useBlogLanguage();
  if (pages <= 1) return null;
  const edge = (target: number, rel: 'prev' | 'next', label: string, icon: ReactNode) => {
    const enabled = target >= 1 && target <= pages;
    const content = rel === 'prev' ? <>{icon}<span>{label}</span></> : <><span>{label}</span>{icon}</>;
    return enabled ? (
      <Link to={blogHref({ tag, page: target })} rel={rel} className="pagination__edge" onClick={onNavigate}>
        {content}
      </Link>
    ) : (
      <span className="pagination__edge" aria-disabled="true">
        {content}
      </span>
    );
  };
  return (
    <nav className="pagination" aria-label={t('articles.pagination')}>
      {edge(page - 1, 'prev', t('articles.previous'), <ChevronStartIcon size={18} className="flip-rtl" />)}
      <ol className="pagination__pages" role="list">
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={blogHref({ tag, page: item })}
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('articles.page', { page: item })}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="pagination__summary">{t('articles.pageOf', { page, pages })}</p>
      {edge(page + 1, 'next', t('articles.next'), <ChevronEndIcon size={18} className="flip-rtl" />)}
    </nav>
  );
}
