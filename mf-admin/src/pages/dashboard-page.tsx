import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'));
  return (
    <section className="container page-section">
      <h1>{t('dashboard.title')}</h1>
      <p className="lead">{t('dashboard.intro')}</p>
    </section>
  );
}
