import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { AppError, DatabaseUnavailableError } from '../http/errors';
import { isDatabaseUnavailable } from './connectivity-errors';
import { checkDatabaseNow, databaseState, onDatabaseDown } from './monitor';

/** What one request has asked of the database so far. */
interface RequestDatabaseUse {
  used: boolean;
  fail: ((error: Error) => void) | undefined;
}

const requests = new AsyncLocalStorage<RequestDatabaseUse>();
let tracking = false;

/**
 * Answers 503 DATABASE_UNAVAILABLE at once for a request that needs the database while it is
 * down, instead of letting it wait for the driver's timeouts (5 to 11 s for a dead server, for
 * ever for a frozen one). "Needs" is known exactly: mongoose reports every collection operation
 * (or one it buffers while disconnected), and AsyncLocalStorage ties it to the request. So a
 * request that touches no database (health, a read-cache hit, files) is served as usual, one that
 * asks the database while it is down is answered 503 when it asks, and one already waiting for it
 * when it goes down is answered 503 when the monitor notices (within 1.5 s).
 *
 * The abandoned handler runs on in the background and its outcome is dropped. A write sent just
 * before the database froze may still be applied when it wakes: the 503 promises nothing either way,
 * and a checkout retried with its Idempotency-Key gets the first order back.
 */
export function databaseGuard(): Middleware {
  trackDatabaseUse();
  return (_ctx, next) => failFastOnDatabaseOutage(next);
}

/**
 * Runs `work` under the rule above, for a part of a request with a fallback of its own (the page
 * head tags, which serve the shell as built when the database fails): the DatabaseUnavailableError
 * then reaches that caller's catch instead of ending the whole request.
 */
export async function failFastOnDatabaseOutage<T>(work: () => Promise<T>): Promise<T> {
  trackDatabaseUse();
  const use: RequestDatabaseUse = { used: false, fail: undefined };
  const abandoned = new Promise<never>((_resolve, reject) => {
    use.fail = reject;
  });
  abandoned.catch(() => undefined); // may be rejected after the work has finished
  const unsubscribe = onDatabaseDown(() => {
    if (use.used) use.fail?.(new DatabaseUnavailableError());
  });
  const running = requests.run(use, work);
  running.catch(() => undefined); // its failure after a 503 has nobody left to tell
  try {
    return await Promise.race([running, abandoned]);
  } catch (error) {
    // Some driver failures during an outage arrive as bare socket errors ("This socket has been
    // ended by the other party"). An unexplained failure of work that used the database is an
    // outage if the database does not answer a ping now.
    if (
      use.used &&
      !(error instanceof AppError) &&
      !isDatabaseUnavailable(error) &&
      (await checkDatabaseNow()) === 'down'
    ) {
      throw new DatabaseUnavailableError({ cause: error });
    }
    throw error;
  } finally {
    use.fail = undefined;
    unsubscribe();
  }
}

/**
 * Marks the current request as one that needs the database, as a mongoose operation does: for
 * work that waits for the database without starting an operation of its own yet (an insert
 * queued behind another request's batch, `insert-batcher.ts`). While the database is known to be
 * down the request is answered 503 at once; if it goes down while waiting, when the monitor notices.
 */
export function noteDatabaseUse(): void {
  const use = requests.getStore();
  if (use === undefined) return; // start-up, seeding, background work
  use.used = true;
  if (databaseState() === 'down') use.fail?.(new DatabaseUnavailableError());
}

function trackDatabaseUse(): void {
  if (tracking) return;
  tracking = true;
  mongoose.connection.on('operation-start', noteDatabaseUse);
  mongoose.connection.on('buffer', noteDatabaseUse);
}
