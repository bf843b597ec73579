/** `GET /api/delivery-slots?zone=`: the days and slots a zone offers, with the places left in each. */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import type { DeliverySlotsView } from '@ogulf/contracts';

export const deliverySlotsPath = (zone: string): string => `/api/delivery-slots?zone=${encodeURIComponent(zone)}`;

/** Nothing is loaded until a zone is chosen (`''`). */
export const useDeliverySlots = (zone: string) =>
  useApiQuery(zone ? apiQuery<DeliverySlotsView>(deliverySlotsPath(zone)) : null);
