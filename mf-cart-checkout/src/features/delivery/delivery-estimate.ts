/** The delivery the cart can promise before the server prices the order (the server's figure is final). */
import { DELIVERY_DAYS } from '@ogulf/contracts/constants';
import type { DeliveryDay, DeliveryZone } from './types';

export interface DeliveryEstimate {
  /** QAR to pay for delivery; 0 when free. */
  fee: number;
  free: boolean;
  /** QAR more to spend for free delivery, when the zone has a threshold not yet reached. */
  amountToFree: number | null;
  leadTimeDays: number;
  /** The zone's delivery days in week order (Saturday first, as the shop's week runs). */
  deliveryDays: DeliveryDay[];
}

/** The six days the shop works (Friday closed), Saturday first as the shop's week runs. */
export const WORKING_DAYS: readonly DeliveryDay[] = DELIVERY_DAYS;

const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** Fee for `subtotal` in the zone: free when the zone charges nothing, has no threshold (0), or the subtotal reaches it. */
export function deliveryEstimate(zone: DeliveryZone, subtotal: number): DeliveryEstimate {
  const threshold = zone.freeDeliveryThreshold;
  const free = zone.fee <= 0 || threshold <= 0 || subtotal >= threshold;
  return {
    fee: free ? 0 : zone.fee,
    free,
    amountToFree: free ? null : roundMoney(threshold - subtotal),
    leadTimeDays: zone.leadTimeDays,
    deliveryDays: WORKING_DAYS.filter((day) => zone.deliveryDays.includes(day)),
  };
}

/** True when the zone is served on every working day (then one phrase says so instead of a list). */
export const everyWorkingDay = (days: readonly DeliveryDay[]): boolean =>
  WORKING_DAYS.every((day) => days.includes(day));
