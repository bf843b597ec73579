import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import type { Logger } from '../http/logger';
import { once } from '../util/once';
import { lockDataDir } from './data-dir-lock';
import type { EmbeddedDatabase } from './embedded';
import { findFreePort } from './free-port';

const START_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5_000;
const STDERR_TAIL_CHARS = 4_000;

/**
 * Locates the `ferretdb` binary: on PATH, in `$(go env GOPATH)/bin` (where
 * `scripts/install-ferretdb.sh` puts it) or in `~/go/bin`. Undefined when none is found.
 */
export async function findFerretdb(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const onPath = (env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  const found = onPath.map((dir) => path.join(dir, 'ferretdb')).find(isExecutable);
  if (found) return found;
  const candidates: string[] = [];
  const go = onPath.map((dir) => path.join(dir, 'go')).find(isExecutable);
  if (go) {
    const gopath = await goEnvGopath(go);
    for (const dir of gopath.split(path.delimiter).filter(Boolean)) candidates.push(path.join(dir, 'bin', 'ferretdb'));
  }
  candidates.push(path.join(env['HOME'] ?? os.homedir(), 'go', 'bin', 'ferretdb'));
  return candidates.find(isExecutable);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function goEnvGopath(go: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(go, ['env', 'GOPATH'], { timeout: 5000 }, (error, stdout) => resolve(error ? '' : stdout.trim()));
  });
}

interface FerretdbOptions {
  binary: string;
  /** Folder holding the SQLite files and FerretDB's state; kept between runs. */
  dir: string;
  log: Logger;
}

/**
 * Runs FerretDB (SQLite backend) on a free loopback port and resolves once it answers a ping.
 * The folder is locked for the lifetime of the server; see `lockDataDir`.
 */
export async function startFerretdb({ binary, dir, log }: FerretdbOptions): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = await lockDataDir(dir, log);
  try {
    // A port picked as free can be taken before FerretDB binds it; try again with another.
    for (let attempt = 1; ; attempt++) {
      const port = await findFreePort();
      try {
        const server = await launch(binary, dir, port, log);
        lock.recordChild(server.pid);
        const stop = once(async () => {
          await server.stop();
          lock.release();
        });
        return { uri: `mongodb://127.0.0.1:${port}/`, kind: 'ferretdb', stop };
      } catch (error) {
        if (attempt >= 3 || !(error instanceof FerretdbStartError && error.portInUse)) throw error;
        log.debug(`FerretDB could not bind port ${port}; retrying with another`);
      }
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}

class FerretdbStartError extends Error {
  readonly portInUse: boolean;

  constructor(message: string, output: string) {
    super(output ? `${message}\nFerretDB output:\n${output}` : message);
    this.name = 'FerretdbStartError';
    this.portInUse = /address already in use/i.test(output);
  }
}

interface RunningChild {
  pid: number;
  stop(): Promise<void>;
}

async function launch(binary: string, dir: string, port: number, log: Logger): Promise<RunningChild> {
  const args = [
    '--handler=sqlite',
    // FerretDB wants a file: URL naming a folder, with the trailing slash.
    `--sqlite-url=${pathToFileURL(dir).href.replace(/\/?$/, '/')}`,
    `--state-dir=${dir}`,
    `--listen-addr=127.0.0.1:${port}`,
    // '-' turns the debug/metrics HTTP listener off; its default :8088 would clash between instances.
    '--debug-addr=-',
    '--telemetry=disable',
    '--log-level=warn',
  ];
  log.debug(`Starting ${binary} ${args.join(' ')}`);
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-STDERR_TAIL_CHARS);
    for (const line of text.split('\n')) if (line.trim()) log.debug(`[ferretdb] ${line}`);
  };
  // Both pipes must be drained, or FerretDB blocks once a pipe buffer fills.
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exitReason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      exitReason ??= error.message;
      resolve();
    });
    child.once('exit', (code, signal) => {
      exitReason ??= signal ? `was killed by ${signal}` : `exited with code ${code}`;
      resolve();
    });
  });
  // If this process ends without calling stop() (uncaught error, process.exit), take FerretDB down too.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = once(async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child, exited);
  });

  const uri = `mongodb://127.0.0.1:${port}/`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const problem = await ping(uri);
    if (exitReason !== undefined) {
      await stop();
      throw new FerretdbStartError(`FerretDB (${binary}) ${exitReason} while starting`, output);
    }
    if (problem === undefined) break;
    if (Date.now() > deadline) {
      await stop();
      throw new FerretdbStartError(`FerretDB did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s (${problem})`, output);
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new FerretdbStartError('FerretDB has no process id', output);
  return { pid: child.pid, stop };
}

/** Undefined when the server answered `ping`, else the reason it did not. */
async function ping(uri: string): Promise<string | undefined> {
  const client = new mongoose.mongo.MongoClient(uri, {
    serverSelectionTimeoutMS: 1000,
    connectTimeoutMS: 1000,
    directConnection: true,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), STOP_GRACE_MS);
  });
  const gone = await Promise.race([exited.then(() => true), grace]);
  clearTimeout(timer); // a pending timer would hold the process (and jest) open for 5 s
  if (!gone) {
    child.kill('SIGKILL');
    await exited;
  }
}
