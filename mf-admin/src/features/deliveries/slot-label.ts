import { DELIVERY_SLOTS, type DeliverySlotId } from '@ogulf/contracts/constants';
import { useAdminLanguage } from '../../shared/use-admin-language';

/** A slot's name in the interface language: "Morning", "Midday", "Afternoon". */
export function useSlotName() {
  const { t } = useAdminLanguage();
  return (slot: DeliverySlotId) => t(`deliveries.slot.${slot}`);
}

/** A slot's hours, `09:00–12:00` (Qatar time). */
export function slotHours(slot: DeliverySlotId): string {
  const found = DELIVERY_SLOTS.find((each) => each.id === slot);
  return found ? `${found.start}–${found.end}` : '';
}
