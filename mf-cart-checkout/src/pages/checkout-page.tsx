import { Link, quoteRequestPath, usePageTitle } from '@ogulf/web-kit';
import { CartIcon } from '@ogulf/web-kit/icons';
import { isQuoteLine } from '../features/cart/cart-lines';
import { useCart } from '../features/cart/use-cart';
import { usePriceRefresh } from '../features/cart/use-price-refresh';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { orderLines } from '../features/checkout/checkout-rules';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/checkout/checkout.css';

/** `/checkout`: the form for the cart's purchasable lines, or a way back when there are none. */
export default function CheckoutPage() {
  const { t } = useCartLanguage();
  usePageTitle(t('checkout.title'));
  const lines = useCart((state) => state.lines);
  usePriceRefresh();
  const ordered = orderLines(lines);
  const quoteOnly = lines.some((line) => !line.unavailable && isQuoteLine(line));
  return (
    <section className="container page-section checkout-page">
      <h1>{t('checkout.title')}</h1>
      {ordered.length === 0 ? (
        <div className="empty-state" data-testid="checkout-empty">
          <CartIcon size={40} />
          <p className="empty-state__title">{quoteOnly ? t('checkout.onlyQuote') : t('checkout.empty')}</p>
          <p className="empty-state__text">{quoteOnly ? t('checkout.onlyQuoteHint') : t('checkout.emptyHint')}</p>
          <div className="empty-state__actions">
            {quoteOnly && (
              <Link className="btn btn-primary" to={quoteRequestPath('cart')}>
                {t('cartPage.requestQuote')}
              </Link>
            )}
            <Link
              className={quoteOnly ? 'btn btn-outline' : 'btn btn-primary'}
              to={lines.length ? '/cart' : '/products'}
            >
              {lines.length ? t('checkout.backToCart') : t('cartPage.browse')}
            </Link>
          </div>
        </div>
      ) : (
        <CheckoutForm lines={ordered} leftOut={lines.length - ordered.length} />
      )}
    </section>
  );
}
