import type { ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon, ChevronStartIcon } from '@ogulf/web-kit/icons';
import { pageItems } from '@ogulf/web-kit/pagination';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of page `n`. */
  href: (page: number) => string;
  /** Called on a click, so the page can bring the list back into view. */
  onNavigate?: () => void;
}

/** Previous / numbered / Next links; the current page is `aria-current="page"`. */
export function Pagination({ page, pages, href, onNavigate }: PaginationProps) {
  const { t } = useCatalogLanguage();
  if (pages <= 1) return null;
  const edge = (target: number, rel: 'prev' | 'next', label: string, icon: ReactNode) => {
    const content = rel === 'prev' ? <>{icon}<span>{label}</span></> : <><span>{label}</span>{icon}</>;
    return target >= 1 && target <= pages ? (
      <Link to={href(target)} rel={rel} className="catalog-pagination__edge" onClick={onNavigate} data-testid={`page-${rel}`}>
        {content}
      </Link>
    ) : (
      <span className="catalog-pagination__edge" aria-disabled="true">
        {content}
      </span>
    );
  };
  return (
    <nav className="catalog-pagination" aria-label={t('listing.pagination')} data-testid="pagination">
      {edge(page - 1, 'prev', t('listing.previous'), <ChevronStartIcon size={18} className="flip-rtl" />)}
      <ol className="catalog-pagination__pages" role="list">
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="catalog-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className="catalog-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('listing.page', { page: item })}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="catalog-pagination__summary">{t('listing.pageOf', { page, pages })}</p>
      {edge(page + 1, 'next', t('listing.next'), <ChevronEndIcon size={18} className="flip-rtl" />)}
    </nav>
  );
}
