import { PageLinks, type PageLinksProps } from '@ogulf/web-kit/pagination';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** Which page, how many, the address of page `n`, and (`onNavigate`) what a click does besides going there. */
type PaginationProps = Omit<PageLinksProps, 'labels'>;

/** Previous / numbered / Next links; the current page is `aria-current="page"`. */
export function Pagination(props: PaginationProps) {
  const { t } = useCatalogLanguage();
  const { page, pages } = props;
  const labels = {
    nav: t('listing.pagination'),
    previous: t('listing.previous'),
    next: t('listing.next'),
    pageOf: t('listing.pageOf', { page, pages }),
    page: (n: number) => t('listing.page', { page: n }),
  };
  return <PageLinks {...props} labels={labels} />;
}
