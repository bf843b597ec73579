/**
 * The remote's one write helper: POST JSON to the API with optional headers (web-kit's `apiSend`
 * cannot send an Idempotency-Key), unwrap `{ success, data }`, and clear the shared GET cache.
 * A non-OK reply throws web-kit's `ApiError` (so `apiErrorMessage` reads the server's message),
 * with the `Retry-After` seconds of a 429.
 */
import { ApiError, clearApiCache } from '@ogulf/web-kit';

export class PostError extends ApiError {
  constructor(
    status: number,
    body: string,
    /** Seconds from `Retry-After`, when the server sent one. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, body);
    this.name = 'PostError';
  }
}

export async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      console.error(`[api] POST ${path} -> ${response.status}`, text);
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new PostError(response.status, text, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    }
    return ((await response.json()) as { data: T }).data;
  } finally {
    clearApiCache();
  }
}
