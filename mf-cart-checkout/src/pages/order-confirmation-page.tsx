import { ApiError, COMPANY, useHydrated, usePageTitle } from '@ogulf/web-kit';
import { isTokenShaped, useOrderConfirmation } from '../features/orders/api/get-order-confirmation';
import { OrderDetails } from '../features/orders/order-details';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { useCartLanguage } from '../shared/use-cart-language';
import { ltrIsolate } from '../shared/bidi';
import '../remote.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';
import { EmptyState } from '../shared/empty-state';

/** `/order-confirmation?token=…`: the order read back from the server, so a reload or a bookmarked link still shows it. */
export default function OrderConfirmationPage() {
  const { t } = useCartLanguage();
  usePageTitle(t('confirmation.title'));
  const token = useSearchParams().get('token')?.trim() ?? '';
  const usable = isTokenShaped(token);
  const hydrated = useHydrated();
  // The visitor's own order: read in the browser (the server and the hydration show the loading state).
  const order = useOrderConfirmation(usable && hydrated ? token : null);
  const notFound =
    !usable ||
    (order.status === 'error' &&
      order.error instanceof ApiError &&
      order.error.status >= 400 &&
      order.error.status < 500);

  return (
    <section className="container page-section confirmation-page" aria-busy={usable && order.status === 'loading'}>
      <h1>{t('confirmation.title')}</h1>
      <div className="client-area">
        {notFound ? (
          <EmptyState
            tone="info"
            title={t('confirmation.notFound')}
            text={t('confirmation.notFoundHint', { phone: ltrIsolate(COMPANY.phone) })}
            testId="order-not-found"
            links={[
              { to: '/products', label: t('cartPage.browse') },
              { to: '/contact', label: t('confirmation.contactUs') },
            ]}
          />
        ) : order.status === 'error' ? (
          <EmptyState
            tone="error"
            title={t('confirmation.loadFailed')}
            text={t('confirmation.loadFailedHint')}
            onRetry={order.reload}
          />
        ) : order.status === 'loading' ? (
          <div className="confirmation-skeleton" aria-hidden="true" data-testid="order-loading">
            <span className="skeleton confirmation-skeleton__hero" />
            <span className="skeleton confirmation-skeleton__card" />
            <span className="skeleton confirmation-skeleton__card" />
            <span className="skeleton confirmation-skeleton__items" />
          </div>
        ) : (
          <OrderDetails order={order.data} onChanged={order.reload} />
        )}
      </div>
    </section>
  );
}
