/**
 * Time limits on what the federation runtime fetches for a remote, so a host that accepts the
 * connection and never answers shows the Retry panel within seconds instead of a skeleton for a
 * minute or more. The manifest goes through the runtime's `fetch` hook (aborted after
 * MANIFEST_TIMEOUT_MS) and the entry script through its `createScript` hook (the runtime's own
 * timer, 20 s by default, set to ENTRY_TIMEOUT_MS). A remote's chunks have their limit in its
 * build (`output.chunkLoadTimeout` in packages/rspack-config).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 5000;
export const ENTRY_TIMEOUT_MS = 8000;

/** `fetch` that gives up after `ms`, with an error that says which URL did not answer. */
export async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`${url} did not answer within ${ms} ms`, { cause: error });
    throw error;
  }
}

export function timeLimitsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ogulf-time-limits',
    fetch(url: string, init: RequestInit) {
      return fetchWithin(url, init, MANIFEST_TIMEOUT_MS);
    },
    createScript() {
      return { timeout: ENTRY_TIMEOUT_MS };
    },
  };
}
