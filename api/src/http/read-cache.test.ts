import Koa from 'koa';
import request from 'supertest';
import { ReadCache } from './read-cache';

function appWith(cache: ReadCache, ttlMs?: number) {
  let calls = 0;
  let status = 200;
  const app = new Koa();
  app.use(cache.middleware('things', ttlMs));
  app.use((ctx) => {
    calls += 1;
    ctx.status = status;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { success: status === 200, data: { call: calls, path: ctx.path } };
  });
  return {
    server: app.callback(),
    calls: () => calls,
    failNext: () => {
      status = 500;
    },
  };
}

describe('ReadCache', () => {
  it('answers a repeated GET from the cache without running the handler again', async () => {
    const app = appWith(new ReadCache());
    const first = await request(app.server).get('/a?x=1');
    const second = await request(app.server).get('/a?x=1');
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(app.calls()).toBe(1);
    await request(app.server).get('/a?x=2');
    expect(app.calls()).toBe(2);
  });

  it('asks the handler again once the entry is older than its TTL', async () => {
    let now = 1000;
    const app = appWith(new ReadCache(10, () => now), 5000);
    await request(app.server).get('/a');
    now += 4999;
    await request(app.server).get('/a');
    expect(app.calls()).toBe(1);
    now += 2;
    const fresh = await request(app.server).get('/a');
    expect(fresh.body.data.call).toBe(2);
  });

  it('forgets a resource when it is invalidated', async () => {
    const cache = new ReadCache();
    const app = appWith(cache);
    await request(app.server).get('/a');
    cache.invalidate('things');
    const after = await request(app.server).get('/a');
    expect(after.body.data.call).toBe(2);
  });

  it('never stores an error reply', async () => {
    const app = appWith(new ReadCache());
    app.failNext();
    await request(app.server).get('/a');
    await request(app.server).get('/a');
    expect(app.calls()).toBe(2);
  });

  it('keeps at most its maximum number of entries, dropping the oldest', async () => {
    const cache = new ReadCache(2);
    const app = appWith(cache);
    await request(app.server).get('/1');
    await request(app.server).get('/2');
    await request(app.server).get('/3');
    expect(cache.size).toBe(2);
    await request(app.server).get('/1');
    expect(app.calls()).toBe(4);
  });
});
