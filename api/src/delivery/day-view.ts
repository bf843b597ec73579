import { DELIVERY_SLOTS, type DeliveryDayView } from '@ogulf/contracts';
import type { CatalogMemo } from '../catalog/pricing';
import { Order, type OrderRecord } from '../orders/model';
import { placesOn } from './reservations';
import { rememberedSchedule } from './schedule';
import { isOpenDay, qatarToday } from './slots';

/**
 * `GET /api/admin/deliveries?date=`: the orders booked for one day, per slot. From today on they
 * are found through the day's places (a small collection) and then read by `_id`, the one lookup
 * FerretDB 1.x answers without decoding every order. The places of past days are gone
 * (`forgetPastPlaces`), so a past day is a query on `delivery.date`, which FerretDB answers by
 * reading every order (seconds at tens of thousands): the admin looks back rarely. Cancelled
 * orders, and orders whose place outlived them, are left out.
 */
export async function deliveryDay(date: string, now: Date, memo?: CatalogMemo): Promise<DeliveryDayView> {
  const [schedule, booked] = await Promise.all([
    rememberedSchedule(memo),
    date < qatarToday(now).date
      ? Order.find({ 'delivery.date': date }).lean<OrderRecord[]>()
      : ordersWithPlacesOn(date),
  ]);
  const orders = booked.filter(
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

async function ordersWithPlacesOn(date: string): Promise<Array<OrderRecord | null>> {
  const orderIds = [...new Set((await placesOn(date)).map((place) => place.orderId))];
  return Promise.all(orderIds.map((id) => Order.findById(id).lean<OrderRecord>()));
}
