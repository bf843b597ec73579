import { useTranslation } from '@ogulf/web-kit';
import { CloudOffIcon, RefreshIcon } from '@ogulf/web-kit/icons';
import './remote-unavailable.css';

export interface RemoteUnavailableProps {
  /** Federation name of the remote that failed to load (kept in `data-remote` for diagnostics and tests). */
  remote: string;
  onRetry: () => void;
}

/** Shown in place of a page whose remote could not be loaded. */
export function RemoteUnavailable({ remote, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-unavailable container" data-testid="remote-unavailable" data-remote={remote}>
      <div className="remote-unavailable__panel" role="alert">
        <span className="remote-unavailable__icon">
          <CloudOffIcon size={32} />
        </span>
        <h1 className="remote-unavailable__title">{t('remote.title')}</h1>
        <p className="remote-unavailable__body">{t('remote.body')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <RefreshIcon size={18} />
          {t('remote.retry')}
        </button>
      </div>
    </div>
  );
}
