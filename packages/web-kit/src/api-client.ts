/**
 * The site's API client (spec section 7): replies are `{ success, data }`; GET successes are
 * cached in memory for 5 minutes; any write clears the whole cache; a non-OK reply throws
 * "HTTP error! status: {code}" after logging the response text. Shared as a singleton, so
 * every remote on the page shares one cache.
 */
import { useCallback, useEffect, useState } from 'react';

export const API_CACHE_MS = 5 * 60 * 1000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

const cache = new Map<string, { at: number; data: unknown }>();
/** GETs on the wire, so callers asking for the same path at once share one request. */
const inFlight = new Map<string, Promise<{ at: number; data: unknown }>>();
/** Bumped by every write: a GET that started before it must not refill the cache with old data. */
let generation = 0;

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    console.error(`[api] ${method} ${path} -> ${response.status}`, text);
    throw new ApiError(response.status, text);
  }
  const envelope = (await response.json()) as Envelope<T>;
  return envelope.data;
}

/** The cached reply of `path` with the time it was fetched, or a fresh one. */
function cachedGet(path: string, now: () => number): Promise<{ at: number; data: unknown }> {
  const hit = cache.get(path);
  if (hit && now() - hit.at < API_CACHE_MS) return Promise.resolve(hit);
  const pending = inFlight.get(path);
  if (pending) return pending;
  const started = generation;
  const next = request<unknown>('GET', path)
    .then((data) => {
      const entry = { at: now(), data };
      if (started === generation) {
        // Expired replies are never served again: drop them so a long session does not pile up searches.
        for (const [key, old] of cache) if (entry.at - old.at >= API_CACHE_MS) cache.delete(key);
        cache.set(path, entry);
      }
      return entry;
    })
    .finally(() => {
      if (inFlight.get(path) === next) inFlight.delete(path);
    });
  inFlight.set(path, next);
  return next;
}

/** GET with the 5-minute in-memory cache. */
export async function apiGet<T>(path: string, now: () => number = Date.now): Promise<T> {
  return (await cachedGet(path, now)).data as T;
}

/** POST/PUT/PATCH/DELETE; clears the whole GET cache (and the query cache behind `useApiGet`). */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  clearApiCache();
  return request<T>(method, path, body);
}

export function clearApiCache(): void {
  generation++;
  cache.clear();
  inFlight.clear();
  queryCache.clear();
}

/** The data query rules of spec section 9, read by `useApiGet`. */
export const QUERY_SETTINGS = {
  /** A reply younger than this is shown without asking the API again. */
  staleMs: 5 * 60 * 1000,
  /** A reply no screen has used for this long is dropped. */
  keepMs: 10 * 60 * 1000,
  /** Failed loads are tried once more (client errors, 4xx, are not: they would fail the same way). */
  retries: 1,
  retryDelayMs: 1000,
} as const;
// No refetch on window focus (spec section 9): nothing here listens for focus or visibility.

export interface QueryCache {
  /** The kept reply of `path` and whether it is still fresh; marks it used. Undefined when never loaded or dropped. */
  read(path: string): { data: unknown; fresh: boolean } | undefined;
  /** Keeps a reply fetched at `fetchedAt` (default now). */
  write(path: string, data: unknown, fetchedAt?: number): void;
  /** Marks `path` used now (a screen stopped showing it: the keep time counts from here). */
  touch(path: string): void;
  /** Makes `path` stale, so the next read asks the API again while still showing it. */
  invalidate(path: string): void;
  clear(): void;
}

/** The query cache behind `useApiGet`: stale after 5 minutes, dropped after 10 minutes unused. */
export function createQueryCache(now: () => number = Date.now): QueryCache {
  const entries = new Map<string, { data: unknown; fetchedAt: number; usedAt: number }>();
  const sweep = (t: number) => {
    for (const [path, entry] of entries) if (t - entry.usedAt >= QUERY_SETTINGS.keepMs) entries.delete(path);
  };
  return {
    read(path) {
      const t = now();
      sweep(t);
      const entry = entries.get(path);
      if (!entry) return undefined;
      entry.usedAt = t;
      return { data: entry.data, fresh: t - entry.fetchedAt < QUERY_SETTINGS.staleMs };
    },
    write(path, data, fetchedAt) {
      const t = now();
      sweep(t);
      entries.set(path, { data, fetchedAt: fetchedAt ?? t, usedAt: t });
    },
    touch(path) {
      const entry = entries.get(path);
      if (entry) entry.usedAt = now();
    },
    invalidate(path) {
      const entry = entries.get(path);
      if (entry) entry.fetchedAt = -Infinity;
    },
    clear: () => entries.clear(),
  };
}

const queryCache = createQueryCache();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load`, and once more after `QUERY_SETTINGS.retryDelayMs` when it fails with other than a 4xx. */
export async function loadWithRetry<T>(load: () => Promise<T>, pause: (ms: number) => Promise<void> = wait): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (clientError || attempt >= QUERY_SETTINGS.retries) throw error;
      await pause(QUERY_SETTINGS.retryDelayMs);
    }
  }
}

export type ApiState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiError | Error };

/**
 * Loads `path` (null: nothing yet) through the query cache: a kept reply shows at once (no
 * loading flash when coming back to a page); a stale one is shown while it is fetched again; a
 * failure is retried once. `reload` forces a fresh request. The state remembers which path it
 * answers, so after the path changes the previous reply is never shown as the new one.
 */
export function useApiGet<T>(path: string | null): ApiState<T> & { reload: () => void } {
  const [held, setHeld] = useState<{ path: string | null; state: ApiState<T> }>(() => ({ path, state: initialState<T>(path) }));
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    const kept = queryCache.read(path);
    setHeld((previous) =>
      kept
        ? previous.path === path && previous.state.data === kept.data
          ? previous
          : { path, state: { status: 'success', data: kept.data as T } }
        : { path, state: { status: 'loading' } },
    );
    if (!kept?.fresh) {
      loadWithRetry(() => cachedGet(path, Date.now)).then(
        ({ at, data }) => {
          queryCache.write(path, data, at);
          if (live) setHeld({ path, state: { status: 'success', data: data as T } });
        },
        (error: unknown) => {
          // A stale reply on screen stays there rather than turning into an error.
          if (live && !kept) setHeld({ path, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
        },
      );
    }
    return () => {
      live = false;
      queryCache.touch(path);
    };
  }, [path, nonce]);
  const reload = useCallback(() => {
    if (path) {
      cache.delete(path);
      queryCache.invalidate(path);
    }
    setNonce((n) => n + 1);
  }, [path]);
  const state: ApiState<T> = held.path === path ? held.state : initialState<T>(path);
  return { ...state, reload };
}

/** What a screen shows before its effect runs: the kept reply when there is one, else loading. */
function initialState<T>(path: string | null): ApiState<T> {
  const kept = path === null ? undefined : queryCache.read(path);
  return kept ? { status: 'success', data: kept.data as T } : { status: 'loading' };
}

/**
 * The message to show for a failed call: the server's `{ success:false, error:{ message } }`
 * text when it sent one (4xx validation messages), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { error?: { message?: unknown } | string };
      const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
      if (typeof message === 'string' && message) return message;
    } catch {
      /* not JSON */
    }
  }
  return fallback;
}
