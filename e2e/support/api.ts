// The one way the browser tests talk to the API from Node: typed replies, the envelope unwrapped,
// and a failure that names the request and shows the server's answer.
import { shopperAddress } from './addresses';

// Reply types as the API declares them (the `data` of each route's reply).
export type {
  AdminCategoryView,
  AdminOrder,
  AdminOrderList,
  AdminProductList,
  AdminProductView,
  AdminTestimonialView,
  ArticleDetail,
  ArticleList,
  ArticleSummary,
  CategoryView,
  OrderView,
  ProductList,
  ProductView,
  TagCount,
  TestimonialView,
  ZoneDeliverySettingsView,
} from '@ogulf/contracts';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiReply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (the whole envelope), or undefined when the body is not JSON. */
  json: unknown;
}

export interface Api {
  /** The `data` of a successful reply; throws with the status and body on any other. */
  <T>(path: string, request?: ApiRequest): Promise<T>;
  /** The reply as it came, for tests about statuses and errors. */
  reply(path: string, request?: ApiRequest): Promise<ApiReply>;
  /** The same API with more headers on every request (a session cookie, say). */
  with(headers: Record<string, string>): Api;
  readonly base: string;
}

/**
 * An API client for the site at `base`. It comes from an address of its own (see addresses.ts),
 * so its orders and lookups count against no browser's limits.
 */
export function createApi(base: string, headers: Record<string, string> = { 'X-Forwarded-For': shopperAddress() }): Api {
  const send = (path: string, request: ApiRequest = {}): Promise<Response> =>
    fetch(`${base}${path}`, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  const api = async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
    const response = await send(path, request);
    if (!response.ok) throw new Error(`${request.method ?? (request.body === undefined ? 'GET' : 'POST')} ${path} -> ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return Object.assign(api, {
    base,
    reply: async (path: string, request?: ApiRequest): Promise<ApiReply> => {
      const response = await send(path, request);
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    with: (more: Record<string, string>) => createApi(base, { ...headers, ...more }),
  });
}
