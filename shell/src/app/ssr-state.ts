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

// React's markers of a streamed part not yet in place: still coming (`$?`), or arrived and queued to
// be moved in (`$~`) by the script that came with it.
const WAITING_PART = new Set(['$?', '$~']);

function partWaiting(root: Element): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (WAITING_PART.has((node as Comment).data)) return true;
  return false;
}

/**
 * Resolves once every part of a streamed page is in place in `root` (React's script moves each one
 * in at a frame after it arrived): true then, false after `maxMs` with a part still waiting.
 * Hydrating earlier works as well, until a part still waiting receives an update (the language, a
 * stored cart): React then renders that part afresh in the browser, and for a moment the page shows
 * it twice.
 */
export function streamedPartsInPlace(root: Element, maxMs = 1000): Promise<boolean> {
  const started = performance.now();
  const nextFrame = (callback: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);
  return new Promise((resolve) => {
    const check = () => {
      if (!partWaiting(root)) resolve(true);
      else if (performance.now() - started >= maxMs) resolve(false);
      else nextFrame(check);
    };
    check();
  });
}

/**
 * Removes what a streamed page left behind of a part the server gave up on (its budget passed while
 * the part was half sent): React leaves that part's hidden copy (`<div hidden id="S:…">`) in the page
 * and renders the part in the browser, so the page would hold it twice, once hidden. Only once every
 * part is in place: a copy still hidden then is one no script will ever move in.
 */
export function dropAbandonedParts(root: Element): void {
  for (const copy of root.querySelectorAll(':scope > div[hidden][id^="S:"]')) copy.remove();
}
