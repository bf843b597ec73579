import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { LOCK_AFTER_FAILURES } from '../src/auth/service';
import { Product } from '../src/catalog/model';
import { MESSAGE_LIMIT } from '../src/messages/routes';
import { connectDatabase, disconnectDatabase } from '../src/db/connection';
import { awayFromWindowEnd, testDatabaseUri, testShopDataDir, uniqueDatabaseName } from './helpers';
import { haproxyConfig } from '../../scripts/haproxy-config.mjs';
import { freePort } from '../../scripts/processes.mjs';

/**
 * A real cluster: two API processes (`node api/dist/main.js`, as `npm start` runs it) on one
 * database behind Debian's haproxy, round robin, each told to trust one proxy hop. Everything
 * below goes through the load balancer; haproxy names the instance that answered in
 * `X-Served-By`, so a test can tell the two apart.
 */

const ROOT = path.resolve(__dirname, '../..');
const HAPROXY = process.env['HAPROXY_PATH'] ?? '/usr/sbin/haproxy';
const ADMIN_PASSWORD = 'cluster-admin-password-123';
const haveHaproxy = fs.existsSync(HAPROXY);
if (!haveHaproxy && process.env['CI'])
  throw new Error(`${HAPROXY} is missing: .ci/run installs haproxy for the cluster test`);
if (!haveHaproxy)
  console.warn(`Skipping the cluster test: ${HAPROXY} is missing (apt-get install haproxy; CI installs it)`);
const describeCluster = haveHaproxy ? describe : describe.skip;

jest.setTimeout(240_000);
// This file's own database on the server global-setup started (or MONGODB_URI), connected here
// too to read the seeded catalogue; dropped only after the instances have stopped.
const database = { uri: '', dbName: uniqueDatabaseName() };

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
let balancer = '';

/** Builds the API (and the shared package it loads) when their sources are newer than the build. */
function buildApiIfStale(): void {
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./scripts/lib.mjs'); console.log(JSON.stringify(m.staleBuilds()))",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (probe.status !== 0) throw new Error(`could not check the builds: ${probe.stderr}`);
  const stale = (JSON.parse(probe.stdout) as string[]).filter((name) => name === 'api' || name.startsWith('packages/'));
  for (const workspace of stale) {
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build -w ${workspace} failed:\n${build.stdout}\n${build.stderr}`);
  }
}

async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} during start-up`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 150 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  if (!haveHaproxy) return;
  database.uri = testDatabaseUri();
  await connectDatabase(database.uri, database.dbName);
  buildApiIfStale();
  const ports = [await freePort(), await freePort()];
  // Both on the database global-setup started (or MONGODB_URI), in this file's own database:
  // exactly the production shape, one database and N stateless API processes.
  const instances = ports.map((port) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-cluster-'));
    tempDirs.push(dataDir);
    // The catalogue's drawings global-setup made, copied so the instances need not draw them
    // again; each instance's own folder, so an upload can reach the other only through the database.
    fs.cpSync(path.join(testShopDataDir(), 'images', 'shop'), path.join(dataDir, 'images', 'shop'), {
      recursive: true,
    });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: database.uri,
      DB_NAME: database.dbName,
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
    };
    return { url: `http://127.0.0.1:${port}`, child: start(process.execPath, ['api/dist/main.js'], env) };
  });
  await Promise.all(instances.map(({ url, child }, index) => waitForHealth(url, child, `API instance ${index + 1}`)));

  const port = await freePort();
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-haproxy-'));
  tempDirs.push(configDir);
  const configFile = path.join(configDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ port, instancePorts: ports }));
  balancer = `http://127.0.0.1:${port}`;
  await waitForHealth(balancer, start(HAPROXY, ['-f', configFile, '-db'], process.env), 'haproxy');
});

afterAll(async () => {
  await Promise.all(children.map(stop));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) await mongoose.connection.dropDatabase();
  await disconnectDatabase();
});

interface Reply {
  status: number;
  servedBy: string;
  body: unknown;
  bytes: Buffer;
  cookie: string | undefined;
}

/** Sign-in attempts this file made through the balancer, all from one address (127.0.0.1). */
let loginAttempts = 0;

async function call(
  method: string,
  url: string,
  options: { json?: unknown; form?: FormData; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers['cookie'] = options.cookie;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  if (url === '/api/admin/login') loginAttempts += 1;
  const response = await fetch(`${balancer}${url}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by') ?? '',
    body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined,
    bytes,
    cookie: response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ogulf_admin='))
      ?.split(';')[0],
  };
}

async function signIn(): Promise<string> {
  const reply = await call('POST', '/api/admin/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
  if (reply.status !== 200 || !reply.cookie) throw new Error(`admin login answered ${reply.status}`);
  return reply.cookie;
}

/** Asks through the balancer until `done` holds; fails with `what` after `ms`. */
async function within(ms: number, what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeCluster('two API processes behind haproxy on one database', () => {
  it('spreads requests over both instances', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i += 1) servedBy.add((await call('GET', '/api/health')).servedBy);
    expect([...servedBy].sort()).toEqual(['api1', 'api2']);
  });

  it('shows an admin price change made through one instance on the other within 2 s', async () => {
    const product = (await Product.find({ active: true }).lean()).find(
      (candidate) => typeof candidate.price === 'number' && candidate.price > 0,
    );
    if (!product) throw new Error('the seeded catalogue has no priced product');
    const url = `/api/products/${product.slug}`;
    // Both instances read the product (and keep it in their read caches).
    const before = [await call('GET', url), await call('GET', url)];
    expect(before.map((reply) => reply.servedBy).sort()).toEqual(['api1', 'api2']);
    expect(before.map((reply) => (reply.body as { data: { price: number } }).data.price)).toEqual([
      product.price,
      product.price,
    ]);

    const newPrice = (product.price ?? 0) + 11;
    const cookie = await signIn();
    const write = await call('PUT', `/api/products/${String(product._id)}`, {
      cookie,
      json: { name: product.name, nameAr: product.nameAr, category: String(product.category), price: newPrice },
    });
    expect(write.status).toBe(200);
    await within(2000, `the new price from the instance that did not take the write (${write.servedBy})`, async () => {
      const reply = await call('GET', url);
      return reply.servedBy !== write.servedBy && (reply.body as { data: { price: number } }).data.price === newPrice;
    });
  });

  it('serves a picture uploaded through one instance from the other, the same bytes', async () => {
    const cookie = await signIn();
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2d5d7b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('category', 'products');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chair.png');
    const upload = await call('POST', '/api/upload-image', { cookie, form });
    expect(upload.status).toBe(201);
    const sitePath = (upload.body as { path: string }).path;

    const replies = [await call('GET', sitePath), await call('GET', sitePath)];
    expect(replies.map((reply) => [reply.status, reply.servedBy]).sort()).toEqual([
      [200, 'api1'],
      [200, 'api2'],
    ]);
    expect(Buffer.compare(replies[0]!.bytes, replies[1]!.bytes)).toBe(0);
    expect((await sharp(replies[0]!.bytes).metadata()).width).toBe(800);
  });

  it('counts the contact form limit once for the whole cluster', async () => {
    const message = {
      name: 'Mariam Al-Kuwari',
      email: 'mariam@example.com',
      subject: 'Meeting room',
      message: 'Please call me about a meeting room.',
      language: 'en',
    };
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    await awayFromWindowEnd(MESSAGE_LIMIT.windowMs);
    for (let i = 0; i <= MESSAGE_LIMIT.max; i += 1) {
      // A forged X-Forwarded-For gains nothing: the instances take the address haproxy appended.
      const reply = await call('POST', '/api/contact', {
        json: message,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(reply.status);
      servedBy.add(reply.servedBy);
    }
    expect(servedBy.size).toBe(2);
    expect(statuses).toEqual([...Array<number>(MESSAGE_LIMIT.max).fill(201), 429]);
  });

  it('locks and throttles admin sign-in for the whole cluster, not per instance', async () => {
    const wrong = { username: 'admin', password: 'not-the-password' };
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) {
      const reply = await call('POST', '/api/admin/login', {
        json: wrong,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(reply.status);
      servedBy.add(reply.servedBy);
    }
    expect(servedBy.size).toBe(2);
    // Wrong passwords from one address lock it after LOCK_AFTER_FAILURES, counted across both
    // instances (per instance, the fifth would have been only the second or third on each).
    expect(statuses).toEqual([...Array<number>(LOCK_AFTER_FAILURES - 1).fill(401), 423]);
    const right = await call('POST', '/api/admin/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(right.status).toBe(423);

    // And the per-address sign-in limit (30 attempts in 15 minutes, auth/routes.ts LOGINS_PER_IP),
    // which counts every attempt of this file: the 31st, whichever instance takes it, is a 429
    // (counted per instance it would be about the 61st).
    const answers = new Set<number>();
    let reply = right;
    while (reply.status !== 429 && loginAttempts < 70) {
      reply = await call('POST', '/api/admin/login', { json: wrong });
      answers.add(reply.status);
    }
    expect(reply.status).toBe(429);
    expect(loginAttempts).toBe(31);
    expect([...answers].sort()).toEqual([423, 429]);
  });
});
