import { noteDatabaseUse } from './guard';
import { withTimeout } from '../util/with-timeout';

/**
 * A statement still unsettled after this long is given up as a network failure would be: its
 * callers are rejected (their requests have long had their 503 from the database guard), so a
 * silent connection leaks no promises. The statement may still have been applied, exactly as with
 * a timeout: every caller of a batcher is idempotent on retry (unique ids, Idempotency-Key).
 */
const STATEMENT_DEADLINE_MS = 30_000;

/** One caller waiting for its share of a statement. */
export interface BatchEntry {
  reject: (error: unknown) => void;
}

/**
 * The core of group commit (`insert-batcher.ts`, `key-batcher.ts`): FerretDB over SQLite answers
 * one statement at a time, so the calls of concurrent requests are queued and sent together.
 * Normally one statement per batcher is in flight, and everything queued meanwhile goes in the
 * next one (at most `maxBatch` entries each), so an idle server sends at once (after one turn of
 * the event loop) and a busy one in batches; a statement starts only after its callers called.
 *
 * A statement left unanswered for `stuckMs` (a connection gone silent) does not hold the others
 * back: the next call, or a watchdog `stuckMs` on, starts a flush of its own. One unsettled after
 * 30 s rejects its callers as a network timeout would.
 */
export abstract class Batcher<Entry extends BatchEntry, Result> {
  private queue: Entry[] = [];
  /** Flush loops running, and when the newest one sent its last statement. */
  private active = 0;
  private lastSentAt = 0;
  private watchdog: NodeJS.Timeout | undefined;

  protected constructor(
    private readonly maxBatch: number,
    /** A statement unanswered this long no longer holds the next one back. */
    private readonly stuckMs: number,
    /** What a statement is, for the deadline's error ("an insert"). */
    private readonly what: string,
  ) {}

  /** The one statement for `batch`. */
  protected abstract send(batch: Entry[]): Promise<Result>;
  /** Settles every entry of a statement that was answered. */
  protected abstract settle(batch: Entry[], result: Result): void;

  /** Settles every entry of a statement that failed; by default all of them get its error. */
  protected fail(batch: Entry[], error: unknown): void {
    for (const entry of batch) entry.reject(error);
  }

  /** Queues `entry` for the next statement. */
  protected enqueue(entry: Entry): void {
    // The caller waits for the database even while its call is only queued: the request guard
    // must know, or a request queued behind a statement stuck on a frozen database would wait with it.
    noteDatabaseUse();
    this.queue.push(entry);
    if (this.active === 0 || Date.now() - this.lastSentAt > this.stuckMs) this.startFlush();
    else this.watch();
  }

  private startFlush(): void {
    this.active += 1;
    setImmediate(() => void this.flush());
  }

  /**
   * While a statement is in flight, what is queued waits for it; should it go unanswered for
   * `stuckMs`, a flush of its own sends the queue on. Without this, the last call before a quiet
   * spell waited on a silent statement for as long as the quiet lasted: after a SIGKILL of
   * FerretDB, an `insertMany` sent just before can stay unsettled, and the database-faults test's
   * next lookup waited 127 s.
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
        let result: Result;
        try {
          result = await withTimeout(this.send(batch), STATEMENT_DEADLINE_MS, () =>
            Object.assign(new Error(`the database did not answer ${this.what} within ${STATEMENT_DEADLINE_MS} ms`), {
              name: 'MongoNetworkTimeoutError',
            }),
          );
        } catch (error) {
          this.fail(batch, error);
          continue;
        }
        this.settle(batch, result);
      }
    } finally {
      this.active -= 1;
    }
  }
}
