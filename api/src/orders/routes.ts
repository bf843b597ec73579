import type Router from '@koa/router';
import type { Context } from 'koa';
import { requireAdmin } from '../auth/require-admin';
import { rateLimit } from '../http/rate-limit';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import { NotFoundError } from '../http/errors';
import { queueConfirmationResend, queueOrderMails, type OrderMailSettings } from './mail';
import { adminOverview } from './overview';
import {
  createOrder,
  deleteOrder,
  getOrder,
  getOrderByToken,
  listOrders,
  updateOrder,
  updateOrderStatus,
  } from './service';
import {
  createOrderBody,
  isOrderToken,
  listOrdersQuery,
  parseIdempotencyKey,
  parseOrderId,
  sendOrderBody,
  updateOrderBody,
  updateStatusBody,
} from './validators';

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
 * Public: `POST /api/orders`, `GET /api/order-confirmation/:token`, `POST /api/send-order`.
 * Admin: `GET /api/orders`, `GET|PUT|DELETE /api/orders/:id`, `PATCH /api/orders/:id/status`,
 * `GET /api/admin/overview`.
 */
export function orderRoutes(router: Router): void {
  router.post('/orders', rateLimit({ ...ORDER_LIMIT, key: 'orders', message: 'Too many orders from this address; please try again in a few minutes or call us' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const idempotencyKey = parseIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const input = createOrderBody.parse(ctx.request.body);
    const { order, created } = await createOrder(input, idempotencyKey, { memo: ctx.readCache });
    if (created) ctx.readCache.invalidate(ORDERS_CACHE_TAG);
    // Before the reply: an order answered 201 (or replayed) has its mail in the queue.
    await queueOrderMails(order, mailSettings(ctx), { now: ctx.now(), replay: !created });
    ctx.mailWorker.nudge();
    ctx.set('Cache-Control', 'no-store');
    // 201 for the request that placed the order; a retry with its key gets it again with 200.
    ok(ctx, order, created ? 201 : 200);
  });

  // Every lookup scans the orders on FerretDB: a client guessing tokens would slow down checkout for
  // everybody, so lookups are limited per client (a shopper reloads the page a few times at most).
  router.get('/order-confirmation/:token', rateLimit({ ...CONFIRMATION_LOOKUPS, key: 'order-confirmation' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const token = ctx.params['token'];
    if (!isOrderToken(token)) throw new NotFoundError('No such order', { code: 'ORDER_NOT_FOUND' });
    const order = await getOrderByToken(token);
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, order);
  });

  router.post(
    '/send-order',
    rateLimit({ windowMs: TEN_MINUTES_MS, max: 5, key: 'send-order' }),
    // Per order too, so no one can flood a customer's inbox from many addresses.
    rateLimit({ windowMs: 60 * 60_000, max: 3, key: (ctx) => sendOrderBucket(ctx) }),
    async (ctx) => {
      noQuery.parse(ctx.query);
      const { token } = sendOrderBody.parse(ctx.request.body);
      const order = await getOrderByToken(token);
      await queueConfirmationResend(order, mailSettings(ctx), ctx.now());
      ctx.mailWorker.nudge();
      ok(ctx, { sent: true }, 202);
    },
  );

  router.get('/orders', requireAdmin(), async (ctx) => {
    const query = listOrdersQuery.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, await listOrders(query, ctx.readCache));
  });

  router.get('/orders/:id', requireAdmin(), async (ctx) => {
    const id = parseOrderId(ctx.params['id']);
    noQuery.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, await getOrder(id));
  });

  router.put('/orders/:id', requireAdmin(), async (ctx) => {
    const id = parseOrderId(ctx.params['id']);
    const input = updateOrderBody.parse(ctx.request.body);
    const order = await updateOrder(id, input);
    ctx.readCache.invalidate(ORDERS_CACHE_TAG);
    ok(ctx, order);
  });

  router.patch('/orders/:id/status', requireAdmin(), async (ctx) => {
    const id = parseOrderId(ctx.params['id']);
    const input = updateStatusBody.parse(ctx.request.body);
    const order = await updateOrderStatus(id, input);
    ctx.readCache.invalidate(ORDERS_CACHE_TAG);
    ok(ctx, order);
  });

  router.delete('/orders/:id', requireAdmin(), async (ctx) => {
    const id = parseOrderId(ctx.params['id']);
    await deleteOrder(id);
    ctx.readCache.invalidate(ORDERS_CACHE_TAG);
    ok(ctx, { deleted: true });
  });

  router.get('/admin/overview', requireAdmin(), async (ctx) => {
    noQuery.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, await adminOverview(ctx.readCache));
  });
}

/** The order a send-order request names (only a well-formed token counts as one). */
function sendOrderBucket(ctx: Context): string {
  const token = (ctx.request.body as { token?: unknown } | undefined)?.token;
  return isOrderToken(token) ? `send-order ${token}` : `send-order invalid ${ctx.ip}`;
}

/** Where order mail goes and what it links to: from the config, never from the request. */
function mailSettings(ctx: Context): OrderMailSettings {
  return { shopEmail: ctx.config.shopEmail, siteUrl: ctx.config.publicUrl };
}
