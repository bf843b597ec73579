import { noteDatabaseUse } from './guard';
import { withTimeout } from '../util/with-timeout';

/** As for inserts: a statement unsettled this long is given up (its callers get a network-like error). */
const READ_DEADLINE_MS = 30_000;

/**
 * Group calls by key, beside `insert-batcher.ts`: concurrent callers naming a few keys each share
 * one statement for all their keys (a read by `_id $in`, a delete by `_id $in`). Normally one
 * statement is in flight; the keys named meanwhile go into the next one, which starts only after
 * the caller called, so a read answers what the database held at some moment after the call (as
 * the caller's own query would have), never what was read before it came. FerretDB over SQLite
 * answers one statement at a time: twenty checkouts each reading the stock levels of their
 * products were twenty queries queued behind each other (and behind everybody's inserts).
 *
 * A statement left unanswered for `stuckMs` (a connection gone silent) does not hold the next one
 * back; one unsettled after 30 s rejects its callers as a network timeout would.
 */
export class KeyBatcher<K, V = never> {
  private queue: Array<{
    keys: readonly K[];
    resolve: (found: ReadonlyMap<K, V>) => void;
    reject: (error: unknown) => void;
  }> = [];
  private active = 0;
  private lastSentAt = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    /** The statement for `keys` (each key once); resolves to the value found per key (none: absent). */
    private readonly load: (keys: K[]) => Promise<ReadonlyMap<K, V> | void>,
    private readonly stuckMs = 2_000,
  ) {}

  /** Runs the statement for `keys` (with the other callers' keys); the values found for them. */
  call(keys: readonly K[]): Promise<ReadonlyMap<K, V>> {
    if (keys.length === 0) return Promise.resolve(new Map());
    noteDatabaseUse();
    return new Promise((resolve, reject) => {
      this.queue.push({ keys, resolve, reject });
      if (this.active === 0 || Date.now() - this.lastSentAt > this.stuckMs) this.startFlush();
      else this.watch();
    });
  }

  private startFlush(): void {
    this.active += 1;
    setImmediate(() => void this.flush());
  }

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
        const batch = this.queue.splice(0);
        this.lastSentAt = Date.now();
        try {
          const found =
            (await withTimeout(this.load([...new Set(batch.flatMap((entry) => entry.keys))]), READ_DEADLINE_MS, () =>
              Object.assign(new Error(`the database did not answer a statement within ${READ_DEADLINE_MS} ms`), {
                name: 'MongoNetworkTimeoutError',
              }),
            )) ?? new Map<K, V>();
          for (const entry of batch) {
            entry.resolve(new Map(entry.keys.flatMap((key) => (found.has(key) ? [[key, found.get(key) as V]] : []))));
          }
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.active -= 1;
    }
  }
}
