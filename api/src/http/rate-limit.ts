import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import mongoose, { Schema, type Model } from 'mongoose';
import { InsertBatcher } from '../db/insert-batcher';
import { TooManyRequestsError } from './errors';

/**
 * Rate limits counted in the database, so that every API instance behind a load balancer shares
 * one count per bucket.
 *
 * FerretDB 1.x applies `$inc` and conditional updates as read-then-write, so a counter document
 * would let parallel requests on two instances slip past the limit. What both engines make atomic
 * is an insert against the unique `_id`. So a window of `max` requests is `max` numbered slots,
 * `<bucket hash>|<window start>|<n>`, and a request is let through when it inserts one of them;
 * when all `max` exist the bucket is full until the window ends. Each process remembers the
 * highest slot it saw taken per bucket, so a request usually costs one insert and a refused one
 * none. Windows are fixed (aligned to multiples of `windowMs`); expired slots are deleted in the
 * background because FerretDB 1.x has no TTL indexes.
 */

export interface LimitWindow {
  /** Length of one counting window. */
  windowMs: number;
  /** Requests allowed per bucket and window. */
  max: number;
}

export interface RateLimitOptions extends LimitWindow {
  /**
   * A name (requests are then counted per name and client IP, so two limits with different names
   * never share a count), or a function giving the bucket of a request.
   */
  key: string | ((ctx: Context) => string);
  /** Message of the 429 reply. */
  message?: string;
  /** Error code of the 429 reply (default `TOO_MANY_REQUESTS`). */
  code?: string;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
  /**
   * Let the request go on while its slot is being taken, with the verdict in `ctx.state.limitGate`:
   * the handler must await that promise before its first write (it rejects with the 429 over the
   * limit). Whatever the handler did meanwhile, a request over the limit is answered 429. For a
   * route whose first database step is a read that can run beside the slot's insert (the
   * checkout's stock levels): one round trip less on its path.
   */
  overlap?: boolean;
}

interface SlotFields {
  _id: string;
  expiresAt: Date;
}

const slotSchema = new Schema<SlotFields>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'rate_limit_slots', versionKey: false },
);
export const RateLimitSlot = mongoose.model<SlotFields>('RateLimitSlot', slotSchema);
/** Slots of concurrent requests go to the database together (`insert-batcher.ts`). */
const slotInserts = new InsertBatcher(RateLimitSlot as unknown as Model<never>);

/** Highest slot known taken per `<bucket>|<window>` in this process; bounded, least recently used dropped first. */
const knownTaken = new LRUCache<string, { slot: number; expiresAt: number }>({ max: 20_000 });
const SWEEP_EVERY_MS = 60_000;
let nextSweepAt = 0;

/**
 * Counts one request in `bucket`. Resolves to 0 when it is within the limit, else to the seconds
 * until the window ends (at least 1), for `Retry-After`.
 */
export async function consumeLimit(
  bucket: string,
  { windowMs, max }: LimitWindow,
  nowMs: number = Date.now(),
): Promise<number> {
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const retryAfter = Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
  sweepSoon(nowMs);
  const key = `${bucketHash(bucket)}|${windowStart}`;
  const known = knownTaken.get(key)?.slot ?? 0;
  for (let slot = known + 1; slot <= max; slot += 1) {
    try {
      await slotInserts.insert({ _id: `${key}|${slot}`, expiresAt: new Date(windowEnd) });
      remember(key, slot, windowEnd);
      return 0;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  remember(key, max, windowEnd);
  return retryAfter;
}

/**
 * Koa middleware refusing requests over the limit with 429 and `Retry-After`. Every request
 * counts, valid or not, so a flood of bad bodies is limited too.
 */
export function rateLimit({
  windowMs,
  max,
  key,
  message,
  code,
  now = Date.now,
  overlap = false,
}: RateLimitOptions): Middleware {
  const bucketOf = typeof key === 'string' ? (ctx: Context) => `${key} ${ctx.ip}` : key;
  const verdict = async (ctx: Context): Promise<void> => {
    const wait = await consumeLimit(bucketOf(ctx), { windowMs, max }, now());
    if (wait > 0) throw new TooManyRequestsError(wait, message, code === undefined ? undefined : { code });
  };
  if (!overlap) {
    return async (ctx, next) => {
      await verdict(ctx);
      await next();
    };
  }
  return async (ctx, next) => {
    const gate = verdict(ctx);
    // Awaited below in every case; this only keeps a refusal from counting as unhandled meanwhile.
    gate.catch(() => undefined);
    (ctx.state as { limitGate?: Promise<void> }).limitGate = gate;
    try {
      await next();
    } finally {
      // Over the limit, the 429 replaces whatever the request came to (a 400 included).
      await gate;
    }
  };
}

/** The verdict of an overlapping `rateLimit` on this request (resolved when there is none). */
export function limitGate(ctx: Context): Promise<void> {
  return (ctx.state as { limitGate?: Promise<void> }).limitGate ?? Promise.resolve();
}

/** Creates the collection's indexes; called at start so the first request does not pay for it. */
export async function initRateLimits(): Promise<void> {
  await RateLimitSlot.init();
}

/** Deletes every expired slot now (the background sweep does this at most once a minute). */
export async function sweepExpiredSlots(nowMs: number = Date.now()): Promise<number> {
  const result = await RateLimitSlot.deleteMany({ expiresAt: mongoose.trusted({ $lte: new Date(nowMs) }) });
  for (const [key, entry] of [...knownTaken.entries()]) if (entry.expiresAt <= nowMs) knownTaken.delete(key);
  return result.deletedCount;
}

/** Forgets what this process knows of taken slots (tests that reuse a database between apps). */
export function forgetKnownSlots(): void {
  knownTaken.clear();
}

function sweepSoon(nowMs: number): void {
  if (nowMs < nextSweepAt) return;
  nextSweepAt = nowMs + SWEEP_EVERY_MS;
  // In the background: a failed sweep only leaves expired slots for the next one.
  sweepExpiredSlots(nowMs).catch(() => undefined);
}

function remember(key: string, slot: number, expiresAt: number): void {
  const entry = knownTaken.get(key);
  if (entry && entry.slot >= slot) return;
  knownTaken.set(key, { slot, expiresAt });
}

/** Buckets hold addresses and e-mail addresses: only a hash of them is stored. */
function bucketHash(bucket: string): string {
  return createHash('sha256').update(bucket).digest('base64url').slice(0, 22);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}
