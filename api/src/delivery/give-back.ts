import type { Context } from 'koa';
import { releaseOrderPlaces } from './reservations';
import { DELIVERY_BOOKINGS_TAG } from './slots';

/** Gives back the delivery places of a cancelled or deleted order, and refreshes the slot lists. */
export async function givePlacesBack(ctx: Context, orderId: string): Promise<void> {
  await releaseOrderPlaces(orderId);
  ctx.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
}
