import type { ReactNode } from 'react';
import { StatusPanel } from '@ogulf/web-kit/status-panel';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** A failed load (network or server) with a Retry button. */
export function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useCatalogLanguage();
  return (
    <StatusPanel
      tone="error"
      className="catalog-status"
      title={title}
      text={t('status.errorHint')}
      testId="catalog-error"
    >
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </StatusPanel>
  );
}

/** Nothing to show, with a way out. */
export function EmptyPanel({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <StatusPanel tone="empty" className="catalog-status" title={title} text={text} testId="catalog-empty">
      {action}
    </StatusPanel>
  );
}

/** The page is still loading: a quiet spoken message plus whatever boxes hold the layout. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}
