import { usePageTitle } from '@ogulf/web-kit';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { TrackingForm } from '../features/tracking/tracking-form';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/checkout/checkout.css';
import '../features/contact/contact.css';
import '../features/orders/orders.css';

/** `/track-order` (`?order=` fills in the number, as the order mails link it): find an order by number and phone. */
export default function TrackOrderPage() {
  const { t } = useCartLanguage();
  usePageTitle(t('tracking.title'));
  const orderNumber = (useSearchParams().get('order') ?? '').trim().slice(0, 40);
  return (
    <section className="container page-section track-order-page">
      <h1>{t('tracking.title')}</h1>
      <p className="lead">{t('tracking.intro')}</p>
      <TrackingForm initialOrderNumber={orderNumber} />
    </section>
  );
}
