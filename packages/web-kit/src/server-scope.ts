/**
 * The seam through which a server render gives web-kit its per-request context. In the browser
 * nothing is provided and every reader falls back to the page's own (global `fetch`, the shared
 * i18next instance). The server (`shell/src/server/render-app.tsx`) provides a getter backed by
 * its AsyncLocalStorage, so concurrent renders each see their own fetch and language.
 */

export interface ServerScope {
  /** How API reads are made for this request (the path as the page asks it, e.g. '/api/products'). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The language this request renders in. */
  language: 'en' | 'ar';
  /** The site address the browser will have as `location.origin` (e.g. 'https://ogulf.qa'); '' when unknown. */
  origin: string;
}

let scopeOf: (() => ServerScope | undefined) | undefined;

/** Called once by the server entry: `scope()` answers the current request's scope (undefined outside a render). */
export function provideServerScope(scope: () => ServerScope | undefined): void {
  scopeOf = scope;
}

/** The current server request's scope; always undefined in the browser. */
export const serverScope = (): ServerScope | undefined => scopeOf?.();
