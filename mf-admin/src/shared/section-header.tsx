import type { ReactNode } from 'react';
import { Link, usePageTitle } from '@ogulf/web-kit';
import { useAdminLanguage } from './use-admin-language';

interface SectionHeaderProps {
  title: string;
  intro?: string;
  /** Given: a Refresh button, first among the actions, that reads the section's data again. */
  onRefresh?: () => void;
  actions?: ReactNode;
  /** Given: a link among the actions, last (back to a list, to a related section, to a new record). */
  link?: { to: string; label: string; primary?: boolean; testId?: string };
}

/** A section's heading (the page's h1), its document title, and its main actions. */
export function SectionHeader({ title, intro, onRefresh, actions, link }: SectionHeaderProps) {
  const { t } = useAdminLanguage();
  usePageTitle(`${title} · ${t('dashboard.title')}`);
  return (
    <header className="split-row adm-section-head">
      <div>
        <h1 className="adm-section-head__title">{title}</h1>
        {intro && <p className="adm-section-head__intro">{intro}</p>}
      </div>
      {(onRefresh || actions || link) && (
        <div className="adm-section-head__actions">
          {onRefresh && (
            <button type="button" className="btn btn-outline btn-sm" onClick={onRefresh}>
              {t('common.refresh')}
            </button>
          )}
          {actions}
          {link && (
            <Link
              to={link.to}
              className={link.primary ? 'btn btn-primary' : 'btn btn-outline btn-sm'}
              data-testid={link.testId}
            >
              {link.label}
            </Link>
          )}
        </div>
      )}
    </header>
  );
}
