import { Batcher, type BatchEntry } from './batcher';

interface KeyEntry<K, V> extends BatchEntry {
  keys: readonly K[];
  resolve: (found: ReadonlyMap<K, V>) => void;
}

/**
 * Group calls by key, beside `insert-batcher.ts` (and on the same core, `batcher.ts`): concurrent
 * callers naming a few keys each share one statement for all their keys (a read by `_id $in`, a
 * delete by `_id $in`). Normally one statement is in flight; the keys named meanwhile go into the
 * next one, which starts only after the caller called, so a read answers what the database held at
 * some moment after the call (as the caller's own query would have), never what was read before it
 * came. FerretDB over SQLite answers one statement at a time: twenty checkouts each reading the
 * stock levels of their products were twenty queries queued behind each other (and behind
 * everybody's inserts). A failed statement rejects all its callers.
 */
export class KeyBatcher<K, V = never> extends Batcher<KeyEntry<K, V>, ReadonlyMap<K, V> | void> {
  constructor(
    /** The statement for `keys` (each key once); resolves to the value found per key (none: absent). */
    private readonly load: (keys: K[]) => Promise<ReadonlyMap<K, V> | void>,
    stuckMs = 2_000,
  ) {
    super(Number.POSITIVE_INFINITY, stuckMs, 'a statement');
  }

  /** Runs the statement for `keys` (with the other callers' keys); the values found for them. */
  call(keys: readonly K[]): Promise<ReadonlyMap<K, V>> {
    if (keys.length === 0) return Promise.resolve(new Map());
    return new Promise((resolve, reject) => this.enqueue({ keys, resolve, reject }));
  }

  protected send(batch: KeyEntry<K, V>[]): Promise<ReadonlyMap<K, V> | void> {
    return this.load([...new Set(batch.flatMap((entry) => entry.keys))]);
  }

  protected settle(batch: KeyEntry<K, V>[], result: ReadonlyMap<K, V> | void): void {
    const found = result ?? new Map<K, V>();
    for (const entry of batch) {
      entry.resolve(new Map(entry.keys.flatMap((key) => (found.has(key) ? [[key, found.get(key) as V]] : []))));
    }
  }
}
