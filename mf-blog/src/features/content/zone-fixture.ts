import type { DeliveryZone } from '@ogulf/contracts';

/** A delivery zone for the delivery-info tests: Umm Salal, free, Monday and Wednesday, three days ahead. */
export const zone = (over: Partial<DeliveryZone> = {}): DeliveryZone => ({
  key: 'umm-salal',
  name: 'Umm Salal',
  nameAr: 'أم صلال',
  fee: 0,
  freeDeliveryThreshold: 0,
  deliveryDays: ['monday', 'wednesday'],
  leadTimeDays: 3,
  ...over,
});
