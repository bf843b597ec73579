import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function OrderConfirmationPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('confirmation.title'));
  return (
    <section className="container page-section">
      <h1>{t('confirmation.title')}</h1>
      <p className="lead">{t('confirmation.intro')}</p>
    </section>
  );
}
