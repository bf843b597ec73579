// The one way the browser tests talk to the API from Node: typed replies, the envelope unwrapped,
// and a failure that names the request and shows the server's answer.
import { shopperAddress } from './addresses';

// The replies' schemas, from source (the tests run before and without a build of the package).
export * as reply from '../../packages/contracts/src/replies';

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

/** What a reply schema of @ogulf/contracts offers (zod's parse), so this helper needs no zod of its own. */
export interface ReplySchema<T> {
  parse(data: unknown): T;
}

/** The schema of a reply that is a list of `item`s. */
export function listOf<T>(item: ReplySchema<T>): ReplySchema<T[]> {
  return {
    parse: (data) => {
      if (!Array.isArray(data)) throw new Error(`expected a list, got ${JSON.stringify(data)?.slice(0, 200)}`);
      return data.map((entry) => item.parse(entry));
    },
  };
}

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
  /**
   * The `data` of a successful reply, checked against its schema in @ogulf/contracts (so a reply
   * that drifts from the contract fails the test that reads it); throws with the status and body
   * on any other reply.
   */
  <T>(path: string, schema: ReplySchema<T>, request?: ApiRequest): Promise<T>;
  /** The reply as it came, for tests about statuses and errors. */
  raw(path: string, request?: ApiRequest): Promise<ApiReply>;
  /** The same API with more headers on every request (a session cookie, say). */
  with(headers: Record<string, string>): Api;
  readonly base: string;
}

/**
 * An API client for the site at `base`. It comes from an address of its own (see addresses.ts),
 * so its orders and lookups count against no browser's limits.
 */
export function createApi(
  base: string,
  headers: Record<string, string> = { 'X-Forwarded-For': shopperAddress() },
): Api {
  const send = (path: string, request: ApiRequest = {}): Promise<Response> =>
    fetch(`${base}${path}`, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...headers,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  const api = async <T>(path: string, schema: ReplySchema<T>, request: ApiRequest = {}): Promise<T> => {
    const response = await send(path, request);
    if (!response.ok)
      throw new Error(
        `${request.method ?? (request.body === undefined ? 'GET' : 'POST')} ${path} -> ${response.status} ${await response.text()}`,
      );
    return schema.parse(((await response.json()) as { data: unknown }).data);
  };
  return Object.assign(api, {
    base,
    raw: async (path: string, request?: ApiRequest): Promise<ApiReply> => {
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
