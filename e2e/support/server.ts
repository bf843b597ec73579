import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The admin password the e2e site starts with (its first start creates the admin with it). Set in
 * this process's environment too, so the test workers, forked after the global setup, sign in with it.
 */
export const E2E_ADMIN_PASSWORD = process.env['E2E_ADMIN_PASSWORD'] ?? 'e2e-admin-password-123';
process.env['E2E_ADMIN_PASSWORD'] = E2E_ADMIN_PASSWORD;

export interface RunningSite {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the production server exactly as `npm start` does (api/dist/main.js), on a free port with fresh data. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-e2e-'));
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A limit for giving up, not a wait: the loop ends as soon as the site answers. The first start
  // seeds the catalogue and draws its pictures, which took over 60 s on a machine busy with
  // other builds; a site that crashed is caught at once by the exit check.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode} during start-up`);
    try {
      const response = await fetch(`${url}/api/db-health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('site did not become healthy within 240 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
