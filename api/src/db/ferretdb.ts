import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import type { Logger } from '../http/logger';
import { once } from '../util/once';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
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
  // Only a Go on PATH is asked: a FerretDB built by a Go found elsewhere is in ~/go/bin (checked
  // below), and buildFerretdb reports the path it built to.
  const go = onPath.map((dir) => path.join(dir, 'go')).find(isExecutable);
  if (go) {
    const gopath = await goEnvGopath(go, env);
    for (const dir of gopath.split(path.delimiter).filter(Boolean)) candidates.push(path.join(dir, 'bin', 'ferretdb'));
  }
  candidates.push(path.join(env['HOME'] ?? os.homedir(), 'go', 'bin', 'ferretdb'));
  return candidates.find(isExecutable);
}

/** Where Go's official tarball installs, often missing from PATH in non-login shells. */
export const GO_FALLBACK_DIR = '/usr/local/go/bin';

/** The `go` command on PATH or in /usr/local/go/bin; undefined without Go. */
export function findGo(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dirs = [...(env['PATH'] ?? '').split(path.delimiter).filter(Boolean), GO_FALLBACK_DIR];
  return dirs.map((dir) => path.join(dir, 'go')).find(isExecutable);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function goEnvGopath(go: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve) => {
    execFile(go, ['env', 'GOPATH'], { timeout: 5000, env }, (error, stdout) => resolve(error ? '' : stdout.trim()));
  });
}

interface FerretdbOptions {
  binary: string;
  /** Folder holding the SQLite files and FerretDB's state; kept between runs. */
  dir: string;
  log: Logger;
}

/** First wait before restarting a FerretDB that died; doubled on each quick failure, up to the cap. */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 10_000;
/** A FerretDB that ran this long before dying starts the backoff afresh. */
const RESTART_STABLE_MS = 30_000;

/**
 * Runs FerretDB (SQLite backend) on a free loopback port and resolves once it answers a ping.
 * The folder is locked for the lifetime of the server; see `lockDataDir`.
 *
 * FerretDB is supervised: if it exits while we have not asked it to (killed, crashed), it is
 * started again on the same port, after 0.5 s, then 1, 2, 4... up to 10 s between attempts, so
 * the shop comes back by itself and the driver reconnects to the same address. It runs in its
 * own process group, so a signal sent to ours (Ctrl-C, systemd's or a container's SIGTERM)
 * does not take it away under requests still being answered: `stop()` ends it after they are.
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
        return supervise({ binary, dir, log }, port, server, lock);
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

function supervise(
  { binary, dir, log }: FerretdbOptions,
  port: number,
  first: RunningChild,
  lock: DataDirLock,
): EmbeddedDatabase {
  let current = first;
  let startedAt = Date.now();
  let delay = RESTART_FIRST_DELAY_MS;
  const stopping = new AbortController();
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (died: RunningChild, reason: string): Promise<void> => {
    delay = Date.now() - startedAt >= RESTART_STABLE_MS ? RESTART_FIRST_DELAY_MS : delay;
    log.warn(`FerretDB (pid ${died.pid}) ${reason} unexpectedly; restarting it on port ${port} in ${delay / 1000} s`);
    for (;;) {
      try {
        await sleep(delay, undefined, { signal: stopping.signal });
      } catch {
        return; // stop() was called while waiting
      }
      const waited = delay;
      delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
      try {
        const next = await launch(binary, dir, port, log);
        if (stopping.signal.aborted) {
          await next.stop();
          return;
        }
        current = next;
        startedAt = Date.now();
        lock.recordChild(next.pid);
        log.warn(`FerretDB restarted (pid ${next.pid}) on port ${port} after ${waited / 1000} s`);
        watch(next);
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        log.error(`FerretDB could not be restarted (${why}); trying again in ${delay / 1000} s`);
      }
    }
  };
  const watch = (child: RunningChild) => {
    void child.exited.then((reason) => {
      if (stopping.signal.aborted || child !== current) return;
      restarting = restart(child, reason);
    });
  };
  watch(first);

  const stop = once(async () => {
    stopping.abort();
    await restarting;
    await current.stop();
    lock.release();
  });
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    kind: 'ferretdb',
    get pid() {
      return current.pid;
    },
    stop,
  };
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
  /** Settles when the process has gone, with how it went ("was killed by SIGKILL"). */
  exited: Promise<string>;
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
  // Its own process group (see startFerretdb); not unref'd, so we still wait for and reap it.
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-STDERR_TAIL_CHARS);
    for (const line of text.split('\n')) if (line.trim()) log.debug(`[ferretdb] ${line}`);
  };
  // Both pipes must be drained, or FerretDB blocks once a pipe buffer fills.
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  // If this process ends without calling stop() (uncaught error, process.exit), take FerretDB
  // down too: being in its own process group, nothing else would.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let exitReason: string | undefined;
  const exited = new Promise<string>((resolve) => {
    const gone = (reason: string) => {
      exitReason ??= reason;
      process.removeListener('exit', killOnExit);
      resolve(exitReason);
    };
    child.once('error', (error) => gone(error.message));
    child.once('exit', (code, signal) => gone(signal ? `was killed by ${signal}` : `exited with code ${code}`));
  });
  const stop = once(() => stopChild(child, exited));

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
      throw new FerretdbStartError(
        `FerretDB did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s (${problem})`,
        output,
      );
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new FerretdbStartError('FerretDB has no process id', output);
  return { pid: child.pid, exited, stop };
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

async function stopChild(child: ChildProcess, exited: Promise<string>): Promise<void> {
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
