import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import { CacheGenerations } from './cache-generations';

/**
 * Sent only to the server renderer's own requests (`ctx.state.render`): the reply's tags and the
 * generation of each it was read under (`tag=gen,...`), so a rendered page is cached under them.
 */
export const CACHE_TAGS_HEADER = 'x-ogulf-cache-tags';

// Joins the tags of a reply built from several resources in its cache key (tags have no spaces).
const TAG_SEPARATOR = '+';
// Below this a reply goes out as it is (koa-compress's threshold too).
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export interface ReadCacheOptions {
  /** How long a reply is served from the cache at most (default a minute). */
  ttlMs?: number;
  /** Send the cached bytes br- or gzip-encoded to clients that accept it (default true). */
  encode?: boolean;
}
export interface Entry {
  at: number;
  type: string;
  body: Buffer;
  cacheControl: string | undefined;
  /** The body encoded once for the clients that accept it, made at its first request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  // Made once per entry, so a higher quality than koa-compress's per-request 4 pays off.
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
};

/** Sends a cached body, encoded as the client prefers (browsers ask for br or gzip) when it is worth it. */
/** Answers with a kept body, brotli- or gzip-encoded once per body as the client accepts (see `ReadCache`). */
export function send(ctx: Context, entry: Entry, encode = true): void {
  ctx.type = entry.type;
  if (entry.cacheControl) ctx.set('Cache-Control', entry.cacheControl);
  // Ours is the preference (br is smaller), not the order the client listed them in.
  const encoding =
    !encode || entry.body.length < COMPRESS_FROM_BYTES
      ? undefined
      : (['br', 'gzip'] as const).find((name) => ctx.acceptsEncodings(name) === name);
  if (!encoding) {
    ctx.body = entry.body;
    return;
  }
  entry.encoded[encoding] ??= encoders[encoding](entry.body);
  ctx.vary('Accept-Encoding');
  // koa-compress leaves a reply that already has a Content-Encoding alone.
  ctx.set('Content-Encoding', encoding);
  ctx.body = entry.encoded[encoding];
}

/**
 * In-process cache of public GET replies, keyed by resource tag and URL. FerretDB over SQLite
 * answers a query in milliseconds, so without it one page of articles costs as much as a few
 * hundred hello-worlds. The API is the only writer: a write calls `invalidate(tag)`, and a TTL
 * bounds how stale a reply can be if the database is changed some other way.
 *
 * Several API instances share one database: `invalidate` also publishes a new generation of the
 * tag (`cache-generations.ts`), and every instance checks the generations at most once a second
 * before it answers from its cache, so a write on any instance shows on all within 2 s.
 */
/** What a write needs of the read cache: forgetting the replies under a tag (on every instance). */
export type CacheInvalidator = Pick<ReadCache, 'invalidate'>;

export class ReadCache {
  // Bounded by lru-cache (least recently used out first); freshness is checked against each
  // reader's own TTL on the injected clock, so tests can move time.
  private readonly entries: LRUCache<string, Entry>;
  private readonly middlewares = new Map<string, Middleware>();
  /** Values services read through `remember`, by tag and key; each a promise shared by concurrent callers. */
  private readonly memos: LRUCache<string, { at: number; value: Promise<unknown> }>;
  /**
   * Runs before a request that the cache cannot answer goes on to the database; it may throw
   * (the app counts these per client and refuses a client over its limit: a stream of distinct
   * URLs would otherwise be a stream of collection scans on FerretDB). Hits never call it.
   */
  beforeMiss: ((ctx: Context) => Promise<void>) | undefined;

  constructor(
    maxEntries = 1000,
    private readonly now: () => number = Date.now,
    /** Shared with the other instances through the database in the app; local by default. */
    readonly generations: CacheGenerations = new CacheGenerations({ now }),
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.memos = new LRUCache({ max: maxEntries });
    generations.onChange((tag) => this.forget(tag));
  }

  /**
   * Middleware that answers a repeated GET from the cache and stores successful replies (one per
   * tag and TTL). A reply built from several resources (the sitemap reads the catalogue and the
   * blog) takes their tags as a list and is forgotten when either is invalidated. The reply goes
   * out compressed for the clients that accept it unless `encode` is false, which a route needs
   * when it rewrites the body afterwards (the SEO files fill in the request's origin).
   */
  middleware(tag: string | readonly string[], { ttlMs = 60_000, encode = true }: ReadCacheOptions = {}): Middleware {
    const tagList = typeof tag === 'string' ? [tag] : [...tag];
    const tags = tagList.join(TAG_SEPARATOR);
    const id = `${tags} ${ttlMs} ${encode}`;
    const existing = this.middlewares.get(id);
    if (existing) return existing;
    const middleware: Middleware = async (ctx, next) => {
      const syncing = this.generations.sync();
      if (syncing) await syncing;
      const key = `${tags} ${ctx.url}`;
      const hit = this.entries.get(key);
      // The server renderer's own requests learn what the reply is made of, to cache the page under it.
      if (ctx.state.render) ctx.set(CACHE_TAGS_HEADER, this.generations.versions(tagList));
      if (hit && this.now() - hit.at < ttlMs) {
        send(ctx, hit, encode);
        return;
      }
      if (this.beforeMiss) await this.beforeMiss(ctx);
      // A write (here, or on another instance and seen by a poll) while the handler reads may have
      // come after the read: that reply goes out but is not kept, or it would outlive the poll
      // that announced the write.
      const generationsBefore = this.generations.snapshot(tagList);
      await next();
      if (ctx.method !== 'GET' || ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
      if (this.generations.snapshot(tagList) !== generationsBefore) return;
      // Kept as bytes (and compressed once per encoding): a hit then costs no serialising or encoding at all.
      const body = Buffer.from(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body));
      const entry: Entry = {
        at: this.now(),
        type: ctx.response.get('Content-Type') || 'application/json; charset=utf-8',
        body,
        cacheControl: ctx.response.get('Cache-Control') || undefined,
        encoded: {},
      };
      this.entries.set(key, entry);
      send(ctx, entry, encode);
    };
    this.middlewares.set(id, middleware);
    return middleware;
  }

  /**
   * A value a service reads from the database for resource `tag` (the order service prices from
   * products and zones this way), kept for `ttlMs` or until `invalidate(tag)`, and shared by the
   * callers that ask while it loads. The memo is stored before the load starts, so an
   * invalidation during the load drops it and later callers load again. A failed load is not kept.
   */
  remember<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    // Another instance's write must drop this memo too: look at the generations first when due.
    const syncing = this.generations.sync();
    if (syncing) return syncing.then(() => this.rememberNow(tag, key, ttlMs, load));
    return this.rememberNow(tag, key, ttlMs, load);
  }

  private rememberNow<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const id = `${tag} ${key}`;
    const hit = this.memos.get(id);
    if (hit && this.now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const memo = { at: this.now(), value: load() };
    this.memos.set(id, memo);
    memo.value.catch(() => {
      if (this.memos.get(id) === memo) this.memos.delete(id);
    });
    return memo.value as Promise<T>;
  }

  /**
   * Forgets every reply and remembered value of one resource, here at once and on the other
   * instances within 2 s (call after any write to it).
   */
  invalidate(tag: string): void {
    void this.generations.bump(tag);
  }

  /** Drops the replies and remembered values of one resource from this instance. */
  private forget(tag: string): void {
    // Keys listed first: deleting while lru-cache walks its own list could skip an entry.
    for (const key of [...this.entries.keys()]) {
      if (key.slice(0, key.indexOf(' ')).split(TAG_SEPARATOR).includes(tag)) this.entries.delete(key);
    }
    for (const key of [...this.memos.keys()]) {
      if (key.slice(0, key.indexOf(' ')) === tag) this.memos.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's read cache (one per app, so tests and servers never share replies). */
    readCache: ReadCache;
  }
}

/** Caches successful GET replies of a resource (or of several, given as a list) in the app's ReadCache. */
export function cachedRead(tag: string | readonly string[], options?: ReadCacheOptions): Middleware {
  return (ctx, next) => ctx.readCache.middleware(tag, options)(ctx, next);
}
