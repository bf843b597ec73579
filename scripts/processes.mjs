// Child-process helpers the bench scripts, the browser tests' support (e2e/support/server.ts) and
// the API's cluster test share: a free loopback port, waiting for a server to answer, stopping it,
// and the production site started as `npm start` starts it. Node built-ins only, and no
// `import.meta` (Playwright loads this file through its own transform).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      // A server still starting may take a request and answer it late: ask again instead.
      if ((await fetch(url, { signal: AbortSignal.timeout(30_000) })).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the child has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Starts the production server of the repository at `root` as `npm start` does
 * (api/dist/main.js, NODE_ENV=production), on a free loopback port with a fresh DATA_DIR in a
 * temporary folder named from `prefix`; `env` adds to or overrides its environment. Resolves once
 * /api/db-health answers; `stop()` ends the server and removes the folder.
 */
export async function startSite(root, { prefix = 'ogulf-site-', env = {}, stdio = 'ignore', timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    // Standard output as asked; errors always reach the terminal.
    stdio: ['ignore', stdio, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stopSite = async () => {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/db-health`, child, timeoutMs);
  } catch (error) {
    await stopSite();
    throw error;
  }
  return { url, port, child, dataDir, stop: stopSite };
}

/**
 * A bare Koa hello-world on a free port (the yardstick the bench sets the API's figures beside),
 * run with the API's Koa from `root`/api. Returns its URL and process (stop it with `stop`).
 */
export async function startBareKoa(root) {
  const port = await freePort();
  const code = `const Koa=require('koa');const app=new Koa();app.use(ctx=>{ctx.body={success:true,data:{status:'ok'}}});app.listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(root, 'api'), stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, child };
}
