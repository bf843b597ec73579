import { SSR_STATE_ID } from '@ogulf/contracts/constants';

/**
 * What the server's render of this page left for the browser (api/src/web/ssr): the language it
 * rendered in and the API replies it used, in `<script id="ssr-state" type="application/json">`.
 */
export interface ServerRender {
  lang: 'en' | 'ar';
  /** TanStack Query's dehydrated state: hydrated into the page's cache before the first render. */
  queries: unknown;
}

export function readServerRender(): ServerRender | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ServerRender>;
    return value.lang === 'en' || value.lang === 'ar' ? { lang: value.lang, queries: value.queries } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * React's recoverable errors during hydration. A part the server left to the browser (its remote
 * failed, threw or was slow there: api/src/web/ssr) is rendered here by design, so it is noted, not
 * reported as an error; anything else (a real mismatch between server and browser) is an error.
 */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // Production builds name it by its code: 419 (the server could not finish this boundary).
  if (/server (could not|did not) finish this Suspense boundary|Switched to client rendering|#419\b/i.test(message)) {
    console.info(`[ssr] a part of this page is rendered in the browser: ${message}`);
    return;
  }
  console.error('[ssr] hydration error', error);
}
