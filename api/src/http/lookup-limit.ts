import type { Context } from 'koa';
import mongoose from 'mongoose';
import { isDatabaseUnavailable } from '../db/connectivity-errors';
import { databaseState } from '../db/monitor';
import { TooManyRequestsError } from './errors';
import { consumeLimit } from './rate-limit';

/**
 * Public reads that the read cache cannot answer, per client. Every one of them is at least one
 * collection scan on FerretDB (tens to hundreds of milliseconds as data grows), so a client
 * asking for distinct URLs (random slugs, searches, pages) could slow the shop for everybody.
 * 600 per 5 minutes is two a second on average: a shopper, or a crawler at a polite pace, never
 * gets near it, since nearly everything they ask for is already cached.
 */
export const LOOKUP_LIMIT = { windowMs: 5 * 60_000, max: 600 } as const;

/**
 * Counts one database read for this client; 429 with `Retry-After` over the limit. While the
 * database is unreachable nothing can be counted and nothing is let through to it anyway, so the
 * read goes on uncounted: a route with an answer for that case (llms.txt's short text) still gives it.
 */
export async function limitLookup(ctx: Context): Promise<void> {
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected || databaseState() === 'down') return;
  let wait: number;
  try {
    wait = await consumeLimit(`lookup ${ctx.ip}`, LOOKUP_LIMIT, ctx.now().getTime());
  } catch (error) {
    if (isDatabaseUnavailable(error)) return;
    throw error;
  }
  if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests from this address, try again in a few minutes');
}
