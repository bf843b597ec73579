import path from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import send from 'koa-send';
import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { createIsbotFromList, list as botPatterns } from 'isbot';
import { LRUCache } from 'lru-cache';
import { LANGUAGE_COOKIE } from '@ogulf/contracts/constants';
import { send as sendKept, type Entry } from '../http/read-cache';
import type { Config } from '../config';
import type { PageHeads } from '../seo/page-heads';
import { requestOrigin, withOrigin } from '../seo/origin';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { matchRoute, pageChunkOf, remoteOf } from '../seo/page-routes';
import { remotePreloads, type RemotePreloads } from './remote-preloads';
import { REMOTES_PREFIX, remoteManifests, remoteRoot } from './remotes';
import { shellTemplateLoader, type ShellTemplate } from './shell-html';
import type { PageRenderer, StreamedBody } from './ssr/page-renderer';

// Extensions of files a front-end build produces. A missing path ending in one of these is a
// broken asset link and gets a 404; any other path is a page for the shell's router (so a
// product slug such as `/product/desk-1.8m` still loads the shell).
const FILE_EXTENSION =
  /\.(m?js|css|map|json|html?|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|wasm|pdf|br|gz)$/i;

/**
 * Clients that get a page whole, in document order: crawlers and tools that may not run its scripts.
 * Headless Chrome and Lighthouse do run them: they get the page streamed, as a shopper's browser does.
 */
const isCrawler = createIsbotFromList(
  botPatterns.filter((pattern) => !/^(headless|chrome-lighthouse)$/i.test(pattern)),
);

// URL spaces that never fall back to the shell, and dot-files such as `/.env` or `/.well-known/`.
const NO_FALLBACK = /^\/(api|remotes|assets)(\/|$)|\/\./;

// Source maps (and their precompressed copies) stay on disk for debugging but are not served in
// production: they hold the front ends' source, the admin's included.
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

export interface FrontEndOptions {
  /**
   * Each page's own head tags (title, description, canonical, hreflang, social and JSON-LD) and
   * status, so crawlers that run no JavaScript see them; without it every page gets the shell as built.
   */
  pageHeads?: PageHeads;
  /** Renders a page's body on the server (the shell's and the remotes' Node builds); without it the body is empty. */
  renderPage?: PageRenderer;
}

/**
 * Serves the built front end: `/remotes.json`, the remotes under `/remotes/<name>/`, the shell's
 * files, and the shell's `index.html` for every page route (single-page app fallback), with the
 * page's head tags when `pageHeads` is given. Requests it cannot answer go on to `next` (koa answers 404).
 */
export function frontEnd(config: Config, options: FrontEndOptions = {}): Middleware {
  const shellRoot = path.join(config.webRoot, 'shell', 'dist');
  const template = shellTemplateLoader(path.join(shellRoot, 'index.html'));
  const preloads = remotePreloads(config);
  const encodedPages: EncodedPages = new LRUCache({ max: 300 });
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (config.nodeEnv === 'production' && isSourceMap(ctx.path)) return next();
    if (ctx.path === '/remotes.json') return serveRemotesJson(ctx, config);
    if (ctx.path.startsWith(REMOTES_PREFIX)) return serveRemoteFile(ctx, next, config.webRoot);
    if (ctx.path !== '/' && (await sendFile(ctx, shellRoot, ctx.path))) return;
    if (!isPageRequest(ctx)) return next();
    if (options.pageHeads && (await servePage(ctx, config, options, preloads, encodedPages, await template()))) return;
    return serveShell(ctx, shellRoot);
  };
}

/**
 * The shell's HTML with the page's own head tags and status (404 for a page that does not
 * exist, which the browser app then shows as its 404 page), or a redirect. False when the page
 * cannot be built here, so the shell goes out as built.
 */
async function servePage(
  ctx: Context,
  config: Config,
  { pageHeads, renderPage }: FrontEndOptions,
  preloads: RemotePreloads,
  encodedPages: EncodedPages,
  template: ShellTemplate | undefined,
): Promise<boolean> {
  if (!template || !pageHeads) return false;
  // The address as the browser has it: what the page's own code will read on hydration.
  const search = ctx.querystring;
  // A page whose address names no language is the reader's stored choice (the shell's `lang` cookie):
  // a reader of Arabic gets the Arabic page, head and body, as `?lang=ar` would give it.
  if (ctx.query['lang'] === undefined) {
    ctx.vary('Cookie');
    if (ctx.cookies.get(LANGUAGE_COOKIE) === 'ar') ctx.querystring = search ? `${search}&lang=ar` : 'lang=ar';
  }
  const answer = await pageHeads(ctx);
  if (!answer) return false;
  ctx.vary('Accept-Encoding');
  if (answer.status === 301) {
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.redirect(answer.location);
    return true;
  }
  const route = matchRoute(ctx.path);
  const origin = requestOrigin(ctx, config);
  // A browser gets the page streamed (the shell's frame at once, each part as it is ready); a
  // crawler gets it whole, in document order, as does a HEAD.
  const nonce =
    ctx.method === 'GET' && !isCrawler(ctx.get('User-Agent')) ? randomBytes(16).toString('base64') : undefined;
  const rendered = renderPage ? await renderPage(ctx, { route, lang: answer.lang, search, origin, nonce }) : undefined;
  // A server-rendered page's remote styles are stylesheets, not hints: its markup is on screen at once.
  const hints =
    answer.status === 200
      ? await preloads(remoteOf(route), pageChunkOf(route), { stylesheets: rendered !== undefined })
      : '';
  const head = answer.head + (rendered?.head ?? '') + hints;
  // A streamed page's status is the page heads' (they look up the same route): it goes out first.
  ctx.status = rendered && !rendered.streamed && rendered.status === 404 ? 404 : answer.status;
  ctx.set('Content-Language', answer.lang);
  if (rendered?.streamed) {
    const parts = template.parts(answer.lang, head);
    if (parts) {
      streamPage(ctx, rendered, answer.lang, {
        start: withOrigin(parts.start, origin),
        end: (state) => withOrigin(parts.end(state), origin),
      });
      ctx.state.scriptNonce = nonce;
      return true;
    }
    rendered.body.resume();
  }
  const body = rendered &&
    !rendered.streamed && {
      html: rendered.html,
      state: pageState(answer.lang, rendered.state),
    };
  const html = withOrigin(template.render(answer.lang, head, body || undefined), origin);
  const etag = createHash('sha1').update(html).digest('base64url');
  ctx.etag = `W/"${etag}"`;
  if (ctx.status === 200 && ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  // The same page is sent again and again (the page cache): it is compressed once, not per request.
  let page = encodedPages.get(etag);
  if (!page) {
    page = { at: 0, type: 'text/html; charset=utf-8', body: Buffer.from(html), cacheControl: REVALIDATE, encoded: {} };
    encodedPages.set(etag, page);
  }
  sendKept(ctx, page);
  return true;
}

/** The page's data element (`SSR_STATE_ID`): its language and the queries (JSON) it was rendered from. */
const pageState = (lang: 'en' | 'ar', queries: string) => `{"lang":"${lang}","queries":${queries}}`;

/**
 * Sends a streamed page: the document up to `<div id="root">` and the shell's frame at once, each
 * remote's part as the renderer finishes it, then the data the page was made from. Every write is
 * flushed through the compression (app.ts), so the browser has each part as soon as it is sent.
 */
function streamPage(
  ctx: Context,
  rendered: StreamedBody,
  lang: 'en' | 'ar',
  page: { start: string; end(state: string): string },
): void {
  const out = new PassThrough();
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', REVALIDATE);
  // Each write leaves the compressor at once (app.ts's koa-compress reads these per reply).
  ctx.compress = {
    gzip: { flush: zlib.constants.Z_SYNC_FLUSH },
    deflate: { flush: zlib.constants.Z_SYNC_FLUSH },
    br: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
  };
  out.write(page.start);
  rendered.body.pipe(out, { end: false });
  rendered.body.once('end', () => {
    rendered.state.then(
      (state) => out.end(page.end(pageState(lang, state))),
      () => out.end(page.end('{}')),
    );
  });
  rendered.body.once('error', () => out.end(page.end('{}')));
  // The reader left before the end: the render stops.
  out.once('close', () => rendered.body.destroy());
  ctx.body = out;
}

/** Pages as sent, by ETag, each with its brotli and gzip encodings made at its first request. */
type EncodedPages = LRUCache<string, Entry>;

function serveRemotesJson(ctx: Context, config: Config): void {
  // Koa 3's ctx.origin is the Origin request header, not this site's origin, so build it. The
  // Host header is client-supplied: production sets PUBLIC_URL so shared caches cannot be
  // poisoned through it.
  const origin = config.publicUrl ?? `${ctx.protocol}://${ctx.host || 'localhost'}`;
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = remoteManifests(config, origin);
}

async function serveRemoteFile(ctx: Context, next: Next, webRoot: string): Promise<void> {
  const rest = ctx.path.slice(REMOTES_PREFIX.length);
  const slash = rest.indexOf('/');
  const root = slash > 0 ? remoteRoot(webRoot, rest.slice(0, slash)) : undefined;
  if (root === undefined) return next();
  // A remote may be loaded by a shell on another origin (MF_*_URL pointing here).
  ctx.set('Access-Control-Allow-Origin', '*');
  if (!(await sendFile(ctx, root, rest.slice(slash)))) return next();
}

async function serveShell(ctx: Context, shellRoot: string): Promise<void> {
  if (await sendFile(ctx, shellRoot, '/index.html')) return;
  ctx.status = 503;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head>' +
    '<body><h1>The storefront front end is not built</h1>' +
    '<p>The API is running, but <code>shell/dist/index.html</code> does not exist. ' +
    'Run <code>npm run build</code> at the repository root (or use <code>npm run dev</code>).</p></body></html>';
}

/** Whether `urlPath` names a source map, spelled plainly or percent-encoded (`.js%2Emap`). */
function isSourceMap(urlPath: string): boolean {
  if (SOURCE_MAP.test(urlPath)) return true;
  try {
    // koa-send decodes the path before it looks for the file, so judge the decoded name too.
    return SOURCE_MAP.test(decodeURIComponent(urlPath));
  } catch {
    return false; // koa-send refuses an undecodable path itself
  }
}

/** A navigation to a page of the site, as opposed to a request for a file or an API. */
function isPageRequest(ctx: Context): boolean {
  return !NO_FALLBACK.test(ctx.path) && !FILE_EXTENSION.test(ctx.path) && ctx.accepts('html') === 'html';
}

/**
 * Sends `file` from `root` if it exists, preferring a precompressed `.br`/`.gz` sibling the
 * client accepts. False when there is no such file. koa-send resolves the path inside `root`
 * and refuses anything that escapes it (`..`, encoded or not) with a 4xx.
 */
async function sendFile(ctx: Context, root: string, file: string): Promise<boolean> {
  ctx.vary('Accept-Encoding');
  let served: string | undefined;
  try {
    served = await send(ctx, file, {
      root,
      brotli: true,
      gzip: true,
      format: false,
      setHeaders: (res, servedPath) => {
        // Security headers (nosniff, CSP...) come from the security-headers middleware.
        res.setHeader('Cache-Control', cacheControlFor(servedPath));
      },
    });
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return false;
    throw error;
  }
  if (!served) return false; // a directory or a dot-file
  // koa-send sets Last-Modified but leaves conditional requests to us.
  if (ctx.fresh) ctx.status = 304;
  return true;
}
