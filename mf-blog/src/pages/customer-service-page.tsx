import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function CustomerServicePage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('customerService.title'));
  return (
    <section className="container page-section">
      <h1>{t('customerService.title')}</h1>
      <p className="lead">{t('customerService.intro')}</p>
    </section>
  );
}
