import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../src/db/free-port';
import { isProcessAlive } from '../src/db/processes';
import { removeDir, testShopDataDir } from './helpers';

// Starts a server with its own FerretDB in a child process (compiled on the fly by tsx).
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');

let dataDir: string;
let launcher: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-shutdown-'));
  // The catalogue's pictures are drawn already; borrowing them saves the start drawing them again.
  await fs.symlink(path.join(testShopDataDir(), 'images'), path.join(dataDir, 'images'));
});

afterEach(async () => {
  if (launcher?.pid !== undefined && launcher.exitCode === null && launcher.signalCode === null)
    process.kill(-launcher.pid, 'SIGKILL');
  await removeDir(dataDir);
});

async function waitFor(what: string, check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('SIGTERM to the whole process group (systemd, a container runtime)', () => {
  it('answers the request in flight from the database, then stops FerretDB and exits 0', async () => {
    const port = await findFreePort();
    // Its own process group, as a service manager starts it: launcher, server and (today) FerretDB.
    launcher = spawn(process.execPath, ['api/test/fixtures/launcher.mjs'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'shutdown-test-password-1',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => launcher?.once('exit', (code) => resolve(code)));

    await waitFor('the server to start', () => output.includes('READY') || launcher?.exitCode !== null, 90_000);
    expect(output).toContain('READY');
    const lock = JSON.parse(await fs.readFile(path.join(dataDir, 'ferretdb', 'embedded.lock'), 'utf8')) as {
      childPid: number;
    };
    expect(isProcessAlive(lock.childPid)).toBe(true);

    // Held open for 2.5 s, longer than the launcher waits before passing the signal on.
    const reply = fetch(`http://127.0.0.1:${port}/api/test/slow?ms=2500`);
    await waitFor('the slow request to reach the server', () => output.includes('SLOW REQUEST STARTED'), 10_000);
    process.kill(-(launcher.pid ?? 0), 'SIGTERM');

    const response = await reply;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { products: expect.any(Number) } });
    expect(await exited).toBe(0);
    expect(output).not.toContain('exiting without waiting');
    // The signal did not reach FerretDB: it was never lost and restarted under the open request.
    expect(output).not.toMatch(/FerretDB \(pid \d+\) .* unexpectedly/);
    expect(output).toContain('SIGTERM received: finishing open requests');
    expect(isProcessAlive(lock.childPid)).toBe(false);
    // Stopped cleanly: the lock was released, so the next start needs no take-over.
    await expect(fs.stat(path.join(dataDir, 'ferretdb', 'embedded.lock'))).rejects.toThrow(/ENOENT/);
  });
});
