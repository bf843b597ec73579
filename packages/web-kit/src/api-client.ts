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

/** GET with the 5-minute in-memory cache. */
export async function apiGet<T>(path: string, now: () => number = Date.now): Promise<T> {
  const hit = cache.get(path);
  if (hit && now() - hit.at < API_CACHE_MS) return hit.data as T;
  const data = await request<T>('GET', path);
  cache.set(path, { at: now(), data });
  return data;
}

/** POST/PUT/PATCH/DELETE; clears the whole GET cache. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  cache.clear();
  return request<T>(method, path, body);
}

export function clearApiCache(): void {
  cache.clear();
}

export type ApiState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiError | Error };

/**
 * Loads `path` (null: nothing yet) with one retry on failure; `reload` forces a fresh request.
 * The state remembers which path it answers, so after the path changes the previous reply is
 * never shown as the new one: the caller sees `loading` until the new reply arrives.
 */
export function useApiGet<T>(path: string | null): ApiState<T> & { reload: () => void } {
  const [held, setHeld] = useState<{ path: string | null; state: ApiState<T> }>({ path, state: { status: 'loading' } });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    setHeld({ path, state: { status: 'loading' } });
    apiGet<T>(path)
      .catch((first: unknown) => {
        if (first instanceof ApiError && first.status >= 400 && first.status < 500) throw first;
        return apiGet<T>(path);
      })
      .then(
        (data) => live && setHeld({ path, state: { status: 'success', data } }),
        (error: unknown) =>
          live && setHeld({ path, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
      );
    return () => {
      live = false;
    };
  }, [path, nonce]);
  const reload = useCallback(() => {
    if (path) cache.delete(path);
    setNonce((n) => n + 1);
  }, [path]);
  const state: ApiState<T> = held.path === path ? held.state : { status: 'loading' };
  return { ...state, reload };
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
