import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { useBlogLanguage } from './use-blog-language';

/** A failed load (network or server error) with a Retry button. */
export function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useBlogLanguage();
  return (
    <div className="status-panel status-panel--error" role="alert" data-testid="blog-error">
      <AlertIcon size={28} className="status-panel__icon" />
      <p className="status-panel__title">{title}</p>
      <p className="status-panel__text">{t('articles.errorHint')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('articles.retry')}
      </button>
    </div>
  );
}

/** Nothing to list, with a way out. */
export function EmptyPanel({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="status-panel" data-testid="blog-empty">
      <InfoIcon size={28} className="status-panel__icon" />
      <p className="status-panel__title">{title}</p>
      <p className="status-panel__text">{text}</p>
      {action}
    </div>
  );
}
