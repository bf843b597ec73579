import { ApiError, QUERY_SETTINGS, apiGet, apiSend, clearApiCache, createQueryCache, loadWithRetry } from './api-client';

const MINUTE = 60 * 1000;

/** A fake clock the tests move by hand. */
function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

/** Replaces `fetch` with a server that answers `{ success, data }` with a counter per path. */
function fakeServer(status = 200) {
  const calls: string[] = [];
  const release: Array<() => void> = [];
  let holdReplies = false;
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (holdReplies) await new Promise<void>((resolve) => release.push(resolve));
    const count = calls.filter((c) => c === `GET ${path}`).length;
    return new Response(JSON.stringify({ success: status < 400, data: { path, count } }), { status });
  }) as typeof fetch;
  return {
    calls,
    hold: () => void (holdReplies = true),
    releaseAll: () => release.splice(0).forEach((resolve) => resolve()),
  };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearApiCache();
  jest.restoreAllMocks();
});

describe('apiGet', () => {
  it('answers the same path from memory for 5 minutes, then asks the API again', async () => {
    const server = fakeServer();
    const time = clock();
    await expect(apiGet('/api/categories', time.now)).resolves.toEqual({ path: '/api/categories', count: 1 });
    time.advance(5 * MINUTE - 1);
    await expect(apiGet('/api/categories', time.now)).resolves.toEqual({ path: '/api/categories', count: 1 });
    time.advance(1);
    await expect(apiGet('/api/categories', time.now)).resolves.toEqual({ path: '/api/categories', count: 2 });
    expect(server.calls).toEqual(['GET /api/categories', 'GET /api/categories']);
  });

  it('forgets every cached reply after a write', async () => {
    const server = fakeServer();
    await apiGet('/api/categories');
    await apiGet('/api/products');
    await apiSend('POST', '/api/contact', { name: 'Sara' });
    await apiGet('/api/categories');
    await apiGet('/api/products');
    expect(server.calls).toEqual(['GET /api/categories', 'GET /api/products', 'POST /api/contact', 'GET /api/categories', 'GET /api/products']);
  });

  it('shares one request between callers asking for the same path at once', async () => {
    const server = fakeServer();
    const [a, b] = await Promise.all([apiGet('/api/products'), apiGet('/api/products')]);
    expect(a).toBe(b);
    expect(server.calls).toEqual(['GET /api/products']);
  });

  it('does not keep a reply that was on its way while a write happened', async () => {
    const server = fakeServer();
    server.hold();
    const before = apiGet('/api/products');
    const write = apiSend('PUT', '/api/products/1', { name: 'Desk' });
    server.releaseAll();
    await Promise.all([before, write]);
    const after = apiGet<{ count: number }>('/api/products');
    server.releaseAll();
    await expect(after).resolves.toEqual({ path: '/api/products', count: 2 });
  });

  it('throws "HTTP error! status: N" for a non-OK reply and logs its text', async () => {
    fakeServer(404);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('/api/products/nope')).rejects.toThrow('HTTP error! status: 404');
    expect(log).toHaveBeenCalledWith('[api] GET /api/products/nope -> 404', expect.stringContaining('"success":false'));
  });
});

describe('query cache', () => {
  it('shows a reply as fresh for 5 minutes and as stale (still shown) after that', () => {
    const time = clock();
    const queries = createQueryCache(time.now);
    expect(queries.read('/api/products')).toBeUndefined();
    queries.write('/api/products', ['desk']);
    time.advance(QUERY_SETTINGS.staleMs - 1);
    expect(queries.read('/api/products')).toEqual({ data: ['desk'], fresh: true });
    time.advance(1);
    expect(queries.read('/api/products')).toEqual({ data: ['desk'], fresh: false });
  });

  it('drops a reply nobody used for 10 minutes, and keeps one that is still being used', () => {
    const time = clock();
    const queries = createQueryCache(time.now);
    queries.write('/api/products', ['desk']);
    queries.write('/api/categories', ['seating']);
    time.advance(9 * MINUTE);
    queries.touch('/api/categories');
    time.advance(MINUTE);
    expect(queries.read('/api/products')).toBeUndefined();
    expect(queries.read('/api/categories')).toEqual({ data: ['seating'], fresh: false });
    time.advance(QUERY_SETTINGS.keepMs - 1);
    expect(queries.read('/api/categories')).toBeDefined();
  });

  it('counts freshness from when the reply was fetched, not when it was kept', () => {
    const time = clock();
    const queries = createQueryCache(time.now);
    queries.write('/api/products', ['desk'], time.now() - 4 * MINUTE);
    time.advance(MINUTE);
    expect(queries.read('/api/products')?.fresh).toBe(false);
  });

  it('makes an invalidated reply stale but keeps showing it', () => {
    const queries = createQueryCache(clock().now);
    queries.write('/api/products', ['desk']);
    queries.invalidate('/api/products');
    expect(queries.read('/api/products')).toEqual({ data: ['desk'], fresh: false });
  });
});

describe('loadWithRetry', () => {
  const noPause = jest.fn(async () => undefined);

  it('tries a failed load once more after a pause', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(503, '')).mockResolvedValueOnce('ok');
    await expect(loadWithRetry(load, noPause)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
    expect(noPause).toHaveBeenCalledWith(QUERY_SETTINGS.retryDelayMs);
  });

  it('gives up after one retry', async () => {
    const load = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry(load, noPause)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry a client error, which would fail the same way', async () => {
    const load = jest.fn().mockRejectedValue(new ApiError(404, ''));
    await expect(loadWithRetry(load, noPause)).rejects.toThrow('HTTP error! status: 404');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
