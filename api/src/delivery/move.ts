import type { AdminOrder, DeliveryChoice } from '@ogulf/contracts';
import type { CatalogMemo } from '../catalog/pricing';
import { ConflictError } from '../http/errors';
import { Order, type OrderRecord } from '../orders/model';
import { orderNotFound, reviseOrder, toAdminOrder } from '../orders/service';
import { releaseOrderPlaces, releasePlace } from './reservations';
import { bookForAdmin, zoneByKey } from './slots';

/**
 * `PATCH /api/orders/:id/delivery` (admin): books the order on another day and slot. The new place
 * is taken first, so a full slot refuses the move and the order keeps its place; then the order
 * is written (as its next revision), then the old place is given back. A failed write gives
 * the new place back instead.
 */
export async function moveOrderDelivery(
  id: string,
  choice: DeliveryChoice,
  now: Date,
  memo?: CatalogMemo,
): Promise<AdminOrder> {
  const current = await Order.findById(id).lean<OrderRecord>();
  if (!current) throw orderNotFound();
  refuseClosed(current);
  if (current.delivery?.date === choice.date && current.delivery.slot === choice.slot) return toAdminOrder(current);
  const zone = await zoneByKey(current.customer.zone, memo);
  const place = await bookForAdmin(zone, choice, id, now);
  let record: OrderRecord;
  try {
    // Checked again on the revision written: a cancel in between gave back every place the order held.
    record = await reviseOrder(id, (latest) => {
      refuseClosed(latest);
      return { $set: { delivery: { date: choice.date, slot: choice.slot } } };
    });
  } catch (error) {
    await releasePlace(place).catch(() => undefined);
    throw error;
  }
  await releaseOrderPlaces(id, place);
  return toAdminOrder(record);
}

function refuseClosed(order: OrderRecord): void {
  if (order.status === 'cancelled' || order.status === 'delivered') {
    throw new ConflictError(`A ${order.status} order cannot be moved to another delivery slot`, {
      code: 'ORDER_CLOSED',
    });
  }
}
