import type Router from '@koa/router';
import {
  adminOrder,
  deliveriesQuery,
  deliveryChoice,
  deliveryDayView,
  deliveryScheduleBody,
  deliveryScheduleView,
  deliverySlotsQuery,
  deliverySlotsView,
  noQuery,
  orderIdParams,
} from '@ogulf/contracts';
import { adminRoute } from '../auth/admin-route';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { cachedRead } from '../http/read-cache';
import { routesOn } from '../http/route';
import { ORDERS_CACHE_TAG } from '../orders/routes';
import { deliveryDay } from './day-view';
import { moveOrderDelivery } from './move';
import { DELIVERY_SCHEDULE_TAG, getDeliverySchedule, saveDeliverySchedule } from './schedule';
import { DELIVERY_BOOKINGS_TAG, deliverySlots } from './slots';

/**
 * How long one instance answers the same slot list from its read cache. `remaining` changes with
 * every order, so it is short, and a place taken or given back through this instance invalidates
 * it at once (other instances within 2 s). What it buys: a burst of shoppers opening the checkout
 * costs one reservation read per zone and few seconds, and a client's distinct uncached reads
 * count against the read cache's per-client lookup limit (`beforeMiss`), as every public read
 * does. A list a few seconds stale is harmless: the booking itself is checked against the
 * reservations at checkout, and a slot gone meanwhile answers 409 with the next free one.
 */
const SLOTS_CACHE_MS = 3000;

/** `GET /api/delivery-slots?zone=` (public). */
export function deliverySlotRoutes(router: Router): void {
  routesOn(router).get('/delivery-slots', {
    summary: 'The delivery days and time slots the checkout offers for a zone, with the places left in each',
    access: 'public',
    tag: 'delivery',
    // Browsers and proxies keep nothing: the places left are only worth showing fresh.
    cache: 'no-store',
    before: [cachedRead([DELIVERY_BOOKINGS_TAG, DELIVERY_SCHEDULE_TAG, CATALOG_CACHE_TAG], { ttlMs: SLOTS_CACHE_MS })],
    input: { query: deliverySlotsQuery },
    reply: deliverySlotsView,
    handle: (ctx, { query }) => deliverySlots(query.zone, ctx.now(), ctx.readCache),
  });
}

/**
 * Admin: `GET|PUT /api/admin/delivery-schedule`, `GET /api/admin/deliveries?date=` and
 * `PATCH /api/orders/:id/delivery`.
 */
export function deliveryAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('delivery');

  api.get('/admin/delivery-schedule', {
    ...admin,
    summary: 'Slot capacities (by default and per zone) and the closed days',
    input: { query: noQuery },
    reply: deliveryScheduleView,
    handle: () => getDeliverySchedule(),
  });

  api.put('/admin/delivery-schedule', {
    ...admin,
    summary: 'Replace the slot capacities and closed days',
    input: { body: deliveryScheduleBody },
    reply: deliveryScheduleView,
    handle: async (ctx, { body }) => {
      const schedule = await saveDeliverySchedule(body);
      ctx.readCache.invalidate(DELIVERY_SCHEDULE_TAG);
      ctx.state.audit = { action: 'delivery-schedule.update', target: 'delivery-schedule' };
      return schedule;
    },
  });

  api.get('/admin/deliveries', {
    ...admin,
    summary: "One day's booked deliveries, per slot",
    input: { query: deliveriesQuery },
    reply: deliveryDayView,
    handle: (ctx, { query }) => deliveryDay(query.date, ctx.now(), ctx.readCache),
  });

  api.patch('/orders/:id/delivery', {
    ...admin,
    summary: 'Move an order to another delivery day and slot (never over capacity, a Friday or a closed day)',
    input: { params: orderIdParams, body: deliveryChoice },
    invalid: { params: { code: 'INVALID_ID', message: 'Invalid order id' } },
    reply: adminOrder,
    handle: async (ctx, { params, body }) => {
      const order = await moveOrderDelivery(params.id, body, ctx.now(), ctx.readCache);
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      ctx.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
      return order;
    },
  });
}
