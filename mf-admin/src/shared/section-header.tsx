import type { ReactNode } from 'react';
import { usePageTitle } from '@ogulf/web-kit';
import { useAdminLanguage } from './use-admin-language';

/** A section's heading (the page's h1), its document title, and its main actions. */
export function SectionHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  const { t } = useAdminLanguage();
  usePageTitle(`${title} · ${t('dashboard.title')}`);
  return (
    <header className="adm-section-head">
      <div>
        <h1 className="adm-section-head__title">{title}</h1>
        {intro && <p className="adm-section-head__intro">{intro}</p>}
      </div>
      {actions && <div className="adm-section-head__actions">{actions}</div>}
    </header>
  );
}
