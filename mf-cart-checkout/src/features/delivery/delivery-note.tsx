import { formatPrice } from '@ogulf/web-kit';
import { DeliveryVanIcon } from '@ogulf/web-kit/icons';
import { useCartLanguage } from '../../shared/use-cart-language';
import { deliveryEstimate, everyWorkingDay } from './delivery-estimate';
import type { DeliveryZone } from './types';

/** The zone's delivery for this subtotal: fee or free (and how far from free), lead time and days. */
export function DeliveryNote({ zone, subtotal }: { zone: DeliveryZone; subtotal: number }) {
  const { t, lang } = useCartLanguage();
  const estimate = deliveryEstimate(zone, subtotal);
  const days = everyWorkingDay(estimate.deliveryDays)
    ? t('delivery.everyWorkingDay')
    : estimate.deliveryDays.map((day) => t(`days.${day}`)).join(t('delivery.daySeparator'));
  return (
    <div className="delivery-note" data-testid="delivery-note">
      <DeliveryVanIcon size={22} className="flip-rtl" />
      <div>
        <p className="delivery-note__fee">
          {estimate.free ? t('delivery.free') : t('delivery.fee', { fee: formatPrice(estimate.fee, lang) })}
        </p>
        {estimate.amountToFree !== null && (
          <p className="delivery-note__hint">
            {t('delivery.toFree', { amount: formatPrice(estimate.amountToFree, lang) })}
          </p>
        )}
        <p className="delivery-note__hint">
          {t('delivery.leadTime', { count: estimate.leadTimeDays })} · {t('delivery.days', { days })}
        </p>
      </div>
    </div>
  );
}
