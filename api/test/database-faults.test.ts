import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from '../src/db/processes';
import { startServer, type RunningServer } from '../src/server';
import { removeDir, testShopDataDir } from './helpers';

// A server of its own with its own FerretDB, started, seeded, broken and repaired twice.
jest.setTimeout(120_000);

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-db-faults-'));
  // The catalogue's pictures are drawn already; borrowing them saves the start drawing them again.
  await fs.symlink(path.join(testShopDataDir(), 'images'), path.join(dataDir, 'images'));
  server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      logLevel: (process.env['FAULTS_LOG'] as 'error' | undefined) ?? 'silent',
      nodeEnv: 'test',
    },
    { env: { ADMIN_PASSWORD: 'faults-test-password-123' } },
  );
});

afterAll(async () => {
  const pid = server?.embeddedDatabase?.pid;
  if (pid !== undefined && isProcessAlive(pid)) process.kill(pid, 'SIGCONT');
  await server?.stop();
  await removeDir(dataDir);
});

/** A well-formed confirmation token no order has: the lookup must ask the database every time. */
const UNKNOWN_TOKEN = 'Zq3xUnknownOrderToken0123456789abcdef';

async function get(pathname: string): Promise<{
  status: number;
  body: { success: boolean; data?: Record<string, unknown>; error?: { code: string } };
  ms: number;
}> {
  const started = performance.now();
  const response = await fetch(`${server.url}${pathname}`);
  const body = (await response.json()) as {
    success: boolean;
    data?: Record<string, unknown>;
    error?: { code: string };
  };
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

async function databaseHealth(): Promise<unknown> {
  return (await get('/api/health')).body.data?.['database'];
}

/** Polls until `check` holds, failing with `what` after `ms` (never a fixed sleep). */
async function waitFor(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function ferretdbPid(): number {
  const pid = server.embeddedDatabase?.pid;
  if (server.database !== 'ferretdb' || pid === undefined) throw new Error('this test needs the embedded FerretDB');
  return pid;
}

/** Listens on `port` as soon as it is free, dropping every connection: FerretDB cannot come back meanwhile. */
async function occupy(port: number): Promise<net.Server> {
  const blocker = net.createServer((socket) => socket.destroy());
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        blocker.once('error', reject);
        blocker.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
          blocker.removeListener('error', reject);
          resolve();
        });
      });
      return blocker;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await sleep(5);
    }
  }
}

describe('when the embedded database fails', () => {
  it('answers 503 DATABASE_UNAVAILABLE while FerretDB is dead, restarts it, and serves again', async () => {
    expect(await databaseHealth()).toBe('up');
    expect((await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`)).status).toBe(404);
    const killed = ferretdbPid();
    const port = Number(new URL(server.embeddedDatabase?.uri ?? '').port);

    process.kill(killed, 'SIGKILL');
    // Holding its port keeps the supervisor's restarts failing until we have looked; it then
    // keeps trying with backoff, which this also proves.
    const blocker = await occupy(port);
    try {
      const during = await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`);
      console.log(`database killed: the lookup answered ${during.status} after ${during.ms} ms`);
      expect(during.status).toBe(503);
      expect(during.body).toEqual({
        success: false,
        error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
      });
      await waitFor('health to report the database down', async () => (await databaseHealth()) === 'down');
      // Requests that need no database are still served.
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }

    await waitFor('FerretDB to be restarted', async () => ferretdbPid() !== killed && isProcessAlive(ferretdbPid()));
    await waitFor('health to report the database up again', async () => (await databaseHealth()) === 'up');
    await waitFor(
      'the lookup to answer from the database again',
      async () => (await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`)).status !== 503,
    );
    expect((await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`)).body).toEqual({
      success: false,
      error: { code: 'ORDER_NOT_FOUND', message: 'No such order' },
    });
  });

  it('answers 503 promptly while FerretDB hangs, and serves again once it wakes', async () => {
    await waitFor('the database to be up', async () => (await databaseHealth()) === 'up');
    const pid = ferretdbPid();
    process.kill(pid, 'SIGSTOP');
    try {
      // Asked while the database is frozen: held only until the monitor notices.
      const during = await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`);
      console.log(`database frozen: the lookup answered ${during.status} after ${during.ms} ms`);
      expect(during.status).toBe(503);
      expect(during.body.error?.code).toBe('DATABASE_UNAVAILABLE');
      expect(await databaseHealth()).toBe('down');
      // Asked once it is known to be down: no wait at all for the driver.
      const next = await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`);
      console.log(`database known frozen: the lookup answered ${next.status} after ${next.ms} ms`);
      expect(next.status).toBe(503);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await waitFor('health to report the database up again', async () => (await databaseHealth()) === 'up');
    // The same FerretDB woke up: a hang is not a death, nothing was restarted.
    expect(ferretdbPid()).toBe(pid);
    await waitFor(
      'the lookup to answer from the database again',
      async () => (await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`)).status !== 503,
    );
    expect((await get(`/api/order-confirmation/${UNKNOWN_TOKEN}`)).status).toBe(404);
  });
});
