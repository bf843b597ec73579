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

/**
 * A slot's name and hours as one plain text (a label, an option): in Arabic the hours are
 * isolated left to right, or the bidi algorithm would show 12:00–09:00.
 */
export function useSlotLabel() {
  const { lang } = useAdminLanguage();
  const slotName = useSlotName();
  return (slot: DeliverySlotId) =>
    lang === 'ar' ? `${slotName(slot)} \u2066${slotHours(slot)}\u2069` : `${slotName(slot)} ${slotHours(slot)}`;
}
