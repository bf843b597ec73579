/**
 * For component tests (`@ogulf/web-kit/testing`, never bundled into a page): answers the HTTP
 * client's requests at the `fetch` level and records them, so a test asserts the body a form sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
}

export interface StubReply {
  status?: number;
  /** Sent as JSON (a string is sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Replaces `fetch` until `restore()`: each request is recorded and answered by `reply`. */
export function stubFetch(reply: (request: RecordedRequest) => StubReply | Promise<StubReply>) {
  const requests: RecordedRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const { status = 200, body, headers = {} } = await reply(request);
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    // The client reads only these members of a Response (jsdom has no Response class).
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    } as unknown as Response;
  }) as typeof fetch;
  return {
    requests,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

/** The API's success envelope. */
export const ok = (data: unknown): StubReply => ({ body: { success: true, data } });

/** The API's refusal envelope. */
export const refused = (status: number, code: string, message: string, details?: unknown): StubReply => ({
  status,
  body: { success: false, error: { code, message, ...(details === undefined ? {} : { details }) } },
});
