import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function CheckoutPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('checkout.title'));
  return (
    <section className="container page-section">
      <h1>{t('checkout.title')}</h1>
      <p className="lead">{t('checkout.intro')}</p>
    </section>
  );
}
