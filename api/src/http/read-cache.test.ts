import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
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
    const big = { success: true, data: { items: Array.from({ length: 60 }, (_, i) => ({ i, name: `Ergonomic chair ${i}`, nameAr: `كرسي مريح ${i}` })) } };
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
        const res = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ port, host: '127.0.0.1', path: '/big', headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject));
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
    ] as const)('sends %s to a client that asks for it, the same JSON once decoded, on a miss and on a hit', async (encoding, decode) => {
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
    });

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
