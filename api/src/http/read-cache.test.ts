import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { CacheGenerations, MAX_LAG_MS, POLL_INTERVAL_MS } from './cache-generations';
import { ReadCache } from './read-cache';

function appWith(cache: ReadCache, ttlMs?: number) {
  let calls = 0;
  let status = 200;
  const app = new Koa();
  app.use(cache.middleware('things', { ttlMs }));
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

  describe('compression', () => {
    // A reply the size of a product page's JSON: worth compressing.
    const big = {
      success: true,
      data: {
        items: Array.from({ length: 60 }, (_, i) => ({ i, name: `Ergonomic chair ${i}`, nameAr: `كرسي مريح ${i}` })),
      },
    };
    function bigApp(cache: ReadCache) {
      let calls = 0;
      const app = new Koa();
      app.use(cache.middleware('things'));
      app.use((ctx) => {
        calls += 1;
        ctx.body = big;
      });
      return { server: app.callback(), calls: () => calls };
    }
    // The bytes as they cross the wire (supertest would decode them on its own).
    async function wire(server: http.RequestListener, acceptEncoding: string) {
      const listening = http.createServer(server).listen(0, '127.0.0.1');
      await once(listening, 'listening');
      const { port } = listening.address() as AddressInfo;
      try {
        const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .get({ port, host: '127.0.0.1', path: '/big', headers: { 'accept-encoding': acceptEncoding } }, resolve)
            .on('error', reject),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        return { headers: res.headers, body: Buffer.concat(chunks) };
      } finally {
        listening.close();
      }
    }

    it.each([
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const)(
      'sends %s to a client that asks for it, the same JSON once decoded, on a miss and on a hit',
      async (encoding, decode) => {
        const app = bigApp(new ReadCache());
        for (let i = 0; i < 2; i += 1) {
          const { headers, body } = await wire(app.server, encoding);
          expect(headers['content-encoding']).toBe(encoding);
          expect(headers.vary).toMatch(/Accept-Encoding/i);
          expect(headers['content-type']).toMatch(/application\/json/);
          expect(body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(big)) / 3);
          expect(JSON.parse(decode(body).toString('utf8'))).toEqual(big);
        }
        expect(app.calls()).toBe(1);
      },
    );

    it('prefers br when a browser accepts both, and sends plain JSON to a client that accepts neither', async () => {
      const app = bigApp(new ReadCache());
      const browser = await wire(app.server, 'gzip, deflate, br, zstd');
      expect(browser.headers['content-encoding']).toBe('br');
      const plain = await request(app.server).get('/big').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(big);
    });

    it('leaves the bytes plain for a route that rewrites them afterwards (encode: false)', async () => {
      const app = new Koa();
      app.use(async (ctx, next) => {
        await next();
        ctx.body = String(ctx.body).replace('ORIGIN', 'https://shop.example');
      });
      app.use(new ReadCache().middleware('things', { encode: false }));
      app.use((ctx) => {
        ctx.type = 'text/plain';
        ctx.body = `ORIGIN ${'x'.repeat(4000)}`;
      });
      for (let i = 0; i < 2; i += 1) {
        const res = await request(app.callback()).get('/f').set('Accept-Encoding', 'br');
        expect(res.text.startsWith('https://shop.example x')).toBe(true);
      }
    });

    it('leaves a small reply uncompressed', async () => {
      const app = appWith(new ReadCache());
      await request(app.server).get('/a');
      const hit = await request(app.server).get('/a').set('Accept-Encoding', 'br, gzip');
      expect(hit.headers['content-encoding']).toBeUndefined();
      expect(hit.body.data.call).toBe(1);
    });
  });
});

describe('ReadCache.remember', () => {
  it('loads a value once for concurrent callers and keeps it until its tag is invalidated or its TTL passes', async () => {
    let clock = 0;
    const cache = new ReadCache(1000, () => clock);
    let loads = 0;
    const load = async () => ({ price: 100 + (loads += 1) });
    const [a, b] = await Promise.all([
      cache.remember('catalog', 'p1', 10_000, load),
      cache.remember('catalog', 'p1', 10_000, load),
    ]);
    expect([a, b, loads]).toEqual([{ price: 101 }, { price: 101 }, 1]);
    cache.invalidate('articles');
    expect(await cache.remember('catalog', 'p1', 10_000, load)).toEqual({ price: 101 });
    cache.invalidate('catalog');
    expect(await cache.remember('catalog', 'p1', 10_000, load)).toEqual({ price: 102 });
    clock += 10_000;
    expect(await cache.remember('catalog', 'p1', 10_000, load)).toEqual({ price: 103 });
  });

  it('does not keep a value whose load an invalidation overtook, nor a failed load', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.remember(
      'catalog',
      'zones',
      10_000,
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    cache.invalidate('catalog');
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.remember('catalog', 'zones', 10_000, async () => 'new')).toBe('new');
    await expect(
      cache.remember('catalog', 'broken', 10_000, async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.remember('catalog', 'broken', 10_000, async () => 'back')).toBe('back');
  });
});

describe('ReadCache across instances (cache generations)', () => {
  /** The database's `cache_generations` as two instances share it, with a count of polls. */
  function sharedStore() {
    const generations = new Map<string, string>();
    const store = {
      reads: 0,
      failing: false,
      async readAll() {
        store.reads += 1;
        if (store.failing) throw new Error('database down');
        return new Map(generations);
      },
      async publish(tag: string, gen: string) {
        generations.set(tag, gen);
      },
    };
    return store;
  }
  /** One instance: its cache over a handler that reads the shared "database" value. */
  function instance(store: ReturnType<typeof sharedStore>, clock: () => number, database: { price: number }) {
    const cache = new ReadCache(100, clock, new CacheGenerations({ store, now: clock }));
    const app = new Koa();
    let reads = 0;
    let gate: { reached: () => void; released: Promise<void> } | undefined;
    app.use(cache.middleware('catalog'));
    app.use(async (ctx) => {
      reads += 1;
      const price = database.price;
      const wait = gate;
      gate = undefined;
      if (wait) {
        wait.reached();
        await wait.released;
      }
      ctx.body = { price };
    });
    return {
      cache,
      get: async () => (await request(app.callback()).get('/products/desk')).body.price as number,
      reads: () => reads,
      /** Makes the next read read the value, then wait until released. */
      hold() {
        let release = () => undefined as void;
        let reached = () => undefined as void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const hasRead = new Promise<void>((resolve) => (reached = resolve));
        gate = { reached, released };
        return { hasRead, release };
      },
    };
  }
  /** Instances a and b over one store and one "database" (price 100), on a clock the test moves. */
  function twoInstances() {
    const clock = { now: 10_000 };
    const store = sharedStore();
    const database = { price: 100 };
    const a = instance(store, () => clock.now, database);
    const b = instance(store, () => clock.now, database);
    /** Instance a writes a new price: it changes the database and publishes the invalidation. */
    async function write(price: number) {
      database.price = price;
      a.cache.invalidate('catalog');
      await a.cache.generations.close();
    }
    return { clock, store, a, b, write };
  }

  it('serves a write made on another instance once its view of the generations is older than MAX_LAG_MS', async () => {
    const { clock, a, b, write } = twoInstances();
    expect(await b.get()).toBe(100);
    expect(await a.get()).toBe(100);

    await write(120);
    // The writer sees its write at once.
    expect(await a.get()).toBe(120);
    clock.now += MAX_LAG_MS + 1;
    expect(await b.get()).toBe(120);
  });

  it('polls the store at most once a second however many requests come', async () => {
    let now = 10_000;
    const store = sharedStore();
    const b = instance(store, () => now, { price: 100 });
    for (let i = 0; i < 20; i += 1) {
      await b.get();
      now += 90;
    }
    // 20 requests over 1.8 s.
    expect(store.reads).toBe(2);
    expect(b.reads()).toBe(1);
  });

  it('does not keep a reply read before a write that a poll announced while it was being built', async () => {
    const { clock, b, write } = twoInstances();
    await b.get();
    clock.now += 60_001; // the entry expired: the next read goes to the database
    const { hasRead, release } = b.hold();
    const slowRead = b.get();
    await hasRead; // it read 100 and waits
    await write(150);
    clock.now += POLL_INTERVAL_MS;
    // Another request waits for the poll that announces the write, then reads the new price.
    expect(await b.get()).toBe(150);
    release();
    expect(await slowRead).toBe(100);
    // The old reply was not stored over the new one.
    expect(await b.get()).toBe(150);
  });

  it('goes on serving cached replies while the generations cannot be read, and catches up after', async () => {
    const { clock, store, b, write } = twoInstances();
    await b.get();
    store.failing = true;
    clock.now += MAX_LAG_MS + 1;
    expect(await b.get()).toBe(100);
    expect(b.reads()).toBe(1);
    store.failing = false;
    await write(90);
    clock.now += POLL_INTERVAL_MS;
    // The poll now due is waited for: it succeeds and announces the write.
    await b.get();
    clock.now += MAX_LAG_MS + 1;
    expect(await b.get()).toBe(90);
  });
});
