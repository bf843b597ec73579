import { useRef } from 'react';
import { Link, notify, useHydrated, usePageTitle } from '@ogulf/web-kit';
import { cartStore } from '../features/cart/cart-store';
import type { StoredCartLine } from '../features/cart/cart-lines';
import { CartLineItem } from '../features/cart/components/cart-line-item';
import { CartSummary } from '../features/cart/components/cart-summary';
import { useCart } from '../features/cart/use-cart';
import { usePriceRefresh } from '../features/cart/use-price-refresh';
import { localName, useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/cart/cart.css';
import { EmptyState } from '../shared/empty-state';

/** `/cart`: the lines with quantities, the summary with a delivery estimate, or the empty state. */
export default function CartPage() {
  const { t, lang } = useCartLanguage();
  usePageTitle(t('cartPage.title'));
  const lines = useCart((state) => state.lines);
  const notices = useCart((state) => state.notices);
  const refresh = usePriceRefresh();
  const heading = useRef<HTMLHeadingElement>(null);
  // The cart is stored in this browser: the server (and the hydration of its HTML) shows the frame,
  // its `client-area` as tall as the filled page's so that nothing moves when the lines come in.
  const hydrated = useHydrated();

  const remove = (line: StoredCartLine) => {
    const removed = cartStore.getState().remove(line.id);
    if (!removed) return;
    heading.current?.focus();
    notify.info(t('cartPage.removed', { name: localName(line, lang) }), {
      action: { label: t('cartPage.undo'), onClick: () => cartStore.getState().restore(removed) },
    });
  };

  return (
    <section className="container page-section cart-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('cartPage.title')}
      </h1>
      <div className="client-area">
        {!hydrated ? (
          <p className="cart-page__status" role="status" data-testid="cart-loading">
            {t('cartPage.loading')}
          </p>
        ) : lines.length === 0 ? (
          <EmptyState tone="cart" title={t('cartPage.empty')} text={t('cartPage.emptyHint')} testId="cart-empty">
            <Link className="btn btn-primary" to="/products">
              {t('cartPage.browse')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="cart-page__status" role="status" data-testid="refresh-status">
              {refresh === 'checking' ? t('cartPage.checking') : refresh === 'failed' ? t('cartPage.checkFailed') : ''}
            </p>
            <div className="side-layout cart-layout">
              <ul className="cart-lines" role="list" aria-label={t('cartPage.linesLabel')}>
                {lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    notice={notices[line.id]}
                    onQuantity={(quantity) => cartStore.getState().setQuantity(line.id, quantity)}
                    onRemove={() => remove(line)}
                  />
                ))}
              </ul>
              <CartSummary lines={lines} />
            </div>
          </>
        )}
      </div>
      <p className="cart-page__fit-out" data-testid="cart-fit-out">
        {t('cartPage.fitOut')} <Link to="/fit-out">{t('cartPage.fitOutLink')}</Link>
      </p>
    </section>
  );
}
