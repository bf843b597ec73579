import { ChevronEndIcon, ChevronStartIcon } from '@ogulf/web-kit/icons';
import { useAdminLanguage } from './use-admin-language';

/** Previous / next with "Page 2 of 7"; hidden when everything fits on one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useAdminLanguage();
  if (pages <= 1) return null;
  return (
    <nav className="adm-pagination" aria-label={t('common.pagination')}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronStartIcon size={16} className="flip-rtl" />
        {t('common.previous')}
      </button>
      <span aria-live="polite">{t('common.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
        <ChevronEndIcon size={16} className="flip-rtl" />
      </button>
    </nav>
  );
}
