import Koa from 'koa';
import request from 'supertest';
import { errorMiddleware } from './error-middleware';
import { createLogger } from './logger';
import { rateLimit, type RateLimitOptions } from './rate-limit';

/** An app answering 200 behind one limiter, on a clock the test moves. */
function limitedApp(options: Omit<RateLimitOptions, 'now'>) {
  const clock = { ms: 1_000_000 };
  const app = new Koa();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(rateLimit({ ...options, now: () => clock.ms }));
  app.use((ctx) => {
    ctx.body = { success: true, data: 'ok' };
  });
  return { server: app.callback(), clock };
}

describe('rateLimit', () => {
  it('lets max requests through, then answers 429 TOO_MANY_REQUESTS with the seconds left in Retry-After', async () => {
    const { server, clock } = limitedApp({ windowMs: 600_000, max: 3, key: 'contact' });
    for (let i = 0; i < 3; i += 1) await request(server).post('/api/x').expect(200);
    clock.ms += 60_000;
    const refused = await request(server).post('/api/x');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe('540');
  });

  it('counts again from zero once the window has passed', async () => {
    const { server, clock } = limitedApp({ windowMs: 10_000, max: 1, key: 'quote' });
    await request(server).get('/api/x').expect(200);
    await request(server).get('/api/x').expect(429);
    clock.ms += 10_000;
    await request(server).get('/api/x').expect(200);
  });

  it('keeps a separate count per bucket when the key is a function', async () => {
    const { server } = limitedApp({ windowMs: 10_000, max: 1, key: (ctx) => ctx.get('X-Who') });
    await request(server).get('/api/x').set('X-Who', 'a').expect(200);
    await request(server).get('/api/x').set('X-Who', 'a').expect(429);
    await request(server).get('/api/x').set('X-Who', 'b').expect(200);
  });
});
