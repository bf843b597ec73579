/** Reading a failed call: the status, the server's error code and details, if it sent them. */
import { ApiError } from '@ogulf/web-kit';
import { PostError } from './post-json';

export interface ApiFailure {
  /** HTTP status; null when the request never got a reply (offline, DNS, aborted). */
  status: number | null;
  code: string | null;
  details: unknown;
  retryAfterSeconds: number | null;
}

export function readFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiError)) return { status: null, code: null, details: undefined, retryAfterSeconds: null };
  let code: string | null = null;
  let details: unknown;
  try {
    const parsed = JSON.parse(error.body) as { error?: { code?: unknown; details?: unknown } };
    if (typeof parsed.error?.code === 'string') code = parsed.error.code;
    details = parsed.error?.details;
  } catch {
    /* not JSON */
  }
  return { status: error.status, code, details, retryAfterSeconds: error instanceof PostError ? error.retryAfterSeconds : null };
}

/** Every string found in `details` (the product ids of a PRODUCT_UNAVAILABLE reply, however they are nested). */
export function detailStrings(details: unknown, depth = 0): string[] {
  if (typeof details === 'string') return [details];
  if (depth > 3 || details === null || typeof details !== 'object') return [];
  const values = Array.isArray(details) ? (details as unknown[]) : Object.values(details as Record<string, unknown>);
  return values.flatMap((value) => detailStrings(value, depth + 1));
}
