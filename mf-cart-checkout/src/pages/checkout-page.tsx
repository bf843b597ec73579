import { quoteRequestPath, useHydrated, usePageTitle } from '@ogulf/web-kit';
import { isQuoteLine } from '../features/cart/cart-lines';
import { useCart } from '../features/cart/use-cart';
import { usePriceRefresh } from '../features/cart/use-price-refresh';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { orderLines } from '../features/checkout/checkout-rules';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/checkout/checkout.css';
import { EmptyState } from '../shared/empty-state';

/** `/checkout`: the form for the cart's purchasable lines, or a way back when there are none. */
export default function CheckoutPage() {
  const { t } = useCartLanguage();
  usePageTitle(t('checkout.title'));
  const lines = useCart((state) => state.lines);
  usePriceRefresh();
  // The cart is stored in this browser: the server (and the hydration of its HTML) shows the frame.
  const hydrated = useHydrated();
  const ordered = orderLines(lines);
  const quoteOnly = lines.some((line) => !line.unavailable && isQuoteLine(line));
  return (
    <section className="container page-section checkout-page">
      <h1>{t('checkout.title')}</h1>
      <div className="client-area">
        {!hydrated ? (
          <p className="cart-page__status" role="status" data-testid="checkout-loading">
            {t('cartPage.loading')}
          </p>
        ) : ordered.length === 0 ? (
          <EmptyState
            tone="cart"
            title={quoteOnly ? t('checkout.onlyQuote') : t('checkout.empty')}
            text={quoteOnly ? t('checkout.onlyQuoteHint') : t('checkout.emptyHint')}
            testId="checkout-empty"
            links={[
              ...(quoteOnly ? [{ to: quoteRequestPath('cart'), label: t('cartPage.requestQuote') }] : []),
              lines.length
                ? { to: '/cart', label: t('checkout.backToCart') }
                : { to: '/products', label: t('cartPage.browse') },
            ]}
          />
        ) : (
          <CheckoutForm lines={ordered} leftOut={lines.length - ordered.length} />
        )}
      </div>
    </section>
  );
}
