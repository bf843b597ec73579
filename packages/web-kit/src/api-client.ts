/**
 * The site's one HTTP client (spec section 7): replies are `{ success, data }` and only `data` is
 * answered; a non-OK reply throws `ApiError` ("HTTP error! status: {code}") after logging the
 * response text, and `readApiError` reads what the server said. Reads are cached by TanStack Query
 * (./query.ts), not here; every write makes the cached reads stale.
 */
import { serverScope } from './server-scope';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The reply's text as received (JSON `{ success:false, error }` from the API, anything from a proxy). */
    readonly body: string,
    /** Seconds from `Retry-After` (a 429 or 503), when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The bundler writes the build's mode in place of `process.env.NODE_ENV` (typed here, in this module
// only, because the front ends' type checks have no Node types).
declare const process: { env: { NODE_ENV?: string } };

const writeListeners = new Set<() => void>();

/** Calls `listener` after every write (succeeded or not: a refused write may still have changed something); returns the unsubscribe. */
export function onApiWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

async function request<T>(
  method: 'GET' | WriteMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // A server render reads through its request's fetch (./server-scope); the browser through its own.
  const response = await (serverScope()?.fetch ?? fetch)(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // A server render asking for what does not exist (an unknown slug: its 404 page) is no error of the server's.
    if (!serverScope()) console.error(`[api] ${method} ${path} -> ${response.status}`, text);
    throw new ApiError(response.status, text, parseRetryAfter(response.headers.get('Retry-After'), Date.now()));
  }
  return ((await response.json()) as { data: T }).data;
}

/** A path segment as the address bar may give it: percent-decoded once, or as it is when it is not valid encoding. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A slug or id from the address bar made into one request path segment (encoded once, even when it arrived encoded). */
export const pathSegment = (value: string): string => encodeURIComponent(decodeSegment(value));

/** GET `path` and answer the reply's `data` (uncached: screens read through the query hooks). */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const data = await request<T>('GET', path, undefined, options);
  // Development only: the production build drops this branch and the schemas with it.
  if (process.env.NODE_ENV === 'development')
    void import('./reply-check').then(({ checkReply }) => checkReply(path, data));
  return data;
}

/** POST/PUT/PATCH/DELETE with a JSON body and optional headers; afterwards every cached read is stale. */
export async function apiSend<T>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await request<T>(method, path, body, options);
  } finally {
    for (const listener of writeListeners) listener();
  }
}

/** What a failed call says, read once for every screen. */
export interface ApiFailure {
  /** HTTP status; null when the request never got a reply (offline, DNS, aborted). */
  status: number | null;
  /** The server's `error.code`, e.g. `VALIDATION_FAILED`. */
  code: string | null;
  /** The server's `error.message` (or a bare `error` string). */
  message: string | null;
  details: unknown;
  retryAfterSeconds: number | null;
}

/** Reads a thrown error: the status, and the `{ success:false, error:{ code, message, details } }` body when the server sent one. */
export function readApiError(error: unknown): ApiFailure {
  if (!(error instanceof ApiError))
    return { status: null, code: null, message: null, details: undefined, retryAfterSeconds: null };
  const failure: ApiFailure = {
    status: error.status,
    code: null,
    message: null,
    details: undefined,
    retryAfterSeconds: error.retryAfterSeconds,
  };
  try {
    const parsed = JSON.parse(error.body) as {
      error?: { code?: unknown; message?: unknown; details?: unknown } | string;
    };
    if (typeof parsed.error === 'string') failure.message = parsed.error || null;
    else if (parsed.error) {
      if (typeof parsed.error.code === 'string') failure.code = parsed.error.code;
      if (typeof parsed.error.message === 'string' && parsed.error.message) failure.message = parsed.error.message;
      failure.details = parsed.error.details;
    }
  } catch {
    /* not JSON (a proxy's page) */
  }
  return failure;
}

/** The message to show for a failed call: the server's own (4xx validation messages), else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}

/** Whether a failed read means "there is no such thing": a 404, or a 400 for an id or slug the API refuses to look up. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
