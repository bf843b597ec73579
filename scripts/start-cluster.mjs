// `npm run start:cluster` (INSTANCES=2 by default): the production shape on one machine. Builds
// what is stale, starts one database (the embedded one under DATA_DIR, as `npm start` would, or
// MONGODB_URI's), INSTANCES API processes on PORT+1..PORT+INSTANCES (loopback only, trusting one
// proxy hop) and Debian's haproxy on PORT in front of them, round robin. Ctrl-C or SIGTERM stops
// the balancer and the instances (each drains its requests), then the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstalledAndBuilt } from './lib.mjs';
import { haproxyConfig } from './haproxy-config.mjs';

const require = createRequire(import.meta.url);
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function whole(name, fallback, min, max) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

const instances = whole('INSTANCES', 2, 1, 32);
const port = whole('PORT', 3000, 1, 65535 - instances);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
if (!fs.existsSync(HAPROXY))
  fail(`${HAPROXY} not found: install haproxy (Debian: apt-get install haproxy) or set HAPROXY_PATH`);

const children = [];
let database;
let stopping = false;
let configDir;
// From the start: a signal during the build or start-up still stops what was started.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

ensureInstalledAndBuilt();
const { createLogger } = require(path.join(ROOT, 'api/dist/http/logger.js'));
const log = createLogger(process.env.LOG_LEVEL ?? 'info');

let uri = process.env.MONGODB_URI;
if (!uri) {
  const { startEmbeddedDatabase } = require(path.join(ROOT, 'api/dist/db/embedded.js'));
  try {
    database = await startEmbeddedDatabase({ dataDir, log });
  } catch (error) {
    fail(`No database: ${error instanceof Error ? error.message : String(error)}`);
  }
  uri = database.uri;
}

function launch(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.name = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✖ ${name} exited (${signal ?? code}): stopping the cluster`);
      process.exitCode = 1;
      void shutdown('SIGTERM');
    }
  });
  return child;
}

const ports = Array.from({ length: instances }, (_, index) => port + index + 1);
ports.forEach((instancePort, index) => {
  launch(`API instance ${index + 1}`, process.execPath, ['api/dist/main.js'], {
    NODE_ENV: 'production',
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(instancePort),
    // Each instance keeps its own caches (pictures, variants); the data is in the database.
    DATA_DIR: path.join(dataDir, 'cluster', `api${index + 1}`),
    MONGODB_URI: uri,
    TRUST_PROXY: '1',
  });
});

async function healthy(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || stopping) return false;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const up = await Promise.all(
  ports.map((instancePort, index) => healthy(`http://127.0.0.1:${instancePort}`, children[index])),
);
if (stopping || up.includes(false)) {
  if (!stopping) console.error('✖ Not every API instance started: stopping the cluster');
  process.exitCode = 1;
  await shutdown('SIGTERM');
  // shutdown() exits the process; nothing more is started meanwhile.
  await new Promise(() => undefined);
}

configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-haproxy-'));
const configFile = path.join(configDir, 'haproxy.cfg');
fs.writeFileSync(configFile, haproxyConfig({ host, port, instancePorts: ports, healthChecks: true }));
const balancer = launch('haproxy', HAPROXY, ['-f', configFile, '-db'], process.env);
if (await healthy(`http://127.0.0.1:${port}`, balancer)) {
  const where = database ? `embedded ${database.kind} in ${dataDir}` : 'MONGODB_URI';
  console.log(
    `› Cluster ready on http://localhost:${port}: haproxy over ${instances} API instances on ports ${ports.join(', ')} (database: ${where}). Ctrl-C stops it.`,
  );
}

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const alive = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  // Ctrl-C in a terminal has already reached every process of the group; a signal sent to this
  // launcher alone (a process manager's SIGTERM) is passed on.
  if (signal === 'SIGINT') await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const child of alive()) child.kill('SIGTERM');
  await Promise.all(alive().map((child) => new Promise((resolve) => child.once('exit', resolve))));
  if (configDir) fs.rmSync(configDir, { recursive: true, force: true });
  if (database) await database.stop();
  console.log('› Cluster stopped');
  process.exit(process.exitCode ?? 0);
}
