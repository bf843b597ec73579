import Koa from 'koa';
import mongoose from 'mongoose';
import request from 'supertest';
import { useTestDatabase } from '../../test/helpers';
import { errorMiddleware } from './error-middleware';
import { createLogger } from './logger';
import {
  consumeLimit,
  forgetKnownSlots,
  rateLimit,
  RateLimitSlot,
  sweepExpiredSlots,
  type RateLimitOptions,
} from './rate-limit';

useTestDatabase();

/** An app answering 200 behind one limiter, on a clock the test moves. */
function limitedApp(options: Omit<RateLimitOptions, 'now'>, clock = { ms: 1_000_000_000 }) {
  const app = new Koa();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(rateLimit({ ...options, now: () => clock.ms }));
  app.use((ctx) => {
    ctx.body = { success: true, data: 'ok' };
  });
  return { server: app.callback(), clock };
}

/** A bucket name no other test uses (the slots live in one database for the whole file). */
let counter = 0;
const fresh = (name: string) => `${name}-${(counter += 1)}-${Date.now()}`;

describe('rateLimit', () => {
  it('lets max requests through, then answers 429 TOO_MANY_REQUESTS with the seconds left in Retry-After', async () => {
    // Window of 10 minutes starting at 1_000_200_000 (a multiple of 600_000).
    const { server, clock } = limitedApp({ windowMs: 600_000, max: 3, key: fresh('contact') }, { ms: 1_000_200_000 });
    for (let i = 0; i < 3; i += 1) await request(server).post('/api/x').expect(200);
    clock.ms += 60_000;
    const refused = await request(server).post('/api/x');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe('540');
  });

  it('counts again from zero once the window has passed', async () => {
    const { server, clock } = limitedApp({ windowMs: 10_000, max: 1, key: fresh('quote') });
    await request(server).get('/api/x').expect(200);
    await request(server).get('/api/x').expect(429);
    clock.ms += 10_000;
    await request(server).get('/api/x').expect(200);
  });

  it('keeps a separate count per bucket when the key is a function', async () => {
    const prefix = fresh('who');
    const { server } = limitedApp({ windowMs: 10_000, max: 1, key: (ctx) => `${prefix} ${ctx.get('X-Who')}` });
    await request(server).get('/api/x').set('X-Who', 'a').expect(200);
    await request(server).get('/api/x').set('X-Who', 'a').expect(429);
    await request(server).get('/api/x').set('X-Who', 'b').expect(200);
  });

  it('answers with the code it was given', async () => {
    const { server } = limitedApp({
      windowMs: 10_000,
      max: 0,
      key: fresh('coded'),
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down',
    });
    const refused = await request(server).get('/api/x').expect(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Slow down' });
  });
});

describe('consumeLimit', () => {
  const window = { windowMs: 60_000, max: 5 };
  const at = 2_000_040_000; // 2_000_040_000 is a multiple of 60_000

  it('lets exactly max of 40 parallel requests through, even when two processes share the count', async () => {
    const bucket = fresh('parallel');
    // Half the requests forget what this process knows first, as a second API instance would.
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        if (i % 2 === 1) forgetKnownSlots();
        return consumeLimit(bucket, window, at);
      }),
    );
    expect(results.filter((wait) => wait === 0)).toHaveLength(5);
    expect(results.filter((wait) => wait === 60)).toHaveLength(35);
  });

  it('shares the count with another process that knows nothing of it', async () => {
    const bucket = fresh('shared');
    for (let i = 0; i < 5; i += 1) expect(await consumeLimit(bucket, window, at)).toBe(0);
    forgetKnownSlots();
    expect(await consumeLimit(bucket, window, at + 30_000)).toBe(30);
  });

  it('stores a hash of the bucket, never the address or e-mail in it', async () => {
    await consumeLimit('confirmations shopper@example.com', window, at);
    const ids = (await RateLimitSlot.find().lean()).map((slot) => slot._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.join(' ')).not.toContain('example.com');
  });

  it('deletes the slots of windows that have ended, and only those', async () => {
    const bucket = fresh('sweep');
    await consumeLimit(bucket, window, at);
    await consumeLimit(bucket, window, at + 60_000);
    const ended = { expiresAt: mongoose.trusted({ $lte: new Date(at + 60_000) }) };
    await sweepExpiredSlots(at + 60_000);
    expect(await RateLimitSlot.countDocuments(ended)).toBe(0);
    // The current window's slot is still counted.
    forgetKnownSlots();
    for (let i = 0; i < 4; i += 1) expect(await consumeLimit(bucket, window, at + 60_000)).toBe(0);
    expect(await consumeLimit(bucket, window, at + 60_000)).toBeGreaterThan(0);
  });
});
