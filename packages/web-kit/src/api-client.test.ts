import { ApiError, apiErrorMessage, apiGet, apiSend, parseRetryAfter, readApiError } from './api-client';
import { QUERY_SETTINGS, apiQuery, clearApiCache, createQueryClient, fetchApi } from './query';

/** Replaces `fetch` with a server that answers `{ success, data }` with a counter per path, and records each request. */
function fakeServer(status = 200, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const sent: Array<{ path: string; headers: Record<string, string> }> = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    sent.push({ path, headers: (init?.headers ?? {}) as Record<string, string> });
    const count = calls.filter((c) => c === `GET ${path}`).length;
    const body =
      status < 400
        ? { success: true, data: { path, count } }
        : { success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests', details: ['p1'] } };
    return new Response(JSON.stringify(body), { status, headers });
  }) as typeof fetch;
  return { calls, sent };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearApiCache();
  jest.restoreAllMocks();
});

describe('apiGet', () => {
  it("answers the reply's data", async () => {
    fakeServer();
    await expect(apiGet('/api/categories')).resolves.toEqual({ path: '/api/categories', count: 1 });
  });

  it('throws "HTTP error! status: N" for a non-OK reply and logs its text', async () => {
    fakeServer(404);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('/api/products/nope')).rejects.toThrow('HTTP error! status: 404');
    expect(log).toHaveBeenCalledWith('[api] GET /api/products/nope -> 404', expect.stringContaining('"success":false'));
  });
});

describe('apiSend', () => {
  it('sends JSON with the extra headers it is given', async () => {
    const server = fakeServer();
    await apiSend('POST', '/api/orders', { items: [] }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(server.sent[0]?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
  });

  it("reads a refusal's status, code, message, details and Retry-After", async () => {
    fakeServer(429, { 'Retry-After': '120' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error: unknown = await apiSend('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(readApiError(error)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      details: ['p1'],
      retryAfterSeconds: 120,
    });
    expect(apiErrorMessage(error, 'fallback')).toBe('Too many requests');
  });
});

describe('parseRetryAfter', () => {
  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(parseRetryAfter('90', now)).toBe(90);
    expect(parseRetryAfter('Wed, 01 Jan 2025 10:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('readApiError', () => {
  it('has no status when the request never got a reply', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      code: null,
      message: null,
      details: undefined,
      retryAfterSeconds: null,
    });
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Could not send')).toBe('Could not send');
  });

  it("keeps the status of a reply that is not the API's JSON", () => {
    expect(readApiError(new ApiError(502, '<html>Bad gateway</html>'))).toMatchObject({
      status: 502,
      code: null,
      message: null,
    });
  });
});

describe('the query cache', () => {
  it('answers a read from memory while fresh, and asks again after any write', async () => {
    const server = fakeServer();
    const products = apiQuery<{ count: number }>('/api/products');
    await expect(fetchApi(products)).resolves.toEqual({ path: '/api/products', count: 1 });
    await expect(fetchApi(products)).resolves.toEqual({ path: '/api/products', count: 1 });
    await apiSend('POST', '/api/contact', { name: 'Sara' });
    await expect(fetchApi(products)).resolves.toEqual({ path: '/api/products', count: 2 });
    expect(server.calls).toEqual(['GET /api/products', 'POST /api/contact', 'GET /api/products']);
  });

  it('retries a failed read once, but never a client error', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a rule');
    expect(retry(0, new ApiError(503, ''))).toBe(true);
    expect(retry(QUERY_SETTINGS.retries, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new ApiError(404, ''))).toBe(false);
  });
});
