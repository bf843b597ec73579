import { useTranslation } from '@ogulf/web-kit';
import './page-loading.css';

/** Placeholder while a remote page loads: reserves the page's height so the footer doesn't jump. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="page-loading container" role="status" aria-busy="true" data-testid="page-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="page-loading__content" aria-hidden="true">
        <span className="skeleton page-loading__hero" />
        <span className="skeleton page-loading__title" />
        <span className="skeleton page-loading__line" />
        <span className="skeleton page-loading__line page-loading__line--short" />
        <div className="page-loading__grid">
          <span className="skeleton page-loading__card" />
          <span className="skeleton page-loading__card" />
          <span className="skeleton page-loading__card" />
          <span className="skeleton page-loading__card" />
        </div>
      </div>
    </div>
  );
}
