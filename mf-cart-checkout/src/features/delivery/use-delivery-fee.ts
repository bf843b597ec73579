import { formatPrice, type ApiState } from '@ogulf/web-kit';
import { useCartLanguage } from '../../shared/use-cart-language';
import { deliveryEstimate } from './delivery-estimate';
import type { ZoneSettings } from './types';

/** The zone of that key, once the zones are in. */
export const zoneOf = (zones: ApiState<ZoneSettings>, key: string | null) =>
  zones.status === 'success' ? zones.data.zones.find((zone) => zone.key === key) : undefined;

/**
 * The chosen zone's delivery for this subtotal: the estimate, and the fee in words ("Free", the
 * price, or `none` while no zone is chosen), for the cart's and the checkout's summaries.
 */
export function useDeliveryFee(zones: ApiState<ZoneSettings>, zoneKey: string | null, subtotal: number, none: string) {
  const { t, lang } = useCartLanguage();
  const zone = zoneOf(zones, zoneKey);
  const estimate = zone ? deliveryEstimate(zone, subtotal) : null;
  const feeText = estimate ? (estimate.free ? t('delivery.freeShort') : formatPrice(estimate.fee, lang)) : none;
  return { zone, estimate, feeText };
}
