import { DELIVERY_SLOTS, type DeliveryDayView } from '@ogulf/contracts';
import type { CatalogMemo } from '../catalog/pricing';
import { Order, type OrderRecord } from '../orders/model';
import { placesOn } from './reservations';
import { rememberedSchedule } from './schedule';
import { isOpenDay } from './slots';

/**
 * `GET /api/admin/deliveries?date=`: the orders booked for one day, per slot. Found through the
 * day's places (a small collection) and then read by `_id`, the one lookup FerretDB 1.x answers
 * without decoding every order; a query on `delivery.date` would scan them all. An order whose
 * place outlived it (deleted, cancelled, or moved while a release failed) is left out.
 */
export async function deliveryDay(date: string, memo?: CatalogMemo): Promise<DeliveryDayView> {
  const [schedule, places] = await Promise.all([rememberedSchedule(memo), placesOn(date)]);
  const orderIds = [...new Set(places.map((place) => place.orderId))];
  const orders = (await Promise.all(orderIds.map((id) => Order.findById(id).lean<OrderRecord>()))).filter(
    (order): order is OrderRecord => order !== null && order.status !== 'cancelled' && order.delivery?.date === date,
  );
  return {
    date,
    closed: !isOpenDay(schedule, date),
    slots: DELIVERY_SLOTS.map((slot) => ({
      id: slot.id,
      start: slot.start,
      end: slot.end,
      orders: orders
        .filter((order) => order.delivery?.slot === slot.id)
        .sort((a, b) => a.customer.zone.localeCompare(b.customer.zone) || a.orderNumber.localeCompare(b.orderNumber))
        .map((order) => ({
          id: String(order._id),
          orderNumber: order.orderNumber,
          status: order.status,
          customerName: order.customer.name,
          phone: order.customer.phone,
          zone: order.customer.zone,
          zoneName: order.customer.zoneName,
          zoneNameAr: order.customer.zoneNameAr || order.customer.zoneName,
          total: order.total,
        })),
    })),
  };
}
