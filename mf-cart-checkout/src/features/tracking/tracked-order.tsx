import { useFocusOnMount } from '../../shared/use-focus-on-mount';
import { DeliveryCard, OrderItems, PaymentCard } from '../orders/order-details';
import { OrderTimeline } from '../orders/order-timeline';
import type { OrderView } from '../../shared/order-types';
import { formatMoment } from '../../shared/qatar-time';
import { useCartLanguage } from '../../shared/use-cart-language';

/** A tracked order: its number and date, the status timeline, payment, delivery and items. Focused when it appears. */
export function TrackedOrder({ order, onChanged }: { order: OrderView; onChanged: () => void }) {
  const { t, lang } = useCartLanguage();
  const focusOnMount = useFocusOnMount<HTMLElement>();
  return (
    <section
      className="stack confirmation tracked-order"
      aria-labelledby="tracked-order-title"
      tabIndex={-1}
      ref={focusOnMount}
      data-testid="tracked-order"
    >
      <div className="tracked-order__head">
        <h2 id="tracked-order-title" className="tracked-order__title">
          {t('tracking.orderTitle')}{' '}
          <span className="ltr" data-testid="order-number">
            {order.orderNumber}
          </span>
        </h2>
        <p className="confirmation__muted">{t('tracking.placedOn', { date: formatMoment(order.createdAt, lang) })}</p>
      </div>
      <OrderTimeline status={order.status} timeline={order.timeline} headingId="tracked-order-status" />
      <div className="confirmation__grid">
        <PaymentCard order={order} onChanged={onChanged} />
        <DeliveryCard order={order} />
      </div>
      <OrderItems order={order} />
    </section>
  );
}
