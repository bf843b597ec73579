// Where the time of an order goes: `node scripts/bench/order-steps.mjs` (after `npm run build -w api`).
// Starts a FerretDB of its own (or uses MONGODB_URI), seeds the catalogue and runs each step of
// POST /api/orders alone, in this process, as 20 concurrent loops for BENCH_STEP_SECONDS (5) each,
// then the route's database work in sequence. No HTTP, no mail worker: what is left of the
// difference to `npm run bench` is theirs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(ROOT, 'api/dist', file));
const mongoose = require('mongoose');
const { startEmbeddedDatabase } = dist('db/embedded.js');
const { createLogger } = dist('http/logger.js');
const { connectDatabase } = dist('db/connection.js');
const { seedCatalog } = dist('catalog/seed.js');
const { seedZoneDeliverySettings } = dist('delivery/seed.js');
const { Product } = dist('catalog/model.js');
const { findOrderableProducts } = dist('catalog/pricing.js');
const { getZoneDeliverySettings } = dist('delivery/service.js');
const { Order } = dist('orders/model.js');
const { createOrder } = dist('orders/service.js');
const { queueOrderMails } = dist('orders/mail.js');
const { consumeLimit, initRateLimits } = dist('http/rate-limit.js');
const { ReadCache } = dist('http/read-cache.js');
const { CacheGenerations, databaseGenerations } = dist('http/cache-generations.js');

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);

async function run(label, step) {
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await step();
        latencies.push(performance.now() - begin);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  console.log(
    `${label.padEnd(52)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)}/s   p50 ${at(0.5).padStart(7)} ms   p99 ${at(0.99).padStart(7)} ms`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-order-steps-'));
const database = process.env.MONGODB_URI
  ? { uri: process.env.MONGODB_URI, kind: 'MONGODB_URI', stop: async () => {} }
  : await startEmbeddedDatabase({ dataDir, log: createLogger('warn') });
const dbName = `order_steps_${randomBytes(4).toString('hex')}`;
try {
  await connectDatabase(database.uri, dbName);
  await Promise.all([seedCatalog(), seedZoneDeliverySettings(), initRateLimits(), Order.init()]);
  const products = await Product.find({ price: mongoose.trusted({ $gt: 0 }) })
    .sort({ price: 1 })
    .limit(3)
    .lean();
  const ids = products.map((product) => String(product._id));
  const body = {
    customer: {
      name: 'Bench Customer',
      phone: '+97455123456',
      email: 'bench@example.qa',
      address: 'Bench Street 1, Doha',
      zone: 'doha',
      notes: '',
    },
    items: ids.map((productId, index) => ({ productId, quantity: index + 1 })),
    paymentMethod: 'cash',
    language: 'en',
  };
  const cache = new ReadCache(1000, Date.now, new CacheGenerations({ store: databaseGenerations }));
  const settings = { shopEmail: 'shop@example.qa', siteUrl: 'http://localhost' };
  const { order: sample } = await createOrder(body, undefined, { memo: cache });
  const template = await Order.findOne().lean();
  let client = 0;
  const freshOrderView = () => ({
    ...sample,
    orderNumber: `OG-${randomBytes(6).toString('hex')}`,
    customer: { ...sample.customer, email: `c${(client += 1)}@example.qa` },
  });

  console.log(
    `\n== Steps of POST /api/orders (${database.kind}; ${CONNECTIONS} concurrent loops, ${SECONDS} s each, in-process) ==`,
  );
  const raw = mongoose.connection.db.collection('raw_orders');
  await run('raw driver insertOne of an order', () => raw.insertOne({ ...template, _id: undefined }));
  await run('zones read from the database', () => getZoneDeliverySettings());
  await run('3 products + categories read from the database', () => findOrderableProducts(ids));
  await run('3 products + categories from the read cache', () => findOrderableProducts(ids, cache));
  await run('createOrder, pricing read from the database', () => createOrder(body));
  await run('createOrder, pricing from the read cache', () => createOrder(body, undefined, { memo: cache }));
  await run('rate limit: consumeLimit, a new client each', () =>
    consumeLimit(`orders 10.0.${(client += 1)}`, { windowMs: 600_000, max: 10 }),
  );
  await run('mail: queueOrderMails, a new address each', () =>
    queueOrderMails(freshOrderView(), settings, { now: new Date(), replay: false }),
  );
  await run("readCache.invalidate('orders'): publish", () => cache.generations.bump('orders'));
  await run('all of the above as the route does them', async () => {
    await consumeLimit(`orders 10.1.${(client += 1)}`, { windowMs: 600_000, max: 10 });
    const { order } = await createOrder(
      { ...body, customer: { ...body.customer, email: `r${client}@example.qa` } },
      undefined,
      { memo: cache },
    );
    cache.invalidate('orders');
    await queueOrderMails(order, settings, { now: new Date(), replay: false });
  });
} finally {
  if (process.env.MONGODB_URI) await mongoose.connection.dropDatabase().catch(() => {});
  await mongoose.disconnect();
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
