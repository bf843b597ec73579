import type { Model } from 'mongoose';
import { noteDatabaseUse } from './guard';
import { withTimeout } from '../util/with-timeout';

/**
 * A batch still unsettled after this long is given up as a network failure would be: its callers
 * are rejected (their requests have long had their 503 from the database guard), so a silent
 * connection leaks no promises. The insert may still have been applied, exactly as with a timeout:
 * every caller of the batcher is idempotent on retry (unique ids, Idempotency-Key).
 */
const BATCH_DEADLINE_MS = 30_000;

/**
 * Group commit for inserts. FerretDB over SQLite writes one statement at a time, so twenty
 * requests each inserting one document queue behind each other, while one `insertMany` of the
 * same twenty documents costs little more than one insert. Measured on this machine with FerretDB
 * 1.24: 1,094 documents/s from 20 parallel `insertOne` loops, 7,052/s as `insertMany` batches of
 * 20, 12,300/s as batches of 50.
 *
 * `insert(doc)` queues the document; normally one `insertMany` per collection is in flight, and
 * everything queued meanwhile goes in the next one, so an idle server inserts at once (after one
 * turn of the event loop) and a busy one in batches. A batch left unanswered for 2 s (a connection
 * gone silent) does not hold the others back: the next insert, or a watchdog 2 s on, starts a flush
 * of its own. The batch is unordered: each document stands or falls alone, exactly as with
 * `insertOne`, and a document refused by a unique index rejects only its own caller, with the
 * driver's duplicate-key error (code 11000), so the races built on unique inserts (rate-limit
 * slots, order numbers, idempotency keys, mail claims) keep working.
 * The promise resolves once the database acknowledged that document.
 */
export class InsertBatcher {
  private queue: Array<{ doc: Record<string, unknown>; resolve: () => void; reject: (error: unknown) => void }> = [];
  /** Flush loops running, and when the newest one sent its last batch. */
  private active = 0;
  private lastSentAt = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    private readonly model: Model<never>,
    private readonly maxBatch = 100,
    /** A batch unanswered this long no longer holds the next one back (a connection gone silent). */
    private readonly stuckMs = 2_000,
  ) {}

  /** Inserts `doc` as it is (no mongoose casting or defaults: give it its final shape and `_id`). */
  insert(doc: Record<string, unknown>): Promise<void> {
    // The caller waits for the database even while its document is only queued: the request guard
    // must know, or a request queued behind a batch stuck on a frozen database would wait with it.
    noteDatabaseUse();
    return new Promise((resolve, reject) => {
      this.queue.push({ doc, resolve, reject });
      if (this.active === 0 || Date.now() - this.lastSentAt > this.stuckMs) this.startFlush();
      else this.watch();
    });
  }

  private startFlush(): void {
    this.active += 1;
    setImmediate(() => void this.flush());
  }

  /**
   * While a batch is in flight, what is queued waits for it; should it go unanswered for
   * `stuckMs`, a flush of its own sends the queue on. Without this, the last insert before a quiet
   * spell waited on a silent batch for as long as the quiet lasted: after a SIGKILL of FerretDB,
   * an `insertMany` sent just before can stay unsettled, and the database-faults test's next
   * lookup waited 127 s.
   */
  private watch(): void {
    if (this.watchdog) return;
    this.watchdog = setTimeout(
      () => {
        this.watchdog = undefined;
        if (this.queue.length === 0) return;
        if (this.active === 0 || Date.now() - this.lastSentAt > this.stuckMs) this.startFlush();
        else this.watch();
      },
      Math.max(1, this.lastSentAt + this.stuckMs + 1 - Date.now()),
    );
    this.watchdog.unref();
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        this.lastSentAt = Date.now();
        try {
          await withTimeout(
            this.model.collection.insertMany(
              batch.map((entry) => entry.doc),
              { ordered: false },
            ),
            BATCH_DEADLINE_MS,
            () =>
              Object.assign(new Error(`the database did not answer an insert within ${BATCH_DEADLINE_MS} ms`), {
                name: 'MongoNetworkTimeoutError',
              }),
          );
          for (const entry of batch) entry.resolve();
        } catch (error) {
          const refused = refusedByIndex(error);
          for (const [index, entry] of batch.entries()) {
            if (refused === null) entry.reject(error);
            else if (refused.has(index)) entry.reject(refused.get(index));
            else entry.resolve();
          }
        }
      }
    } finally {
      this.active -= 1;
    }
  }
}

/**
 * The error of each refused document of an unordered `insertMany`, by its index in the batch,
 * shaped like `insertOne`'s (code, message, keyPattern); null when the whole batch failed (the
 * database is down, say), so every caller gets that error.
 */
function refusedByIndex(error: unknown): Map<number, Error> | null {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors === undefined ? [] : [writeErrors];
  if (list.length === 0) return null;
  const refused = new Map<number, Error>();
  for (const item of list as Array<{
    index?: unknown;
    code?: unknown;
    errmsg?: unknown;
    err?: { index?: unknown; code?: unknown; errmsg?: unknown; keyPattern?: unknown };
  }>) {
    const index = item.index ?? item.err?.index;
    if (typeof index !== 'number') return null;
    const message = String(item.errmsg ?? item.err?.errmsg ?? 'insert refused');
    refused.set(
      index,
      Object.assign(new Error(message), { code: item.code ?? item.err?.code, keyPattern: item.err?.keyPattern }),
    );
  }
  return refused;
}
