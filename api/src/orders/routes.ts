import type Router from '@koa/router';
import {
  adminOrder,
  adminOrderList,
  adminOverview as adminOverviewReply,
  createOrderBody,
  createOrderHeaders,
  deleted,
  isOrderToken,
  listOrdersQuery,
  noQuery,
  orderIdParams,
  orderNoteBody,
  orderTokenParams,
  orderView,
  sendOrderBody,
  sent,
  updateOrderBody,
  updateStatusBody,
} from '@ogulf/contracts';
import type { Context } from 'koa';
import { adminRoute } from '../auth/admin-route';
import { givePlacesBack } from '../delivery/give-back';
import { giveOrderStockBack, STOCK_CACHE_TAG } from '../stock/stock';
import { DELIVERY_BOOKINGS_TAG } from '../delivery/slots';
import { NotFoundError } from '../http/errors';
import { limitGate, rateLimit } from '../http/rate-limit';
import { routesOn, WithStatus } from '../http/route';
import { queueConfirmationResend, queueOrderMails, queueOrderUpdateMail, type OrderMailSettings } from './mail';
import { adminOverview } from './overview';
import { forgetReceipts, receiptIdsOf } from './receipts';
import { createOrder, deleteOrder, getOrder, getOrderByToken, listOrders, updateOrder } from './service';
import { trackingRoutes } from './tracking';
import { addOrderNote, updateOrderStatus, type HistoryWrite } from './workflow';

/**
 * Read-cache tag of orders. No order reply is cached today (they are private), but writes
 * invalidate it as every write route does, so caching an admin read later cannot go stale.
 */
export const ORDERS_CACHE_TAG = 'orders';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Orders per client address: 10 per 10 minutes. A B2B buyer places a few orders a day, and a
 * purchasing office behind one address rarely more than a handful an hour, so no real buyer
 * meets it, checkout retries (same Idempotency-Key) included; a script placing orders with
 * a stranger's address (3,239 in 150 s in the review) is stopped at the 11th.
 */
export const ORDER_LIMIT = { windowMs: TEN_MINUTES_MS, max: 10 } as const;
/** Confirmation pages read per client: generous for a shopper, nothing for a token guesser. */
export const CONFIRMATION_LOOKUPS = { windowMs: TEN_MINUTES_MS, max: 60 } as const;

/**
 * Public: `POST /api/orders`, `GET /api/order-confirmation/:token`, `POST /api/send-order`,
 * `POST /api/order-tracking`.
 * Admin: `GET /api/orders`, `GET|PUT|DELETE /api/orders/:id`, `PATCH /api/orders/:id/status`,
 * `POST /api/orders/:id/notes`, `GET /api/admin/overview`.
 */
export function orderRoutes(router: Router): void {
  const api = routesOn(router);
  trackingRoutes(router);
  const admin = adminRoute('admin orders');
  const invalidOrderId = { params: { code: 'INVALID_ID', message: 'Invalid order id' } };

  api.post('/orders', {
    summary: 'Place an order (the checkout); a retry with the same Idempotency-Key gets the same order',
    access: 'public',
    tag: 'orders',
    cache: 'no-store',
    before: [
      // Overlapping: the slot is taken while the order's stock levels are read (createOrder
      // waits for the verdict before its first write, and a request over the limit gets 429).
      rateLimit({
        ...ORDER_LIMIT,
        key: 'orders',
        message: 'Too many orders from this address; please try again in a few minutes or call us',
        overlap: true,
      }),
    ],
    input: { query: noQuery, headers: createOrderHeaders, body: createOrderBody },
    invalid: {
      headers: { code: 'INVALID_IDEMPOTENCY_KEY', message: 'Invalid Idempotency-Key header', path: 'Idempotency-Key' },
    },
    reply: orderView,
    status: 201,
    otherStatuses: [200],
    handle: async (ctx, { headers, body }) => {
      const { order, created, stockTaken } = await createOrder(body, headers['idempotency-key'], {
        memo: ctx.readCache,
        now: ctx.now(),
        gate: limitGate(ctx),
      });
      // The slot lists show the place this order took.
      if (created && order.delivery) ctx.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
      if (created) ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      // Stock figures change only when a counted line took units.
      if (created && stockTaken === true) ctx.readCache.invalidate(STOCK_CACHE_TAG);
      // Before the reply: an order answered 201 (or replayed) has its mail in the queue.
      await queueOrderMails(order, mailSettings(ctx), { now: ctx.now(), replay: !created });
      ctx.mailWorker.nudge();
      // 201 for the request that placed the order; a retry with its key gets it again with 200.
      return new WithStatus(created ? 201 : 200, order);
    },
  });

  // Every lookup scans the orders on FerretDB: a client guessing tokens would slow down checkout for
  // everybody, so lookups are limited per client (a shopper reloads the page a few times at most).
  api.get('/order-confirmation/:token', {
    summary: "An order as its customer sees it, by the order's token",
    access: 'public',
    tag: 'orders',
    cache: 'no-store',
    before: [rateLimit({ ...CONFIRMATION_LOOKUPS, key: 'order-confirmation' })],
    input: { params: orderTokenParams, query: noQuery },
    reply: orderView,
    handle: (_ctx, { params }) => {
      if (!isOrderToken(params.token)) throw new NotFoundError('No such order', { code: 'ORDER_NOT_FOUND' });
      return getOrderByToken(params.token);
    },
  });

  api.post('/send-order', {
    summary: "Send an order's confirmation mail again",
    access: 'public',
    tag: 'orders',
    cache: 'no-store',
    before: [
      rateLimit({ windowMs: TEN_MINUTES_MS, max: 5, key: 'send-order' }),
      // Per order too, so no one can flood a customer's inbox from many addresses.
      rateLimit({ windowMs: 60 * 60_000, max: 3, key: (ctx) => sendOrderBucket(ctx) }),
    ],
    input: { query: noQuery, body: sendOrderBody },
    reply: sent,
    status: 202,
    handle: async (ctx, { body }) => {
      const order = await getOrderByToken(body.token);
      await queueConfirmationResend(order, mailSettings(ctx), ctx.now());
      ctx.mailWorker.nudge();
      return { sent: true } as const;
    },
  });

  api.get('/orders', {
    ...admin,
    summary: 'A page of orders, newest first, filtered by status or searched',
    input: { query: listOrdersQuery },
    reply: adminOrderList,
    handle: (ctx, { query }) => listOrders(query, ctx.readCache),
  });

  api.get('/orders/:id', {
    ...admin,
    summary: 'One order with its status history',
    input: { params: orderIdParams, query: noQuery },
    invalid: invalidOrderId,
    reply: adminOrder,
    handle: (_ctx, { params }) => getOrder(params.id),
  });

  api.put('/orders/:id', {
    ...admin,
    summary: "Change an order's contact details and notes",
    input: { params: orderIdParams, body: updateOrderBody },
    invalid: invalidOrderId,
    reply: adminOrder,
    handle: async (ctx, { params, body }) => {
      const order = await updateOrder(params.id, body);
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      ctx.state.audit = { action: 'order.update', target: params.id, label: order.orderNumber };
      return order;
    },
  });

  api.patch('/orders/:id/status', {
    ...admin,
    summary: 'Move an order to a status the workflow allows, with a note for its history; the customer is mailed',
    input: { params: orderIdParams, body: updateStatusBody },
    invalid: invalidOrderId,
    reply: adminOrder,
    handle: async (ctx, { params, body }) => {
      const written = await updateOrderStatus(params.id, body, ctx.now());
      // A cancelled order's delivery place goes back to the slot.
      if (written.order.status === 'cancelled') {
        await givePlacesBack(ctx, params.id);
        await giveOrderStockBack(ctx.readCache, params.id);
      }
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      ctx.state.audit = {
        action: `order.status.${written.order.status}`,
        target: params.id,
        label: written.order.orderNumber,
      };
      return mailCustomer(ctx, written);
    },
  });

  api.post('/orders/:id/notes', {
    ...admin,
    summary: "Add a note to an order's history; one marked for the customer is mailed and shown to them",
    input: { params: orderIdParams, body: orderNoteBody },
    invalid: invalidOrderId,
    reply: adminOrder,
    handle: async (ctx, { params, body }) => {
      const written = await addOrderNote(params.id, body, ctx.now());
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      ctx.state.audit = { action: 'order.note', target: params.id, label: written.order.orderNumber };
      return mailCustomer(ctx, written);
    },
  });

  api.delete('/orders/:id', {
    ...admin,
    summary: 'Delete an order',
    input: { params: orderIdParams },
    invalid: invalidOrderId,
    reply: deleted,
    handle: async (ctx, { params }) => {
      const receipts = await receiptIdsOf(params.id);
      await deleteOrder(params.id);
      await givePlacesBack(ctx, params.id);
      await giveOrderStockBack(ctx.readCache, params.id);
      // Its transfer receipts go with it (they are kept apart from the order).
      await forgetReceipts(receipts);
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      return { deleted: true } as const;
    },
  });

  api.get('/admin/overview', {
    ...admin,
    summary:
      'Sales of today, the last 7 and 30 days, counts of orders, the catalogue and the mail queue, the newest orders',
    input: { query: noQuery },
    reply: adminOverviewReply,
    handle: (ctx) => adminOverview(ctx.now(), ctx.readCache),
  });
}

/** The order a send-order request names (only a well-formed token counts as one). */
function sendOrderBucket(ctx: Context): string {
  const token = (ctx.request.body as { token?: unknown } | undefined)?.token;
  return isOrderToken(token) ? `send-order ${token}` : `send-order invalid ${ctx.ip}`;
}

/**
 * Queues the customer's mail about a history entry marked `notified`, before the reply (a change
 * answered 200 has its mail in the durable queue), and answers the admin's order.
 */
async function mailCustomer(ctx: Context, { order, view, entry }: HistoryWrite) {
  if (entry.notified === true) {
    await queueOrderUpdateMail(view, entry, mailSettings(ctx), ctx.now());
    ctx.mailWorker.nudge();
  }
  return order;
}

/** Where order mail goes and what it links to: from the config, never from the request. */
function mailSettings(ctx: Context): OrderMailSettings {
  return { shopEmail: ctx.config.shopEmail, siteUrl: ctx.config.mailSiteUrl };
}
