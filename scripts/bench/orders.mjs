// Orders under load, part of `npm run bench` (or alone: `node scripts/bench/orders.mjs`).
//
// 1. Placement. A production server of its own, on a database this script can also reach
//    directly (the embedded FerretDB unless MONGODB_URI is set), answers GET /api/health and then
//    POST /api/orders for BENCH_ORDER_SECONDS (10) each at 20 connections. Beside it, in the same
//    run and at the same concurrency, a raw driver insert of order-sized documents into the same
//    database engine: the ratio of the two says what the API costs on top of the insert itself.
//    The server trusts one proxy (TRUST_PROXY=1) and every request comes from its own
//    X-Forwarded-For address, so the per-client order limit is paid for but never reached.
//    Every order request carries a fresh Idempotency-Key, so afterwards the orders in the database
//    are matched one for one against the 201 replies; requests cut off by the end of the run are
//    retried with their key, as the checkout would.
// 2. Scale. Orders are inserted straight into the server's database in batches of 1,000 up to
//    1,000 and 10,000 (and 50,000 with BENCH_ORDERS_50K=1: the embedded engine scans every order
//    for most queries, and that step alone takes minutes), and at each size the bench prints the
//    latency of order placement, the confirmation lookup, the admin order list and the admin
//    overview. BENCH_ORDERS_SCALE=0 skips this part (the placement figures alone, in a minute).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';
import { startSite } from '../processes.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
// Each measurement at a size: this long, or until its minimum number of replies came back.
const SCALE_SECONDS = Number(process.env.BENCH_ORDER_SCALE_SECONDS ?? 5);
const CONNECTIONS = 20;
const SIZES = [1_000, 10_000, ...(process.env.BENCH_ORDERS_50K === '1' ? [50_000] : [])];
const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
const STATUSES = ['pending', 'confirmed', 'processing', 'out-for-delivery', 'delivered', 'cancelled'];

/** MONGODB_URI, or an embedded FerretDB/mongod started here (the API's own starter). */
async function startDatabase(dir) {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, kind: 'MONGODB_URI', stop: async () => {} };
  const { startEmbeddedDatabase } = require(path.join(ROOT, 'api/dist/db/embedded.js'));
  const { createLogger } = require(path.join(ROOT, 'api/dist/http/logger.js'));
  return startEmbeddedDatabase({ dataDir: dir, log: createLogger('warn') });
}

/** A valid order: up to three priced products of the running catalogue and its first zone. */
async function orderBody(url) {
  const products = await (await fetch(`${url}/api/products?limit=48&sort=price-asc`)).json();
  const zones = await (await fetch(`${url}/api/zone-delivery-settings`)).json();
  const items = products.data.items
    .filter((product) => typeof product.price === 'number' && !product.contactForQuote)
    .slice(0, 3)
    .map((product, index) => ({ productId: product.id, quantity: index + 1 }));
  const zone = zones.data.zones[0]?.key;
  if (items.length === 0 || !zone)
    throw new Error('The catalogue has no priced product or no delivery zone to order with');
  return {
    customer: {
      name: 'Bench Customer',
      phone: '+974 5512 3456',
      email: 'bench@example.qa',
      address: 'Bench Street 1, Doha',
      zone,
    },
    items,
    paymentMethod: 'cash',
    language: 'en',
  };
}

// Client addresses from 10.0.0.0/8, a new one per request: the per-client limits never bite.
let clientSequence = 0;
const nextClient = () => {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 255}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
};

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Order placement through autocannon: a new Idempotency-Key and client address per request.
 * Resolves to the figures and the outcome of every key (for the stored-vs-acknowledged check).
 */
async function placeOrders(url, body, seconds) {
  const autocannon = require('autocannon');
  const runId = randomBytes(4).toString('hex');
  let sequence = 0;
  const outcome = new Map(); // Idempotency-Key -> 'sent' | HTTP status
  const result = await autocannon({
    url: `${url}/api/orders`,
    connections: CONNECTIONS,
    duration: seconds,
    // A slow reply is a figure to report, not a failure: autocannon's 10 s default would drop it.
    timeout: 60,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    requests: [
      {
        setupRequest(request, context) {
          const key = `bench-${runId}-${(sequence += 1)}`;
          context.key = key;
          outcome.set(key, 'sent');
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': key, 'x-forwarded-for': nextClient() },
          };
        },
        onResponse(status, _body, context) {
          if (context.key) outcome.set(context.key, status);
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    outcome,
  };
}

/**
 * `connections` loops calling `call()` for `seconds` (at least until `minSamples` replies came
 * back); latency of each reply in ms. For the slow admin reads, where autocannon's fixed duration
 * would count next to nothing.
 */
async function sample(call, { connections, seconds = SCALE_SECONDS, minSamples = 3, before }) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline || latencies.length + failures < minSamples) {
        if (before) await before();
        const begin = performance.now();
        const ok = await call().catch(() => false);
        if (ok) latencies.push(performance.now() - begin);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    samples: latencies.length,
    failures,
  };
}

/** Raw driver inserts of `document` (fresh unique fields each) at the placement's concurrency. */
async function rawInserts(collection, document, seconds) {
  let inserted = 0;
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const unique = randomBytes(12).toString('base64url');
        await collection.insertOne({
          ...document,
          _id: undefined,
          orderNumber: `RAW-${unique}`,
          token: unique,
          idempotencyKey: `raw:${unique}`,
        });
        latencies.push(performance.now() - begin);
        inserted += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: inserted / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/** `count` stored orders shaped like real ones, over the last year, in every status. */
function syntheticOrders(from, count, template, tokenFor, ObjectId) {
  const now = Date.now();
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const _id = new ObjectId();
    const at = new Date(now - 365 * 86_400_000 + index * 600_000);
    const status = STATUSES[index % STATUSES.length];
    const history = [{ status: 'pending', note: '', at }];
    if (status !== 'pending') history.push({ status, note: 'Bench', at: new Date(at.getTime() + 3_600_000) });
    return {
      ...template,
      _id,
      orderNumber: `OG-BENCH-${index}`,
      token: tokenFor(_id),
      idempotencyKey: `stored:${index}`,
      requestHash: randomBytes(32).toString('hex'),
      status,
      customer: { ...template.customer, name: `Stored Customer ${index}`, email: `stored${index}@example.qa` },
      statusHistory: history,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/**
 * Waits (up to 2 minutes) until the server's mail worker has sent the queued mail of the orders
 * placed so far: its work would otherwise be measured as part of the next figures.
 */
async function drainMail(db) {
  const started = performance.now();
  const outbox = db.collection('mail_outbox');
  const queued = await outbox.countDocuments();
  let left = queued;
  while (left > 0 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = await outbox.countDocuments();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  (mail queue: ${queued} mails sent by the worker in ${seconds.toFixed(1)} s${left > 0 ? `, ${left} still queued` : ''})`,
  );
}

const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : '-').padStart(9);
const line = (label, r) =>
  `${label.padEnd(40)} ${r.rps.toFixed(r.rps < 10 ? 2 : 0).padStart(8)} req/s   p50 ${fmt(r.p50)}   p99 ${fmt(r.p99)}` +
  (r.samples !== undefined ? `   (${r.samples} replies${r.failures ? `, ${r.failures} failed` : ''})` : '') +
  (r.non2xx !== undefined ? `   non-2xx ${r.non2xx}   errors ${r.errors}` : '');

/** Runs the order benchmark and prints its figures; resolves to them. */
export async function benchOrders() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-bench-orders-'));
  const database = await startDatabase(path.join(dataDir, 'db'));
  const dbName = `bench_orders_${randomBytes(4).toString('hex')}`;
  const { MongoClient, ObjectId } = require('mongodb');
  const { orderToken } = require(path.join(ROOT, 'api/dist/orders/service.js'));
  const client = new MongoClient(database.uri);
  let site;
  try {
    site = await startSite(ROOT, {
      prefix: 'ogulf-bench-orders-site-',
      env: { MONGODB_URI: database.uri, DB_NAME: dbName, SMTP_URL: '', TRUST_PROXY: '1', ADMIN_PASSWORD },
      timeoutMs: 120_000,
    });
    const { url } = site;
    const body = await orderBody(url);
    await client.connect();
    const orders = client.db(dbName).collection('orders');

    console.log(
      `\n== Order placement (${database.kind ?? 'database'}; ${CONNECTIONS} connections, ${SECONDS} s each; one client address per request; mail queued) ==`,
    );
    const health = await sample(async () => (await fetch(`${url}/api/health`)).ok, {
      connections: CONNECTIONS,
      seconds: Math.min(SECONDS, 3),
    });
    console.log(line('GET /api/health', health));

    // The raw insert writes a copy of an order the API stored, into a collection of its own.
    const seed = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify(body),
    });
    if (seed.status !== 201) throw new Error(`POST /api/orders answered ${seed.status}: ${await seed.text()}`);
    const template = await orders.findOne({});
    const raw = await rawInserts(client.db(`${dbName}_raw`).collection('orders'), template, SECONDS);
    console.log(line('raw driver insertOne of an order', raw));

    const placed = await placeOrders(url, body, SECONDS);
    console.log(line('POST /api/orders (new key and client each)', placed));
    console.log(`orders/s vs raw inserts/s: ${(placed.rps / raw.rps).toFixed(2)} (goal >= 0.50, p99 < 250 ms)`);

    // Requests cut off by the end of the run: the server may or may not have stored them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { outcome } = placed;
    const cut = [...outcome].filter(([, status]) => status === 'sent').map(([key]) => key);
    let confirmedByRetry = 0;
    for (const key of cut) {
      const retry = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': nextClient() },
        body: JSON.stringify(body),
      });
      if (retry.status === 200 || retry.status === 201) confirmedByRetry += 1;
    }
    const created = [...outcome.values()].filter((status) => status === 201).length;
    const storedKeys = new Set(
      (await orders.find({ idempotencyKey: /^bench-/ }, { projection: { idempotencyKey: 1 } }).toArray()).map(
        (order) => order.idempotencyKey,
      ),
    );
    const createdWithoutOrder = [...outcome].filter(([key, status]) => status === 201 && !storedKeys.has(key)).length;
    const match = storedKeys.size === created + confirmedByRetry && createdWithoutOrder === 0;
    const cutNote =
      cut.length > 0
        ? ` + ${confirmedByRetry} of ${cut.length} requests cut off by the end of the run, confirmed by a retry with their key`
        : '';
    console.log(
      `orders stored ${storedKeys.size} vs 201 replies ${created}${cutNote}: ${match ? 'MATCH' : 'MISMATCH'}${createdWithoutOrder ? ` (${createdWithoutOrder} replies of 201 without a stored order)` : ''}`,
    );

    await drainMail(client.db(dbName));
    if (process.env.BENCH_ORDERS_SCALE === '0') return { health, raw, placed, ratio: placed.rps / raw.rps, match };
    const scale = await benchAtScale(url, orders, template, body, { ObjectId, orderToken, db: client.db(dbName) });
    return { health, raw, placed, ratio: placed.rps / raw.rps, match, scale };
  } finally {
    if (process.env.MONGODB_URI) {
      await client
        .db(dbName)
        .dropDatabase()
        .catch(() => {});
      await client
        .db(`${dbName}_raw`)
        .dropDatabase()
        .catch(() => {});
    }
    await client.close().catch(() => {});
    await site?.stop();
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Latency of the four order calls with 1,000, 10,000 (and 50,000) stored orders. */
async function benchAtScale(url, orders, template, body, { ObjectId, orderToken, db }) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Admin login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const adminGet = async (pathname) => (await fetch(`${url}${pathname}`, { headers: { cookie } })).ok;
  // An order placed before a timed read (not timed itself): what the admin reads after a change.
  const orderWrite = async () => {
    await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify(body),
    });
  };
  // A shopper looks up the order just placed: the newest orders, which FerretDB finds last (it
  // reads the table from the oldest row until it meets the `_id`).
  const placeFresh = async () => {
    fresh.length = 0;
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
        body: JSON.stringify(body),
      });
      if (res.status === 201) fresh.push((await res.json()).data.token);
    }
  };
  const confirm = async () => {
    const token = fresh[Math.floor(Math.random() * fresh.length)];
    return (await fetch(`${url}/api/order-confirmation/${token}`, { headers: { 'x-forwarded-for': nextClient() } })).ok;
  };

  console.log(
    `\n== Orders at scale (orders inserted in batches of 1,000; placement ${CONNECTIONS} connections, confirmation 1 and 10, admin reads 1; ${SCALE_SECONDS} s each)${SIZES.includes(50_000) ? '' : ' (50,000: BENCH_ORDERS_50K=1)'} ==`,
  );
  const results = [];
  const fresh = [];
  for (const size of SIZES) {
    const have = await orders.countDocuments();
    const started = performance.now();
    for (let from = have; from < size; from += 1_000) {
      const batch = syntheticOrders(from, Math.min(1_000, size - from), template, orderToken, ObjectId);
      await orders.insertMany(batch, { ordered: false });
    }
    const insertSeconds = (performance.now() - started) / 1000;
    const stored = await orders.countDocuments();
    console.log(`-- ${stored} orders stored (${Math.max(0, size - have)} inserted in ${insertSeconds.toFixed(1)} s)`);
    const placed = await placeOrders(url, body, SCALE_SECONDS);
    console.log(line('  POST /api/orders', placed));
    await drainMail(db);
    await placeFresh();
    const confirmation = await sample(confirm, { connections: 1 });
    console.log(line('  GET /api/order-confirmation/:token', confirmation));
    const confirmations = await sample(confirm, { connections: 10 });
    console.log(line('    the same, 10 connections', confirmations));
    const listAfterWrite = await sample(() => adminGet('/api/orders?page=1'), { connections: 1, before: orderWrite });
    console.log(line('  GET /api/orders?page=1 after an order', listAfterWrite));
    const list = await sample(() => adminGet('/api/orders?page=1'), { connections: 1 });
    console.log(line('    the same, repeated', list));
    const overviewAfterWrite = await sample(() => adminGet('/api/admin/overview'), {
      connections: 1,
      before: orderWrite,
    });
    console.log(line('  GET /api/admin/overview after an order', overviewAfterWrite));
    const overview = await sample(() => adminGet('/api/admin/overview'), { connections: 1 });
    console.log(line('    the same, repeated', overview));
    results.push({
      size: stored,
      insertSeconds,
      placed,
      confirmation,
      confirmations,
      listAfterWrite,
      list,
      overviewAfterWrite,
      overview,
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js'))) {
    spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
  }
  benchOrders().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
