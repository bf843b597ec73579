import { ApiError, COMPANY, Link, usePageTitle } from '@ogulf/web-kit';
import { AlertIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { isTokenShaped, useOrderConfirmation } from '../features/orders/api/get-order-confirmation';
import { OrderDetails } from '../features/orders/order-details';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { useCartLanguage } from '../shared/use-cart-language';
import { ltrIsolate } from '../shared/bidi';
import '../remote.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';

/** `/order-confirmation?token=…`: the order read back from the server, so a reload or a bookmarked link still shows it. */
export default function OrderConfirmationPage() {
  const { t } = useCartLanguage();
  usePageTitle(t('confirmation.title'));
  const token = useSearchParams().get('token')?.trim() ?? '';
  const usable = isTokenShaped(token);
  const order = useOrderConfirmation(usable ? token : null);
  const notFound =
    !usable ||
    (order.status === 'error' &&
      order.error instanceof ApiError &&
      order.error.status >= 400 &&
      order.error.status < 500);

  return (
    <section className="container page-section confirmation-page" aria-busy={usable && order.status === 'loading'}>
      <h1>{t('confirmation.title')}</h1>
      {notFound ? (
        <div className="empty-state" data-testid="order-not-found">
          <InfoIcon size={40} />
          <p className="empty-state__title">{t('confirmation.notFound')}</p>
          <p className="empty-state__text">{t('confirmation.notFoundHint', { phone: ltrIsolate(COMPANY.phone) })}</p>
          <div className="empty-state__actions">
            <Link className="btn btn-primary" to="/products">
              {t('cartPage.browse')}
            </Link>
            <Link className="btn btn-outline" to="/contact">
              {t('confirmation.contactUs')}
            </Link>
          </div>
        </div>
      ) : order.status === 'error' ? (
        <div className="empty-state empty-state--error" role="alert">
          <AlertIcon size={40} />
          <p className="empty-state__title">{t('confirmation.loadFailed')}</p>
          <p className="empty-state__text">{t('confirmation.loadFailedHint')}</p>
          <button type="button" className="btn btn-primary" onClick={order.reload}>
            {t('common.retry')}
          </button>
        </div>
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
    </section>
  );
}
