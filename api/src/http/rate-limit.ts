import type { Context, Middleware } from 'koa';
import { TooManyRequestsError } from './errors';

export interface RateLimitOptions {
  /** Length of one counting window. */
  windowMs: number;
  /** Requests allowed per bucket and window; the next one answers 429 with `Retry-After`. */
  max: number;
  /**
   * A name (requests are then counted per name and client IP, so two limits with different names
   * never share a count), or a function giving the bucket of a request.
   */
  key: string | ((ctx: Context) => string);
  /** Message of the 429 reply. */
  message?: string;
  /** Clock, for tests. */
  now?: () => number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

/** Buckets kept at most; beyond it expired ones are dropped first, then the oldest. */
const MAX_BUCKETS = 10_000;

/**
 * A small in-memory, per-process limiter with fixed windows: the first request of a bucket opens
 * a window of `windowMs`, and once `max` requests were counted in it every further one answers
 * 429 `TOO_MANY_REQUESTS` with `Retry-After` (seconds until the window closes). Every request
 * counts, valid or not, so a flood of bad bodies is limited too. State lives in the middleware,
 * so each app (and each test's app) has its own counts.
 */
export function rateLimit({ windowMs, max, key, message, now = Date.now }: RateLimitOptions): Middleware {
  const buckets = new Map<string, Bucket>();
  const bucketOf = typeof key === 'string' ? (ctx: Context) => `${key} ${ctx.ip}` : key;
  return async (ctx, next) => {
    const at = now();
    const id = bucketOf(ctx);
    let bucket = buckets.get(id);
    if (bucket === undefined || bucket.resetAt <= at) {
      if (bucket !== undefined) buckets.delete(id);
      if (buckets.size >= MAX_BUCKETS) prune(buckets, at);
      bucket = { count: 0, resetAt: at + windowMs };
      buckets.set(id, bucket);
    }
    if (bucket.count >= max) {
      throw new TooManyRequestsError((bucket.resetAt - at) / 1000, message);
    }
    bucket.count += 1;
    await next();
  };
}

/** Drops expired buckets; if that frees too little, the oldest ones (forgetting their counts). */
function prune(buckets: Map<string, Bucket>, at: number): void {
  for (const [id, bucket] of buckets) if (bucket.resetAt <= at) buckets.delete(id);
  for (const id of buckets.keys()) {
    if (buckets.size < MAX_BUCKETS * 0.9) break;
    buckets.delete(id);
  }
}
