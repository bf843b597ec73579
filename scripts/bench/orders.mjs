// Order creation under load, part of `npm run bench` (or alone: `node scripts/bench/orders.mjs`).
// A production server of its own, on a database this script can read directly, answers
// GET /api/health and then POST /api/orders, each for BENCH_ORDER_SECONDS (20) at 20 connections.
// Every order request carries a fresh Idempotency-Key, so afterwards the orders in the database
// can be matched one for one against the 201 replies: a 201 must mean a stored order, and no
// order may be stored without one. Requests the end of the run cut off before their reply are
// retried with their key, as the checkout would, and counted by what the retry says.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 20);
const CONNECTIONS = 20;

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 8000).unref();
  });
}

/** MONGODB_URI, or an embedded FerretDB/mongod started here (the API's own starter). */
async function startDatabase(dir) {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, stop: async () => {} };
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
  if (items.length === 0 || !zone) throw new Error('The catalogue has no priced product or no delivery zone to order with');
  return {
    customer: { name: 'Bench Customer', phone: '+974 5512 3456', email: 'bench@example.qa', address: 'Bench Street 1, Doha', zone },
    items,
    paymentMethod: 'cash',
    language: 'en',
  };
}

async function measure(options) {
  const autocannon = require('autocannon');
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const line = (label, r) =>
  `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

/** Runs the order benchmark and prints its figures; resolves to them. */
export async function benchOrders() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-bench-orders-'));
  const database = await startDatabase(path.join(dataDir, 'db'));
  const dbName = `bench_orders_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'site'),
      MONGODB_URI: database.uri,
      DB_NAME: dbName,
      LOG_LEVEL: 'error',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { MongoClient } = require('mongodb');
  const client = new MongoClient(database.uri);
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/api/db-health`, child);
    const body = JSON.stringify(await orderBody(url));
    const headers = { 'content-type': 'application/json' };

    console.log(`\n== Orders (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each; mail to the outbox folder) ==`);
    const health = await measure({ url: `${url}/api/health` });
    console.log(line('GET /api/health', health));

    const runId = randomBytes(4).toString('hex');
    let sequence = 0;
    const outcome = new Map(); // Idempotency-Key -> 'sent' | HTTP status
    const orders = await measure({
      url: `${url}/api/orders`,
      // A slow reply is a figure to report, not a failure: autocannon's 10 s default would drop it.
      timeout: 60,
      method: 'POST',
      headers,
      body,
      requests: [
        {
          setupRequest(request, context) {
            const key = `bench-${runId}-${(sequence += 1)}`;
            context.key = key;
            outcome.set(key, 'sent');
            return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
          },
          onResponse(status, _body, context) {
            if (context.key) outcome.set(context.key, status);
          },
        },
      ],
    });
    console.log(line('POST /api/orders (a new key each)', orders));

    // Requests cut off by the end of the run: the server may or may not have stored them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cut = [...outcome].filter(([, status]) => status === 'sent').map(([key]) => key);
    let confirmedByRetry = 0;
    for (const key of cut) {
      const retry = await fetch(`${url}/api/orders`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body });
      if (retry.status === 200 || retry.status === 201) confirmedByRetry += 1;
    }
    const created = [...outcome.values()].filter((status) => status === 201).length;
    await client.connect();
    const stored = await client.db(dbName).collection('orders').countDocuments();
    const storedKeys = new Set((await client.db(dbName).collection('orders').find({}, { projection: { idempotencyKey: 1 } }).toArray()).map((order) => order.idempotencyKey));
    const createdWithoutOrder = [...outcome].filter(([key, status]) => status === 201 && !storedKeys.has(key)).length;
    const match = stored === created + confirmedByRetry && createdWithoutOrder === 0;
    const cutNote = cut.length > 0 ? ` + ${confirmedByRetry} of ${cut.length} requests cut off by the end of the run, confirmed by a retry with their key` : '';
    console.log(`orders stored ${stored} vs 201 replies ${created}${cutNote}: ${match ? 'MATCH' : 'MISMATCH'}${createdWithoutOrder ? ` (${createdWithoutOrder} replies of 201 without a stored order)` : ''}`);
    console.log(`order creation vs GET /api/health: ${(orders.rps / health.rps).toFixed(3)} of its throughput`);
    return { health, orders, stored, created, cut: cut.length, confirmedByRetry, match };
  } finally {
    if (process.env.MONGODB_URI) await client.db(dbName).dropDatabase().catch(() => {});
    await client.close().catch(() => {});
    await stop(child);
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
