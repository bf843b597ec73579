import { randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import type { Logger } from './logger';
import { withTimeout } from '../util/with-timeout';

/**
 * Cache generations: how several API instances on one database learn that a resource changed.
 *
 * Every resource tag (`catalog`, `articles`, `uploads`...) has one document in
 * `cache_generations`, `{ _id: tag, gen, at }`, whose `gen` is a new random id after every write
 * to that resource. The instance that writes changes its own view at once and publishes the new
 * id with a `$set` upsert (last writer wins, which is right: any new value means "changed").
 * Every instance reads the whole (tiny) collection at most once a second, and only when it is
 * asked for something (a cached read, a picture), so an idle instance costs the database nothing
 * and nothing runs in the background: there is no timer to stop at shutdown or in tests.
 *
 * A reply may be served from a cache only while this instance's view was read from the database
 * at most `MAX_LAG_MS` ago; past that the request waits for the poll (a few milliseconds). So a
 * write on one instance is seen by every instance within `MAX_LAG_MS` plus one poll. When the
 * database cannot be read, caches go on serving until their own TTL (nobody can write then) and
 * requests stop waiting for polls until one succeeds again.
 */

/** Least time between two polls of one instance. */
export const POLL_INTERVAL_MS = 1000;
/** How old this instance's view of the generations may be when a cache answers from it. */
export const MAX_LAG_MS = 1500;
/** A poll slower than this counts as failed, so a hung database never holds requests longer. */
const POLL_TIMEOUT_MS = 1000;
/** Attempts to publish one generation (FerretDB's upsert race, a database blip). */
const PUBLISH_ATTEMPTS = 3;

/** Where generations are kept: the database in the app, a stand-in in unit tests. */
export interface GenerationStore {
  /** Every tag's current generation. */
  readAll(): Promise<ReadonlyMap<string, string>>;
  /** Makes `gen` the current generation of `tag`. */
  publish(tag: string, gen: string): Promise<void>;
}

interface GenerationFields {
  _id: string;
  gen: string;
  at: Date;
}

const generationSchema = new Schema<GenerationFields>(
  { _id: { type: String, required: true }, gen: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'cache_generations', versionKey: false },
);
export const CacheGeneration = mongoose.model<GenerationFields>('CacheGeneration', generationSchema);

/** The shared database's generations (through the app's mongoose connection). */
export const databaseGenerations: GenerationStore = {
  async readAll() {
    // Mongoose would buffer the query until a connection comes back; a poll must fail at once.
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected)
      throw new Error('the database is not connected');
    const documents = await CacheGeneration.find({}, { gen: 1 }).lean();
    return new Map(documents.map((document) => [document._id, document.gen]));
  },
  async publish(tag, gen) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await CacheGeneration.updateOne({ _id: tag }, { $set: { gen, at: new Date() } }, { upsert: true });
        return;
      } catch (error) {
        // FerretDB 1.x upserts by reading then inserting: when two instances bump a tag that has
        // no document yet, one insert fails on the unique _id. The document exists then, so the
        // next attempt is a plain update.
        if (attempt >= PUBLISH_ATTEMPTS) throw error;
      }
    }
  },
};

export interface CacheGenerationsOptions {
  /** Shared store; without one, generations are local to this process (unit tests, one-off apps). */
  store?: GenerationStore;
  log?: Logger;
  now?: () => number;
}

/** One instance's view of the generations, kept in step with the store. */
export class CacheGenerations {
  private readonly store: GenerationStore | undefined;
  private readonly log: Logger | undefined;
  private readonly now: () => number;
  private readonly known = new Map<string, string>();
  private readonly listeners = new Set<(tag: string) => void>();
  /** Publishes not finished yet, per tag: a poll that started meanwhile may still hold the old value. */
  private readonly unpublished = new Map<string, number>();
  private readonly publishing = new Set<Promise<void>>();
  /** Per tag: the publish under way, and the one that will carry the newest generation after it. */
  private readonly runningPublish = new Map<string, Promise<void>>();
  private readonly queuedPublish = new Map<string, Promise<void>>();
  /** Sequence number of each tag's last local bump, and of the last poll start. */
  private readonly bumpedAt = new Map<string, number>();
  private sequence = 0;
  private polling: Promise<void> | undefined;
  private pollStartedAt = Number.NEGATIVE_INFINITY;
  /** When the last successful poll started: the view is at least as new as that. */
  private syncedAt = Number.NEGATIVE_INFINITY;
  private failing = false;
  private closed = false;

  constructor({ store, log, now = Date.now }: CacheGenerationsOptions = {}) {
    this.store = store;
    this.log = log;
    this.now = now;
  }

  /** The generation this instance knows for `tag` (undefined before any write to it was seen). */
  current(tag: string): string | undefined {
    return this.known.get(tag);
  }

  /** The generations of `tags` as one comparable value: a read captures it before and after. */
  snapshot(tags: readonly string[]): string {
    return tags.map((tag) => this.known.get(tag) ?? '').join(' ');
  }

  /** Calls `listener(tag)` whenever a tag changes, here or on another instance. Returns the unsubscribe. */
  /** `tag=generation` for each tag, comma-separated (what a cached page was made under). */
  versions(tags: readonly string[]): string {
    return tags.map((tag) => `${tag}=${this.current(tag) ?? ''}`).join(',');
  }

  onChange(listener: (tag: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Marks `tag` changed: at once on this instance, and on the others through the store. Resolves
   * when the new generation is published (never rejects: a failure is logged, and the other
   * instances then see the change only after their caches' TTL).
   */
  bump(tag: string): Promise<void> {
    const gen = randomBytes(9).toString('base64url');
    this.sequence += 1;
    this.bumpedAt.set(tag, this.sequence);
    this.known.set(tag, gen);
    this.emit(tag);
    if (!this.store) return Promise.resolve();
    // A burst of writes to one tag (orders placed side by side) publishes at most twice at a time:
    // the publish under way, then one more carrying the newest generation for all bumps made
    // meanwhile. Each bump still resolves only once a generation at least as new as its own landed.
    const queued = this.queuedPublish.get(tag);
    if (queued) return queued;
    const running = this.runningPublish.get(tag);
    this.unpublished.set(tag, (this.unpublished.get(tag) ?? 0) + 1);
    const store = this.store;
    const start = (): Promise<void> => {
      this.queuedPublish.delete(tag);
      const inner = store
        .publish(tag, this.known.get(tag) ?? gen)
        .catch((error: unknown) =>
          this.log?.error(
            `Could not publish a change of "${tag}": other API instances may serve it stale until their cache expires`,
            error,
          ),
        );
      this.runningPublish.set(tag, inner);
      return inner.finally(() => {
        if (this.runningPublish.get(tag) === inner) this.runningPublish.delete(tag);
      });
    };
    const published: Promise<void> = (running ? running.then(start) : start()).finally(() => {
      const left = (this.unpublished.get(tag) ?? 1) - 1;
      if (left === 0) this.unpublished.delete(tag);
      else this.unpublished.set(tag, left);
      this.publishing.delete(published);
    });
    if (running) this.queuedPublish.set(tag, published);
    this.publishing.add(published);
    return published;
  }

  /**
   * Brings the view up to date when it may be behind: polls if the last poll is a second old,
   * and returns the poll to wait for when the view is older than `MAX_LAG_MS` (undefined when
   * there is nothing to wait for, so the hot path costs no await).
   */
  sync(): Promise<void> | undefined {
    if (!this.store || this.closed) return undefined;
    const now = this.now();
    if (!this.polling && now - this.pollStartedAt >= POLL_INTERVAL_MS) this.poll(now);
    if (this.polling && !this.failing && now - this.syncedAt > MAX_LAG_MS) return this.polling;
    return undefined;
  }

  /**
   * Waits until a poll that started at or after `time` has succeeded (or a few polls failed), still
   * polling at most once a second: for a request that must know about writes made before it came.
   */
  async refreshedSince(time: number): Promise<void> {
    if (!this.store) return;
    for (let attempt = 0; attempt < 3 && this.syncedAt < time && !this.closed; attempt += 1) {
      if (!this.polling) {
        const wait = this.pollStartedAt + POLL_INTERVAL_MS - this.now();
        if (wait > 0) await delay(wait);
        if (!this.polling && !this.closed) this.poll(this.now());
      }
      await this.polling;
    }
  }

  /** Waits for publishes and the poll under way, then polls no more (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.publishing, this.polling]);
  }

  private poll(startedAt: number): void {
    const store = this.store;
    if (!store) return;
    this.pollStartedAt = startedAt;
    const sequence = this.sequence;
    // Tags bumped here whose publish may not have landed when the query runs: the store can still
    // hold their previous value, which must not overwrite the newer one known here.
    const unsettled = new Set(this.unpublished.keys());
    this.polling = withTimeout(store.readAll(), POLL_TIMEOUT_MS)
      .then(
        (generations) => {
          for (const [tag, gen] of generations) {
            if (unsettled.has(tag) || (this.bumpedAt.get(tag) ?? 0) > sequence) continue;
            if (this.known.get(tag) === gen) continue;
            this.known.set(tag, gen);
            this.emit(tag);
          }
          this.syncedAt = startedAt;
          if (this.failing) this.log?.info('Cache generations are read from the database again');
          this.failing = false;
        },
        (error: unknown) => {
          if (!this.failing) {
            const reason = error instanceof Error ? error.message : String(error);
            this.log?.warn(
              `Could not read the cache generations (${reason}): cached replies are served until they expire`,
            );
          }
          this.failing = true;
        },
      )
      .finally(() => {
        this.polling = undefined;
      });
  }

  private emit(tag: string): void {
    for (const listener of this.listeners) listener(tag);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
