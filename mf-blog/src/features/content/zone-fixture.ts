import type { DeliveryZone } from '@ogulf/contracts';
import { BUILT_IN_DELIVERY_ZONES } from '@ogulf/contracts/delivery-zones';

const UMM_SALAL = BUILT_IN_DELIVERY_ZONES.find((candidate) => candidate.key === 'umm-salal');

/** A delivery zone for the delivery-info tests: the built-in Umm Salal, free, Monday and Wednesday, three days ahead. */
export const zone = (over: Partial<DeliveryZone> = {}): DeliveryZone => {
  if (!UMM_SALAL) throw new Error('no built-in Umm Salal zone');
  return { ...UMM_SALAL, ...over };
};
