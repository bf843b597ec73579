import { PageLinks } from '@ogulf/web-kit/pagination';
import { blogHref } from './blog-query';
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
  const labels = {
    nav: t('articles.pagination'),
    previous: t('articles.previous'),
    next: t('articles.next'),
    pageOf: t('articles.pageOf', { page, pages }),
    page: (n: number) => t('articles.page', { page: n }),
  };
  return (
    <PageLinks
      page={page}
      pages={pages}
      href={(n) => blogHref({ tag, page: n })}
      onNavigate={onNavigate}
      labels={labels}
    />
  );
}
