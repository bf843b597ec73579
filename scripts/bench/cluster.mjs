// The cluster, part of `npm run bench` (or alone: `node scripts/bench/cluster.mjs`): GET
// throughput of two API instances behind Debian's haproxy beside one instance behind it and one
// instance asked directly, on one database, as ratios. All on this machine, so the instances, the
// balancer and the load generator share its cores: the ratio says what a second process buys
// here, not what a second server would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureInstalledAndBuilt } from '../lib.mjs';
import { freePort, startSite, stop, waitFor } from '../processes.mjs';
import { haproxyConfig } from '../haproxy-config.mjs';

const require = createRequire(import.meta.url);
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
// The three set-ups are measured in turn, several rounds, and the medians compared: other work on
// the machine then weighs on all three alike instead of on whichever ran during it.
const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3);
const CONNECTIONS = 20;
const READS = ['/api/products?limit=12&sort=newest', '/api/categories'];
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function rps(url) {
  const autocannon = require('autocannon');
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchCluster() {
  console.log(
    `\n== Cluster: GET throughput through haproxy (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} interleaved rounds, ${os.availableParallelism()} cores shared by all) ==`,
  );
  if (!fs.existsSync(HAPROXY)) {
    console.log(`skipped: ${HAPROXY} is missing (apt-get install haproxy)`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-bench-cluster-'));
  const children = [];
  const instances = [];
  let database;
  try {
    let uri = process.env.MONGODB_URI;
    if (!uri) {
      const { startEmbeddedDatabase } = require(path.join(ROOT, 'api/dist/db/embedded.js'));
      const { createLogger } = require(path.join(ROOT, 'api/dist/http/logger.js'));
      database = await startEmbeddedDatabase({ dataDir: dir, log: createLogger('warn') });
      uri = database.uri;
    }
    const dbName = `bench_cluster_${Date.now().toString(36)}`;
    for (let index = 0; index < 2; index += 1) {
      instances.push(
        await startSite(ROOT, {
          prefix: `ogulf-bench-cluster-api${index + 1}-`,
          env: { MONGODB_URI: uri, DB_NAME: dbName, TRUST_PROXY: '1' },
          timeoutMs: 120_000,
        }),
      );
    }
    const ports = instances.map((instance) => instance.port);

    const balancers = {};
    for (const [name, backends] of [
      ['one', ports.slice(0, 1)],
      ['two', ports],
    ]) {
      const port = await freePort();
      const file = path.join(dir, `haproxy-${name}.cfg`);
      fs.writeFileSync(file, haproxyConfig({ port, instancePorts: backends }));
      const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(child);
      balancers[name] = `http://127.0.0.1:${port}`;
      await waitFor(`${balancers[name]}/api/health`, child);
    }

    const width = Math.max(...READS.map((read) => `GET ${read}: 2 instances behind haproxy`.length));
    const line = (label, result, extra = '') =>
      console.log(
        `${label.padEnd(width)} ${result.rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.p99).padStart(3)} ms   errors ${result.errors}${extra}`,
      );
    for (const read of READS) {
      // Warm every instance's read cache first: the figures are of cached reads, as in the shop.
      for (const url of [...instances.map((instance) => instance.url), balancers.two, balancers.two])
        await fetch(`${url}${read}`);
      const rounds = { direct: [], one: [], two: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.direct.push(await rps(`${instances[0].url}${read}`));
        rounds.one.push(await rps(`${balancers.one}${read}`));
        rounds.two.push(await rps(`${balancers.two}${read}`));
      }
      const median = (results) => [...results].sort((x, y) => x.rps - y.rps)[Math.floor(results.length / 2)];
      const [direct, one, two] = [median(rounds.direct), median(rounds.one), median(rounds.two)];
      line(`GET ${read}: 1 instance, direct`, direct);
      line(`GET ${read}: 1 instance behind haproxy`, one, `   ratio to direct ${(one.rps / direct.rps).toFixed(2)}`);
      line(
        `GET ${read}: 2 instances behind haproxy`,
        two,
        `   ratio to 1 behind haproxy ${(two.rps / one.rps).toFixed(2)}, to 1 direct ${(two.rps / direct.rps).toFixed(2)}`,
      );
    }
  } finally {
    await Promise.all([...children.map(stop), ...instances.map((instance) => instance.stop())]);
    if (database) await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInstalledAndBuilt();
  benchCluster().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
