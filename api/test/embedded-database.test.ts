import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded';
import { findFerretdb } from '../src/db/ferretdb';
import { findFreePort } from '../src/db/free-port';
import { isProcessAlive } from '../src/db/processes';
import { createLogger } from '../src/http/logger';
import { removeDir } from './helpers';

// Each test starts its own database server: allow for a slow, busy 2-core machine.
jest.setTimeout(90_000);

const log = createLogger('silent');
let dataDir: string;
const started: EmbeddedDatabase[] = [];

async function start(options: { ferretdb?: string | false } = {}): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedDatabase({ dataDir, log, ...options });
  started.push(database);
  return database;
}

async function withClient<T>(uri: string, use: (client: mongoose.mongo.MongoClient) => Promise<T>): Promise<T> {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.close();
  }
}

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-embedded-'));
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((database) => database.stop()));
  await removeDir(dataDir);
});

describe('startEmbeddedDatabase', () => {
  it('keeps data across a stop and a restart with the same data folder', async () => {
    const first = await start();
    await withClient(first.uri, (client) =>
      client.db('persist').collection('products').insertOne({ slug: 'desk', price: 1200 }),
    );
    await first.stop();

    const second = await start();
    expect(second.kind).toBe(first.kind);
    const found = await withClient(second.uri, (client) =>
      client.db('persist').collection('products').findOne({ slug: 'desk' }),
    );
    expect(found).toMatchObject({ slug: 'desk', price: 1200 });
  });

  it('can be stopped more than once', async () => {
    const database = await start();
    await Promise.all([database.stop(), database.stop()]);
    await database.stop();
  });

  it('refuses a second server on a data folder that is in use', async () => {
    const first = await start();
    if (first.kind !== 'ferretdb') return; // the guard belongs to the FerretDB launcher
    await expect(start()).rejects.toThrow(/is in use by process \d+.*DATA_DIR.*MONGODB_URI/s);
    // The first server is unharmed.
    await withClient(first.uri, (client) => client.db('admin').command({ ping: 1 }));
  });

  it('stops a FerretDB orphaned by a killed server and takes its folder over', async () => {
    const binary = await findFerretdb();
    if (binary === undefined) return; // FerretDB-specific; nothing to orphan without it
    const dir = path.join(dataDir, 'ferretdb');
    await fs.mkdir(dir, { recursive: true });
    const port = await findFreePort();
    const orphan = spawn(
      binary,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--state-dir=${dir}`,
        `--listen-addr=127.0.0.1:${port}`,
        '--debug-addr=-',
        '--telemetry=disable',
      ],
      { stdio: 'ignore' },
    );
    const orphanExited = new Promise((resolve) => orphan.once('exit', resolve));
    try {
      // A lock as left by a server that died with SIGKILL: its owner is gone, FerretDB is not.
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
      await fs.writeFile(path.join(dir, 'embedded.lock'), JSON.stringify({ ownerPid: deadPid, childPid: orphan.pid }));
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const database = await start();
      await orphanExited;
      expect(isProcessAlive(orphan.pid ?? -1)).toBe(false);
      await withClient(database.uri, (client) => client.db('admin').command({ ping: 1 }));
    } finally {
      orphan.kill('SIGKILL');
    }
  });

  it('explains how to get a database when neither FerretDB nor mongod can start', async () => {
    // Point mongodb-memory-server at a dead mirror so it fails at once instead of downloading.
    const saved = { url: process.env['MONGOMS_DOWNLOAD_URL'], retries: process.env['MONGOMS_MAX_RETRIES'] };
    process.env['MONGOMS_DOWNLOAD_URL'] = `http://127.0.0.1:${await findFreePort()}/mongodb-linux-x86_64-8.0.0.tgz`;
    process.env['MONGOMS_MAX_RETRIES'] = '0';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const outcome = await start({ ferretdb: false }).then(
        (database) => database,
        (error: unknown) => error,
      );
      if (outcome instanceof Error) {
        expect(outcome.message).toMatch(/^No database available/);
        expect(outcome.message).toContain('MONGODB_URI');
        expect(outcome.message).toContain('bash scripts/install-ferretdb.sh');
        expect(outcome.message).toContain('mongodb-memory-server');
      } else {
        // A mongod binary was already cached on this machine, so the fallback simply worked.
        expect(outcome).toMatchObject({ kind: 'mongod' });
      }
    } finally {
      warn.mockRestore();
      for (const [name, value] of [
        ['MONGOMS_DOWNLOAD_URL', saved.url],
        ['MONGOMS_MAX_RETRIES', saved.retries],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
