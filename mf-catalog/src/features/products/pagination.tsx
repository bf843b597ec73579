import { PageLinks } from '@ogulf/web-kit/pagination';
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
  const labels = {
    nav: t('listing.pagination'),
    previous: t('listing.previous'),
    next: t('listing.next'),
    pageOf: t('listing.pageOf', { page, pages }),
    page: (n: number) => t('listing.page', { page: n }),
  };
  return <PageLinks page={page} pages={pages} href={href} onNavigate={onNavigate} labels={labels} />;
}
