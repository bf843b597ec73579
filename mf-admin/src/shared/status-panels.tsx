import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon, RefreshIcon } from '@ogulf/web-kit/icons';
import { useAdminLanguage } from './use-admin-language';

/** Placeholder rows while a list loads (announced once, politely). */
export function LoadingPanel({ rows = 4 }: { rows?: number }) {
  const { t } = useAdminLanguage();
  return (
    <div className="adm-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton adm-loading__row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load with Retry. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useAdminLanguage();
  return (
    <div className="adm-panel adm-panel--error" role="alert">
      <AlertIcon size={24} />
      <p>{message ?? t('errors.loadFailed')}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        <RefreshIcon size={16} />
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Nothing to show yet, with an optional way forward. */
export function EmptyPanel({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="adm-panel">
      <InfoIcon size={24} />
      <p>{message}</p>
      {action}
    </div>
  );
}
