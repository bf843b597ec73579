import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function DeliveryInfoPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('delivery.title'));
  return (
    <section className="container page-section">
      <h1>{t('delivery.title')}</h1>
      <p className="lead">{t('delivery.intro')}</p>
    </section>
  );
}
