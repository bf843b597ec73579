import type { ReactNode } from 'react';
import { StatusPanel } from '@ogulf/web-kit/status-panel';
import { useBlogLanguage } from './use-blog-language';

/** A failed load (network or server error) with a Retry button. */
export function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useBlogLanguage();
  return (
    <StatusPanel tone="error" className="blog-status" title={title} text={t('articles.errorHint')} testId="blog-error">
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('articles.retry')}
      </button>
    </StatusPanel>
  );
}

/** Nothing to list, with a way out. */
export function EmptyPanel({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <StatusPanel tone="empty" className="blog-status" title={title} text={text} testId="blog-empty">
      {action}
    </StatusPanel>
  );
}
