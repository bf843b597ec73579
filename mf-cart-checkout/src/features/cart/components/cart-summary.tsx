import { formatPrice, KEEP_CLEAR_PROPS, Link, quoteRequestPath } from '@ogulf/web-kit';
import { cartSubtotal, isPurchasable, isQuoteLine, itemCount, type StoredCartLine } from '../cart-lines';
import { cartStore } from '../cart-store';
import { useCart } from '../use-cart';
import { useDeliveryFee } from '../../delivery/use-delivery-fee';
import { DeliveryNote } from '../../delivery/delivery-note';
import { useZoneSettings } from '../../delivery/api/get-zone-settings';
import { ZoneSelect } from '../../delivery/zone-select';
import { useCartLanguage } from '../../../shared/use-cart-language';

/** Subtotal, zone and delivery estimate, estimated total, and the ways on: checkout, quote request, more shopping. */
export function CartSummary({ lines }: { lines: readonly StoredCartLine[] }) {
  const { t, lang } = useCartLanguage();
  const zoneKey = useCart((state) => state.zone);
  const settings = useZoneSettings();
  const purchasable = lines.filter(isPurchasable);
  const quoteLines = lines.filter((line) => !line.unavailable && isQuoteLine(line));
  const subtotal = cartSubtotal(lines);
  const { zone, estimate, feeText } = useDeliveryFee(settings, zoneKey, subtotal, t('cartPage.chooseZoneFirst'));
  return (
    <aside className="side-panel side-layout__sticky cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="side-panel__title">
        {t('cartPage.summary')}
      </h2>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>{t('cartPage.subtotal', { count: itemCount(purchasable) })}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal, lang)}</dd>
        </div>
      </dl>
      {purchasable.length > 0 && (
        <div className="stack field cart-summary__zone">
          <label className="field__label" htmlFor="cart-zone">
            {t('delivery.zone')}
          </label>
          <ZoneSelect
            control={{
              id: 'cart-zone',
              name: 'cart-zone',
              'aria-invalid': false,
              'aria-describedby': 'cart-zone-note',
              'aria-required': undefined,
            }}
            settings={settings}
            value={zoneKey ?? ''}
            onChange={(key) => cartStore.getState().setZone(key || null)}
          />
          <div id="cart-zone-note" aria-live="polite">
            {settings.status === 'error' && (
              <p className="field__hint">
                {t('delivery.zonesFailed')}{' '}
                <button type="button" className="link-button" onClick={settings.reload}>
                  {t('common.retry')}
                </button>
              </p>
            )}
            {settings.status === 'success' && settings.data.zones.length === 0 && (
              <p className="field__hint">{t('delivery.noZones')}</p>
            )}
            {zone && <DeliveryNote zone={zone} subtotal={subtotal} />}
          </div>
        </div>
      )}
      {purchasable.length > 0 && (
        <dl className="summary-rows summary-rows--total">
          <div className="summary-row">
            <dt>{t('cartPage.delivery')}</dt>
            <dd data-testid="cart-delivery">{feeText}</dd>
          </div>
          <div className="summary-row summary-row--total">
            <dt>{t('cartPage.estimatedTotal')}</dt>
            <dd data-testid="cart-total">{formatPrice(subtotal + (estimate?.fee ?? 0), lang)}</dd>
          </div>
        </dl>
      )}
      {purchasable.length > 0 && <p className="muted-note">{t('cartPage.estimateNote')}</p>}
      <div className="stack cart-summary__actions">
        {purchasable.length > 0 && (
          <Link
            className="btn btn-primary btn-lg btn-block"
            to="/checkout"
            data-testid="proceed-checkout"
            {...KEEP_CLEAR_PROPS}
          >
            {t('cartPage.checkout')}
          </Link>
        )}
        {quoteLines.length > 0 && (
          <>
            <p className="muted-note">
              {purchasable.length > 0 ? t('cartPage.quoteMixed', { count: quoteLines.length }) : t('cartPage.quoteAll')}
            </p>
            <Link
              className={purchasable.length > 0 ? 'btn btn-outline btn-block' : 'btn btn-primary btn-lg btn-block'}
              to={quoteRequestPath('cart')}
              data-testid="request-quote"
              {...KEEP_CLEAR_PROPS}
            >
              {t('cartPage.requestQuote')}
            </Link>
          </>
        )}
        <Link className="btn btn-ghost btn-block" to="/products" data-testid="continue-shopping">
          {t('cartPage.continue')}
        </Link>
      </div>
    </aside>
  );
}
