import request from 'supertest';
import { createApp } from '../src/app';
import { LOOKUP_LIMIT } from '../src/http/lookup-limit';
import { CONFIRMATION_LOOKUPS } from '../src/orders/routes';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();
// Hundreds of reads in a row, each a scan on FerretDB: a few seconds alone, far more on a busy machine.
jest.setTimeout(120_000);

/**
 * Public reads that reach the database are limited per client: without that, a few anonymous
 * clients asking for distinct URLs (random tokens, slugs, searches) made a real shopper's
 * checkout wait 17 s on FerretDB, where every such read scans a collection.
 */
// Limits count in fixed windows: on a moving clock a test that crosses a window's end starts again
// from zero (it failed that way in CI), so every app of this file reads one stopped clock.
const at = new Date();
const app = () => createApp({ config: testConfig({ trustProxy: true }), now: () => at }).callback();
let clients = 0;
const newClient = () => `192.0.2.${(clients += 1)}`;

describe('reads the cache cannot answer', () => {
  it('are limited per client, while cached replies and other clients are served', async () => {
    const server = app();
    const client = newClient();
    await request(server).get('/api/categories').set('X-Forwarded-For', client).expect(200);
    // Each unknown slug is a database read (a 404 is never cached).
    for (let i = 1; i < LOOKUP_LIMIT.max; i += 1) {
      await request(server).get(`/api/products/no-such-product-${i}`).set('X-Forwarded-For', client).expect(404);
    }
    const refused = await request(server).get('/api/products/no-such-product-x').set('X-Forwarded-For', client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOOKUP_LIMIT.windowMs / 1000);
    // What the cache holds costs the database nothing and is still served to that client...
    await request(server).get('/api/categories').set('X-Forwarded-For', client).expect(200);
    // ...and another client is not affected.
    await request(server).get('/api/products/no-such-product-x').set('X-Forwarded-For', newClient()).expect(404);
  });

  it('are counted across API instances on one database', async () => {
    const [first, second] = [app(), app()];
    const client = newClient();
    for (let i = 0; i < LOOKUP_LIMIT.max; i += 1) {
      await request(i % 2 === 0 ? first : second)
        .get(`/api/products/search/nothing-${i}`)
        .set('X-Forwarded-For', client)
        .expect(200);
    }
    expect((await request(first).get('/api/products/search/one-more').set('X-Forwarded-For', client)).status).toBe(429);
    expect((await request(second).get('/api/products/search/one-more').set('X-Forwarded-For', client)).status).toBe(
      429,
    );
  });
});

describe('GET /api/order-confirmation/:token', () => {
  it('answers a token guesser 429 after the limit, and other shoppers as before', async () => {
    const server = app();
    const guesser = newClient();
    const token = () =>
      Buffer.from(Array.from({ length: 24 }, () => Math.floor(Math.random() * 256))).toString('base64url');
    for (let i = 0; i < CONFIRMATION_LOOKUPS.max; i += 1) {
      await request(server).get(`/api/order-confirmation/${token()}`).set('X-Forwarded-For', guesser).expect(404);
    }
    const refused = await request(server).get(`/api/order-confirmation/${token()}`).set('X-Forwarded-For', guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await request(server).get(`/api/order-confirmation/${token()}`).set('X-Forwarded-For', newClient()).expect(404);
  });
});
