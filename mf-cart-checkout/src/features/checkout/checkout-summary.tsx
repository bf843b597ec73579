import { formatPrice, Link, type ApiState } from '@ogulf/web-kit';
import { cartSubtotal, lineTotal, type StoredCartLine } from '../cart/cart-lines';
import { useDeliveryFee } from '../delivery/use-delivery-fee';
import type { ZoneSettings } from '../delivery/types';
import { SummaryLine } from '../../shared/summary-line';
import { nameWithVariant, useCartLanguage } from '../../shared/use-cart-language';
import { TitledSection } from '@ogulf/web-kit/titled-section';

interface CheckoutSummaryProps {
  /** The lines that will be ordered. */
  lines: readonly StoredCartLine[];
  /** How many cart lines are left out (unavailable or sold on quotation). */
  leftOut: number;
  zoneKey: string;
  zones: ApiState<ZoneSettings>;
}

/** What the shopper is about to order, with the browser's estimate of the total (the server's is final). */
export function CheckoutSummary({ lines, leftOut, zoneKey, zones }: CheckoutSummaryProps) {
  const { t, lang } = useCartLanguage();
  const subtotal = cartSubtotal(lines);
  const { estimate, feeText } = useDeliveryFee(zones, zoneKey, subtotal, t('checkout.chooseZone'));
  return (
    <TitledSection
      className="stack checkout-summary"
      headingClassName="side-panel__title"
      title={t('checkout.summary')}
      testId="checkout-summary"
    >
      <ul className="stack summary-lines" role="list">
        {lines.map((line) => (
          <SummaryLine
            key={line.id}
            image={line.image}
            name={nameWithVariant(line, lang)}
            quantity={t('checkout.times', { count: line.quantity })}
            total={formatPrice(lineTotal(line), lang)}
          />
        ))}
      </ul>
      {leftOut > 0 && (
        <p className="muted-note" data-testid="left-out-note">
          {t('checkout.leftOut', { count: leftOut })} <Link to="/cart">{t('checkout.reviewCart')}</Link>
        </p>
      )}
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{formatPrice(subtotal, lang)}</dd>
        </div>
        <div className="summary-row">
          <dt>{t('checkout.delivery')}</dt>
          <dd data-testid="checkout-delivery">{feeText}</dd>
        </div>
      </dl>
      <dl className="summary-rows summary-rows--total">
        <div className="summary-row summary-row--total">
          <dt>{t('checkout.estimatedTotal')}</dt>
          <dd data-testid="checkout-estimate">{formatPrice(subtotal + (estimate?.fee ?? 0), lang)}</dd>
        </div>
      </dl>
      <p className="muted-note">{t('checkout.estimateNote')}</p>
    </TitledSection>
  );
}
