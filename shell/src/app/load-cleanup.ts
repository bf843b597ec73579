/**
 * Cleanup on each load (spec section 4): every Cache Storage cache, the localStorage entries
 * prefixed `cache_` or `api_`, and every service worker are removed, so an old build or old API
 * replies can never be served from the browser. Runs once the page is idle after its first
 * paint and never blocks it; each part fails on its own without stopping the others.
 */

/** localStorage keys with these prefixes are left-overs of older caches; others (cart, lang, …) stay. */
export const CLEANUP_KEY_PREFIXES = ['cache_', 'api_'] as const;

export function staleStorageKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => CLEANUP_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)));
}

function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Removes the caches, stale storage keys and service workers; resolves when all are gone. */
export async function cleanUpBrowserCaches(): Promise<void> {
  const jobs: Array<Promise<unknown>> = [];
  try {
    for (const key of staleStorageKeys(storageKeys(localStorage))) localStorage.removeItem(key);
  } catch {
    /* storage disabled (private mode, blocked cookies): nothing to clean */
  }
  if (typeof caches !== 'undefined') {
    jobs.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  }
  if ('serviceWorker' in navigator) {
    jobs.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((all) => Promise.all(all.map((registration) => registration.unregister()))),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const result of results) if (result.status === 'rejected') console.warn('[cleanup]', result.reason);
}

/** Runs the cleanup after the first paint, when the browser is idle (within 2 s at the latest). */
export function scheduleLoadCleanup(): void {
  const run = () => void cleanUpBrowserCaches();
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
