import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** A failed load (network or server) with a Retry button. */
export function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useCatalogLanguage();
  return (
    <div className="catalog-status catalog-status--error" role="alert" data-testid="catalog-error">
      <AlertIcon size={28} className="catalog-status__icon" />
      <p className="catalog-status__title">{title}</p>
      <p className="catalog-status__text">{t('status.errorHint')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  );
}

/** Nothing to show, with a way out. */
export function EmptyPanel({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="catalog-status" data-testid="catalog-empty">
      <InfoIcon size={28} className="catalog-status__icon" />
      <p className="catalog-status__title">{title}</p>
      <p className="catalog-status__text">{text}</p>
      {action}
    </div>
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
