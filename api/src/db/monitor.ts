import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import type { Logger } from '../http/logger';

export type DatabaseState = 'up' | 'down';

/**
 * A ping every half second, each given one second to answer. A ping costs FerretDB no collection
 * scan, so a healthy database answers it in a millisecond or two even while it spends seconds on a
 * big count; a database that is gone fails it at once and one that hangs (SIGSTOP, a frozen
 * disk) misses the second. So an outage is noticed within 1.5 s at worst, and a slow query on a
 * healthy database never is one.
 */
const PING_INTERVAL_MS = 500;
const PING_TIMEOUT_MS = 1_000;

export interface DatabaseMonitor {
  readonly state: DatabaseState;
  stop(): Promise<void>;
}

let active: { state: DatabaseState; check(): Promise<DatabaseState> } | undefined;
const downListeners = new Set<() => void>();

/**
 * Whether the database answers. With a monitor running (the server's), its last ping decides;
 * without one (tests that connect mongoose themselves), the connection's state does.
 */
export function databaseState(): DatabaseState {
  if (active) return active.state;
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected ? 'up' : 'down';
}

/**
 * Pings now and answers the state it finds, for a caller that has just seen an unexplained
 * failure. Within PING_TIMEOUT_MS; without a monitor, the current state.
 */
export async function checkDatabaseNow(): Promise<DatabaseState> {
  return active ? active.check() : databaseState();
}

/** Calls `listener` each time the monitor finds the database gone; returns the unsubscribe. */
export function onDatabaseDown(listener: () => void): () => void {
  downListeners.add(listener);
  return () => downListeners.delete(listener);
}

/**
 * Pings the database at `uri` through a client of its own, so pings left hanging by a frozen
 * server never use up the pool the requests need (its sockets time out after a second, too).
 * Logs each change once; on recovery it nudges mongoose, whose driver would otherwise look
 * again only at its next heartbeat, up to 10 s later.
 */
export async function startDatabaseMonitor(uri: string, log: Logger): Promise<DatabaseMonitor> {
  const client = new mongoose.mongo.MongoClient(uri, {
    serverSelectionTimeoutMS: PING_TIMEOUT_MS,
    connectTimeoutMS: PING_TIMEOUT_MS,
    socketTimeoutMS: PING_TIMEOUT_MS,
    maxPoolSize: 1,
  });
  const stopping = new AbortController();
  let downSince = 0;
  const pingNow = async (): Promise<string | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer to a ping within ${PING_TIMEOUT_MS} ms`), PING_TIMEOUT_MS);
    });
    const ping = client
      .db('admin')
      .command({ ping: 1 })
      .then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const record = (problem: string | undefined) => {
    if (stopping.signal.aborted) return;
    if (problem !== undefined && status.state === 'up') {
      status.state = 'down';
      downSince = Date.now();
      log.warn(
        `The database is not answering (${problem.split('\n')[0]}); requests that need it answer 503 until it is back`,
      );
      for (const listener of [...downListeners]) listener();
    } else if (problem === undefined && status.state === 'down') {
      status.state = 'up';
      log.warn(`The database answers again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`);
      void mongoose.connection.db?.command({ ping: 1 }).catch(() => undefined);
    }
  };
  const status = {
    state: 'up' as DatabaseState,
    // A fresh ping, not the loop's: one begun before the failure proves nothing.
    async check(): Promise<DatabaseState> {
      record(await pingNow());
      return status.state;
    },
  };
  active = status;

  const loop = async () => {
    while (!stopping.signal.aborted) {
      record(await pingNow());
      await sleep(PING_INTERVAL_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const running = loop();

  return {
    get state() {
      return status.state;
    },
    async stop() {
      stopping.abort();
      await running;
      if (active === status) active = undefined;
      await client.close(true).catch(() => undefined);
    },
  };
}
