/**
 * `POST /api/order-tracking`: a guest follows an order with its number and the phone it was
 * placed with. The reply is the order as its confirmation page shows it (with the token, so the
 * tracking page can upload a transfer receipt and link the invoice): the pair is the proof, like
 * the token.
 */
import type Router from '@koa/router';
import { ORDER_NUMBER, orderView, trackOrderBody, noQuery, type TrackOrderInput } from '@ogulf/contracts';
import type { Context } from 'koa';
import { NotFoundError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import { Order, type OrderRecord } from './model';
import { sameText, toOrderView, type OrderView } from './service';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Lookups per client: a shopper who mistypes the phone a few times and reloads the page stays
 * well under 20 in 10 minutes; a script trying numbers is stopped at the 21st.
 */
export const TRACKING_PER_CLIENT = { windowMs: TEN_MINUTES_MS, max: 20 } as const;
/**
 * Lookups per order number, from every client together: a phone is 8 digits, so without this a
 * guesser holding an order number (it is printed on the invoice) could spread the tries over
 * many addresses.
 */
export const TRACKING_PER_ORDER = { windowMs: TEN_MINUTES_MS, max: 10 } as const;

const TOO_MANY = 'Too many attempts to find an order; please try again in a few minutes or call us';

/** One answer for a wrong number and a wrong phone, so a reply never tells which was wrong. */
function noSuchOrder(): NotFoundError {
  return new NotFoundError('No order matches this order number and phone number', { code: 'ORDER_NOT_FOUND' });
}

// Compared against when no order has the number, so both failures take the same path.
const NO_PHONE = '+97400000000';

/** The order with this number and phone, as its customer sees it; 404 `ORDER_NOT_FOUND` otherwise. */
export async function trackOrder({ orderNumber, phone }: TrackOrderInput): Promise<OrderView> {
  // One lookup on the unique index (FerretDB scans, but the route's limits bound how often).
  const record = await Order.findOne({ orderNumber }).lean<OrderRecord>();
  // Stored phones are `+974` and 8 digits (the order's schema normalises them), as the body's is.
  const phoneMatches = sameText(record?.customer.phone ?? NO_PHONE, phone);
  if (!record || !phoneMatches) throw noSuchOrder();
  return toOrderView(record);
}

/** Public: `POST /api/order-tracking`. */
export function trackingRoutes(router: Router): void {
  const api = routesOn(router);
  api.post('/order-tracking', {
    summary: 'An order as its customer sees it, found by its number and the phone it was placed with',
    access: 'public',
    tag: 'orders',
    cache: 'no-store',
    before: [
      rateLimit({ ...TRACKING_PER_CLIENT, key: 'order-tracking', message: TOO_MANY }),
      rateLimit({ ...TRACKING_PER_ORDER, key: trackingBucket, message: TOO_MANY }),
    ],
    input: { query: noQuery, body: trackOrderBody },
    reply: orderView,
    handle: (_ctx, { body }) => trackOrder(body),
  });
}

/**
 * The order number a request names, as the schema will read it (trimmed, upper case), so
 * `og-261122-7kq4` and `OG-261122-7KQ4 ` share one count. A body naming no well-formed number
 * is counted per client (it is refused with 400 anyway).
 */
function trackingBucket(ctx: Context): string {
  const given = (ctx.request.body as { orderNumber?: unknown } | undefined)?.orderNumber;
  const number = typeof given === 'string' ? given.trim().toUpperCase() : '';
  return ORDER_NUMBER.test(number) ? `order-tracking ${number}` : `order-tracking invalid ${ctx.ip}`;
}
