import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function ServicesPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('services.title'));
  return (
    <section className="container page-section">
      <h1>{t('services.title')}</h1>
      <p className="lead">{t('services.intro')}</p>
    </section>
  );
}
