import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import type { Config, RemoteName } from '../../config';
import type { CacheGenerations } from '../../http/cache-generations';
import { CACHE_TAGS_HEADER } from '../../http/read-cache';
import type { Logger } from '../../http/logger';
import { remoteOf, type PageRoute } from '../../seo/page-routes';
import type { ServerEntries } from './server-entries';

/**
 * Server rendering of a storefront page's body: the shell's renderer (its Node build) with the
 * route's remote (its Node build, loaded by `serverEntries`), reading the API the way the browser
 * does, over HTTP, on a loopback listener of this same app: through the read cache, the lookup
 * limits and every rule of the API, with the shopper's address (so a client asking for thousands
 * of distinct pages meets the same per-client limits as one asking the API directly).
 *
 * A browser's page is streamed (`nonce` given): the shell's frame first, each remote's part as it
 * is ready. Anyone else's (crawlers, HEAD), and a page streamed lately, is rendered whole, in
 * document order, and that is what is kept: anonymous whole renders are cached per path, query and
 * language, under the read-cache tags of the API replies they were made from, so a write anywhere
 * drops them on every instance within 2 s, as it does the replies. A render that left a part to
 * the browser (a remote that failed, threw or was slow) is served but never kept, so the next
 * request tries again.
 */

export interface RenderedBody {
  streamed?: false;
  /** The markup inside `#root`. */
  html: string;
  /** Tags the page hoists into the document's head (the hero picture's preload, a 404's robots tag). */
  head: string;
  /** The API replies the render used, for the browser's query cache (JSON). */
  state: string;
  status: 200 | 404;
  clientRendered: readonly string[];
}

/** A render under way: the shell's frame is ready, each remote's part follows in `body`. */
export interface StreamedBody {
  streamed: true;
  /** Tags the shell's frame hoists into the document's head. */
  head: string;
  /** The markup inside `#root`, as it is rendered. */
  body: Readable;
  /** The API replies the render used (JSON), once `body` has ended. */
  state: Promise<string>;
}

export interface PageRequest {
  route: PageRoute;
  lang: 'en' | 'ar';
  /** The query string as the browser has it (without the language a cookie added). */
  search: string;
  /** The site's address as the browser sees it (`location.origin`): picture URLs carry it. */
  origin: string;
  /**
   * The reply's CSP nonce when the page may be streamed to this client (a browser); without it the
   * page is rendered whole, in document order (crawlers, HEAD).
   */
  nonce?: string;
}

export type PageRenderer = (ctx: Context, page: PageRequest) => Promise<RenderedBody | StreamedBody | undefined>;

/** Header of the renderer's own API requests: a secret of this process, so no client can pose as it. */
export const RENDER_HEADER = 'x-ogulf-render';
const CLIENT_HEADER = 'x-ogulf-client';
const RENDER_SECRET = randomBytes(24).toString('base64url');
const HTML_TTL_MS = 60_000;
/** A page rendered for a client that may run no script (no nonce: crawlers, HEAD) waits this many budgets. */
export const CRAWLER_BUDGET_FACTOR = 5;

/** Whether this request is the renderer's own (it then stands for the shopper whose page it renders). */
export function isRenderRequest(ctx: Context): boolean {
  return ctx.get(RENDER_HEADER) === RENDER_SECRET;
}

/** First in the chain: a render's API request counts as its shopper's, for the per-client limits. */
export function renderRequests(): Middleware {
  return (ctx, next) => {
    if (isRenderRequest(ctx)) {
      ctx.request.ip = ctx.get(CLIENT_HEADER) || ctx.request.ip;
      ctx.state.render = true;
    }
    return next();
  };
}

interface CachedPage {
  at: number;
  tags: readonly string[];
  generations: string;
  body: RenderedBody;
}

/** The loopback listener the renderer reads the API through, started at the first render. */
function loopback(handler: () => http.RequestListener): () => Promise<string> {
  let origin: Promise<string> | undefined;
  return () =>
    (origin ??= new Promise((resolve, reject) => {
      const server = http.createServer(handler());
      server.keepAliveTimeout = 30_000;
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        // Never what keeps the process alive: it serves only the renders of the main server.
        server.unref();
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      });
    }));
}

export interface PageRendererOptions {
  config: Config;
  log: Logger;
  entries: ServerEntries;
  generations: CacheGenerations;
  /** The app's request handler (`app.callback()`), for the loopback listener. */
  handler: () => http.RequestListener;
}

export function pageRenderer({ config, log, entries, generations, handler }: PageRendererOptions): PageRenderer {
  const apiOrigin = loopback(handler);
  const cache = new LRUCache<string, CachedPage>({ max: 500 });
  // Pages streamed lately and not kept (a streamed page has its parts out of order): the next
  // request for one is rendered whole and kept, so a page asked for twice is served from the cache.
  const streamedLately = new LRUCache<string, true>({ max: 2_000, ttl: HTML_TTL_MS });
  generations.onChange((tag) => {
    for (const [key, page] of [...cache.entries()]) if (page.tags.includes(tag)) cache.delete(key);
  });

  return async (ctx, { route, lang, search, origin: siteOrigin, nonce }) => {
    const remote: RemoteName | undefined = remoteOf(route);
    if (remote === 'admin') return undefined;
    const shell = await entries.shell();
    if (!shell) return undefined;
    const key = `${lang} ${siteOrigin}${ctx.path}?${search}`;
    const syncing = generations.sync();
    if (syncing) await syncing;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < HTML_TTL_MS && generations.snapshot(hit.tags) === hit.generations) return hit.body;

    const origin = await apiOrigin();
    // Each tag's generation as the first reply under it was read: a write after that makes the page old.
    const readUnder = new Map<string, string>();
    let untagged = false;
    const fetchApi = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          [RENDER_HEADER]: RENDER_SECRET,
          [CLIENT_HEADER]: ctx.ip,
          'accept-encoding': 'identity',
        },
      });
      const replyTags = response.headers.get(CACHE_TAGS_HEADER);
      if (replyTags === null) untagged = true;
      for (const pair of replyTags?.split(',').filter(Boolean) ?? []) {
        const [tag = '', generation = ''] = pair.split('=');
        if (!readUnder.has(tag)) readUnder.set(tag, generation);
      }
      return response;
    };
    // A crawler runs no script: a part left to the browser is a part it never reads, so its page may
    // take longer (a browser's page goes on rendering in the browser instead).
    const budgetMs = nonce ? config.ssrBudgetMs : config.ssrBudgetMs * CRAWLER_BUDGET_FACTOR;
    const remotes: Partial<Record<RemoteName, unknown>> = {};
    // A remote's server entry that is slow to come (its host hangs) counts against the render's budget.
    if (remote) remotes[remote] = await withinBudget(entries.remote(remote, shell), budgetMs);
    const input = {
      path: ctx.path,
      search,
      lang,
      remotes,
      fetch: fetchApi,
      budgetMs,
      origin: siteOrigin,
    };

    if (nonce && shell.streamApp && !streamedLately.has(key)) {
      try {
        const stream = await shell.streamApp({ ...input, nonce, holdMs: config.ssrStreamAfterMs });
        streamedLately.set(key, true);
        return {
          streamed: true,
          head: stream.head,
          body: stream.body,
          state: stream.done.then(({ state }) => scriptJson(state)),
        };
      } catch (error) {
        log.error(`Server rendering of ${ctx.path} failed: the page renders in the browser`, error);
        return undefined;
      }
    }

    let output: Awaited<ReturnType<typeof shell.renderApp>>;
    try {
      output = await shell.renderApp(input);
    } catch (error) {
      log.error(`Server rendering of ${ctx.path} failed: the page renders in the browser`, error);
      return undefined;
    }
    const body: RenderedBody = {
      html: output.html,
      head: output.head,
      state: scriptJson(output.state),
      status: output.status,
      clientRendered: output.clientRendered,
    };
    const tagList = [...readUnder.keys()];
    // Kept only when whole, made of tagged replies, and no write came since they were read.
    const unchanged = tagList.every((tag) => (generations.current(tag) ?? '') === readUnder.get(tag));
    if (body.clientRendered.length === 0 && !untagged && unchanged)
      cache.set(key, { at: Date.now(), tags: tagList, generations: generations.snapshot(tagList), body });
    return body;
  };
}

/** `loading`, or an Error when it has not settled within `ms`. */
async function withinBudget(loading: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`the server entry did not come within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([loading, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON for inside a `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
