import type { Middleware } from 'koa';

// Joins the tags of a reply built from several resources in its cache key (tags have no spaces).
const TAG_SEPARATOR = '+';

/**
 * In-process cache of public GET replies, keyed by resource tag and URL. FerretDB over SQLite
 * answers a query in milliseconds, so without it one page of articles costs as much as a few
 * hundred hello-worlds. This API is the only writer: a write calls `invalidate(tag)`, and a TTL
 * bounds how stale a reply can be if the database is changed some other way.
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; type: string; body: Buffer; cacheControl: string | undefined }>();
  private readonly middlewares = new Map<string, Middleware>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Middleware that answers a repeated GET from the cache and stores successful replies (one per
   * tag and TTL). A reply built from several resources (the sitemap reads the catalogue and the
   * blog) takes their tags as a list and is forgotten when either is invalidated.
   */
  middleware(tag: string | readonly string[], ttlMs = 60_000): Middleware {
    const tags = typeof tag === 'string' ? tag : tag.join(TAG_SEPARATOR);
    const id = `${tags} ${ttlMs}`;
    const existing = this.middlewares.get(id);
    if (existing) return existing;
    const middleware: Middleware = async (ctx, next) => {
      const key = `${tags} ${ctx.url}`;
      const hit = this.entries.get(key);
      if (hit && this.now() - hit.at < ttlMs) {
        ctx.type = hit.type;
        if (hit.cacheControl) ctx.set('Cache-Control', hit.cacheControl);
        ctx.body = hit.body;
        return;
      }
      await next();
      if (ctx.method !== 'GET' || ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
      // Kept as bytes: a hit then costs no serialising or encoding at all.
      const body = Buffer.from(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body));
      const type = ctx.response.get('Content-Type') || 'application/json; charset=utf-8';
      ctx.body = body;
      ctx.type = type;
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { at: this.now(), type, body, cacheControl: ctx.response.get('Cache-Control') || undefined });
    };
    this.middlewares.set(id, middleware);
    return middleware;
  }

  /** Forgets every reply of one resource (call after any write to it). */
  invalidate(tag: string): void {
    for (const key of this.entries.keys()) {
      if (key.slice(0, key.indexOf(' ')).split(TAG_SEPARATOR).includes(tag)) this.entries.delete(key);
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
export function cachedRead(tag: string | readonly string[], ttlMs?: number): Middleware {
  return (ctx, next) => ctx.readCache.middleware(tag, ttlMs)(ctx, next);
}
