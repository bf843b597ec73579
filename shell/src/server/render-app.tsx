/// <reference types="node" />
/**
 * The storefront rendered in Node (issue 16): the shell's frame and the route's remote page, with
 * the data the page reads, as the markup for inside `<div id="root">`. Server-only: the shell's
 * server bundle exports it, the API calls it per request.
 *
 * Per request: its own QueryClient (the site's rules, no retry, nothing dropped mid-render), its own
 * router location (wouter's ssrPath/ssrSearch), its own i18next instance (a clone in the request's
 * language, sharing the texts), and its own API fetch (web-kit's server scope, through
 * AsyncLocalStorage, so concurrent renders never mix).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import {
  addNamespace,
  ApiQueryProvider,
  createQueryClient,
  I18nextProvider,
  initI18n,
  loadArabicTexts,
  provideServerScope,
  type RemoteName,
  type RemotePagesModule,
  type ServerScope,
} from '@ogulf/web-kit';
import { dehydrate, type DehydratedState } from '@ogulf/web-kit/hydration';
import { App } from '../app/app';
import { Footer } from '../layout/footer';
// Registers the 404 page's texts now, so an Arabic request loads them with the rest before it renders.
import '../pages/not-found-page';
import { ServerRenderContext, type ServerRender } from '../app/server-render';
import { shellResources } from '../i18n';

export interface RenderInput {
  /** e.g. '/product/l-shaped-desk' */
  path: string;
  /** Without '?', e.g. 'q=desk&page=2'. */
  search: string;
  lang: 'en' | 'ar';
  /**
   * The remotes' `./pages` modules loaded on the server; an Error when that remote's server entry
   * could not be loaded. A remote given as an Error, missing, or throwing while it renders is left
   * to the browser (its part is sent as the loading placeholder).
   */
  remotes: Partial<Record<RemoteName, RemotePagesModule | Error>>;
  /** How API reads are made for this request: called with the API path ('/api/products?...'). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** After this many ms, whatever has not finished rendering is left to the browser (React's abort()). */
  budgetMs: number;
  /**
   * The site address the browser will see as `location.origin` (e.g. 'https://ogulf.qa'): image
   * URLs under /assets/ carry it (spec's image URL rule), so the HTML must have the same one to
   * hydrate. Omitted: the server's image URLs are relative and differ from the browser's.
   */
  origin?: string;
}

export interface RenderOutput {
  /** The markup for inside <div id="root">. */
  html: string;
  /** The successful queries the render used, to be hydrated in the browser. */
  state: DehydratedState;
  /** 404 when the shell's 404 page was rendered (unknown path, or a remote's notFound). */
  status: 200 | 404;
  /** Remotes whose part was left to the browser (load error, throw, budget). */
  clientRendered: string[];
  /**
   * Tags React hoists out of the page for the document's `<head>` (e.g. the preload of the hero's
   * high-priority image, the 404 page's `<meta name="robots" content="noindex">`), '' when none.
   * Not part of `html`.
   */
  head: string;
}

// React sends the tags it hoists (<link>, <meta>, <title>, <style>, <script>) before the page's own markup.
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<(title|style|script)\b[^>]*>[\s\S]*?<\/\1>)/;

/** Splits React's hoisted head tags from the start of the markup. */
export function splitHoisted(markup: string): { head: string; html: string } {
  let rest = markup;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}

const requestScope = new AsyncLocalStorage<ServerScope>();
provideServerScope(() => requestScope.getStore());

// The shell's texts, as the browser's bootstrap adds them (Arabic loaded before the first Arabic render).
const shellTexts = addNamespace('shell', shellResources);

/** One request's render: the element and what the render reports back. */
async function prepare(input: RenderInput) {
  const { lang } = input;
  await shellTexts;
  if (lang === 'ar') await loadArabicTexts();

  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  const i18n = initI18n().cloneInstance({ lng: lang });

  const outcome = { status: 200 as 200 | 404, clientRendered: new Set<RemoteName>() };
  const rendering = new Set<RemoteName>();
  const server: ServerRender = {
    remotes: input.remotes,
    rendering: (remote) => rendering.add(remote),
    clientRendered: (remote) => outcome.clientRendered.add(remote),
    notFound: () => {
      outcome.status = 404;
    },
    Footer,
  };

  const element = (
    <ServerRenderContext.Provider value={server}>
      <I18nextProvider i18n={i18n}>
        <ApiQueryProvider client={client}>
          <Router ssrPath={input.path} ssrSearch={input.search}>
            <App />
          </Router>
        </ApiQueryProvider>
      </I18nextProvider>
    </ServerRenderContext.Provider>
  );
  const scope: ServerScope = { fetch: input.fetch, language: lang, origin: input.origin ?? '' };
  // An error inside a remote's Suspense boundary (or the budget's abort): that part is rendered in the browser.
  const onError = (error: unknown) => {
    for (const remote of rendering) outcome.clientRendered.add(remote);
    // An early end (budget, reader gone), and a remote whose entry did not load (the server logged that), are expected.
    const expected =
      error instanceof Error && (error.message.startsWith(ENDED) || Object.values(input.remotes).includes(error));
    if (!expected) console.error('[ssr] a remote failed to render on the server; the browser renders it:', error);
  };
  return { client, element, scope, outcome, onError };
}

/** The start of the reason a render was ended early (its budget passed, or its reader left): not an error. */
const ENDED = 'server render ended';
const budgetError = (ms: number) => new Error(`${ENDED}: its budget of ${ms} ms passed`);

/**
 * Renders `input.path` in `input.lang` whole: one piece of HTML in document order, nothing left to
 * a script (what a crawler gets, and what the page cache keeps). Rejects only when the shell's own
 * frame fails to render.
 */
export async function renderApp(input: RenderInput): Promise<RenderOutput> {
  const { client, element, scope, outcome, onError } = await prepare(input);
  const markup = await requestScope.run(
    scope,
    () =>
      new Promise<string>((resolve, reject) => {
        let markup = '';
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            markup += chunk.toString();
            done();
          },
        });
        sink.on('finish', () => resolve(markup));
        // Whatever is still pending when the budget passes is left to the browser.
        const budget = setTimeout(() => stream.abort(budgetError(input.budgetMs)), input.budgetMs);
        const stream = renderToPipeableStream(element, {
          // One piece of HTML in document order: no boundary is sent apart to be moved in by a script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            clearTimeout(budget);
            stream.pipe(sink);
          },
          onShellError(error) {
            clearTimeout(budget);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          onError,
        });
      }),
  );

  const { head, html } = splitHoisted(markup);
  return {
    html,
    head,
    state: dehydrate(client),
    status: outcome.status,
    clientRendered: [...outcome.clientRendered],
  };
}

export interface StreamInput extends RenderInput {
  /** The reply's CSP nonce: React's inline scripts that move a finished part into place carry it. */
  nonce: string;
  /**
   * How long the page may take to be sent whole (ms, default 0): a page whose parts are all ready
   * by then is sent in one piece in document order, nothing left to a script; only a slower one has
   * its frame sent ahead of the parts still loading.
   */
  holdMs?: number;
}

export interface StreamDone {
  state: DehydratedState;
  clientRendered: string[];
  status: 200 | 404;
}

export interface StreamOutput {
  /** Tags React hoists out of the shell's frame for the document's `<head>` ('' when none). */
  head: string;
  /**
   * The markup for inside `<div id="root">`: the shell's frame (each remote's part as its loading
   * placeholder) at once, then each part as it finishes, with the script that puts it in place.
   */
  body: Readable;
  /**
   * Settles when `body` has ended: the queries the render used, the parts left to the browser, and
   * 404 when the 404 page was rendered (known only then: the reply's status is the page heads').
   */
  done: Promise<StreamDone>;
}

/**
 * Streams `input.path` in `input.lang`: resolves as soon as the shell's frame is rendered (its
 * markup first in `body`), while each remote's part goes on rendering and follows in `body` as its
 * data arrives. Rejects only when the shell's own frame fails to render.
 */
export async function streamApp(input: StreamInput): Promise<StreamOutput> {
  const { client, element, scope, outcome, onError } = await prepare(input);
  const body = new PassThrough();
  return requestScope.run(
    scope,
    () =>
      new Promise<StreamOutput>((resolve, reject) => {
        let frame: string | undefined = '';
        // A page with nothing to wait for is written and ended within pipe(): its end waits for the frame.
        let endedWithFrame = false;
        // React writes the frame synchronously within pipe(); what follows goes straight on.
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            if (frame === undefined) {
              // The reader left (the reply's stream was destroyed): the render is being aborted.
              if (body.destroyed) done();
              else body.write(chunk, done);
            } else {
              frame += chunk.toString();
              done();
            }
          },
          final(done) {
            if (frame !== undefined) endedWithFrame = true;
            else if (!body.destroyed) body.end();
            done();
          },
        });
        let settle: (value: StreamDone) => void = () => undefined;
        const done = new Promise<StreamDone>((resolveDone) => {
          settle = resolveDone;
        });
        sink.on('finish', () => {
          clearTimeout(budget);
          settle({ state: dehydrate(client), clientRendered: [...outcome.clientRendered], status: outcome.status });
        });
        const budget = setTimeout(() => stream.abort(budgetError(input.budgetMs)), input.budgetMs);
        // A reader who leaves ends the render at once (nothing is left to send it).
        body.once('close', () => {
          if (!sink.writableFinished) stream.abort(new Error(`${ENDED}: the reader left`));
        });
        // Sends the frame (or the whole page, when every part is ready) and the rest as it comes.
        let started = false;
        let hold: NodeJS.Timeout | undefined;
        const start = () => {
          if (started) return;
          started = true;
          clearTimeout(hold);
          stream.pipe(sink);
          const { head, html } = splitHoisted(frame ?? '');
          frame = undefined;
          body.write(html);
          if (endedWithFrame) body.end();
          resolve({ head, body, done });
        };
        const stream = renderToPipeableStream(element, {
          nonce: input.nonce,
          // A part ready when the frame is sent goes in its place, not apart to be moved in by a script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            if (input.holdMs) hold = setTimeout(start, input.holdMs);
            else start();
          },
          onAllReady: start,
          onShellError(error) {
            started = true;
            clearTimeout(budget);
            clearTimeout(hold);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          onError,
        });
      }),
  );
}
