/**
 * Reads through TanStack Query (spec section 9's data rules). One QueryClient serves the page:
 * this module is part of the shared web-kit singleton, which bundles the parts of
 * `@tanstack/react-query` it uses (apps never import the library themselves), so the shell's
 * provider, every remote's hooks and `apiSend`'s invalidation meet the same cache and context. Query keys are the request path alone (plain strings, so a server render can
 * dehydrate them); replies hold both languages, so a language switch needs no refetch.
 */
import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, apiGet, isMissing, onApiWrite } from './api-client';
import { serverScope } from './server-scope';

/** The data query rules of spec section 9. */
export const QUERY_SETTINGS = {
  /** A reply younger than this is shown without asking the API again. */
  staleMs: 5 * 60 * 1000,
  /** A reply no screen has used for this long is dropped. */
  keepMs: 10 * 60 * 1000,
  /** Failed loads are tried once more (client errors, 4xx, are not: they would fail the same way). */
  retries: 1,
  retryDelayMs: 1000,
} as const;

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** A QueryClient with the site's rules; no refetch on window focus or reconnect (spec section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_SETTINGS.staleMs,
        gcTime: QUERY_SETTINGS.keepMs,
        retry: (failures, error) => !isClientError(error) && failures < QUERY_SETTINGS.retries,
        retryDelay: QUERY_SETTINGS.retryDelayMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's QueryClient. After any write, screens on show load again and every other kept reply
 * is dropped (the next screen to need it shows loading, never an answer from before the write).
 */
export function apiQueryClient(): QueryClient {
  if (!pageClient) {
    const client = createQueryClient();
    onApiWrite(() => {
      client.removeQueries({ type: 'inactive' });
      void client.invalidateQueries();
    });
    pageClient = client;
  }
  return pageClient;
}

/** Drops every kept reply (after login or logout: nothing read as one user is shown to the next). */
export function clearApiCache(): void {
  apiQueryClient().clear();
}

/**
 * Provides the page's QueryClient; the shell renders it once, a remote's standalone host too. A
 * server render gives each request its own `client`.
 */
export function ApiQueryProvider({ client, children }: { client?: QueryClient | undefined; children: ReactNode }) {
  return <QueryClientProvider client={client ?? apiQueryClient()}>{children}</QueryClientProvider>;
}

/** Query options for `GET path` (the key is the path). */
export function apiQuery<T>(path: string) {
  return queryOptions({ queryKey: [path] as const, queryFn: ({ signal }) => apiGet<T>(path, { signal }) });
}

export type ApiQuery<T> = ReturnType<typeof apiQuery<T>>;

/** The reply of `query` from the cache while fresh, else from the API (for reads outside React). */
export function fetchApi<T>(query: ApiQuery<T>): Promise<T> {
  return apiQueryClient().fetchQuery(query);
}

export type ApiState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * A screen's read of `query` (null: nothing yet). A kept reply shows at once; a stale one stays on
 * screen while it is fetched again, and also when that refetch fails; `reload` asks again, showing
 * loading instead of the error meanwhile.
 */
export function useApiQuery<T>(query: ApiQuery<T> | null): ApiState<T> & { reload: () => void } {
  const client = useQueryClient();
  const options: UseQueryOptions<T, Error, T, readonly [string]> = query
    ? // A kept "no such thing" (the server render's 404 page, handed over) is not asked again on mount.
      { ...query, retryOnMount: !isMissing(client.getQueryState(query.queryKey)?.error) }
    : { queryKey: ['-'], queryFn: skipToken };
  const result = useQuery(options);
  // Server render (inside a request's scope): wait for the reply (React suspends on the thrown promise
  // and renders again once it settled), so the HTML carries the data, or the page's error branch, never a skeleton.
  if (query && serverScope()) {
    const state = client.getQueryState(query.queryKey);
    if (state?.status === 'error') return { status: 'error', error: state.error as Error, reload: () => undefined };
    if (state?.data === undefined) throw client.fetchQuery({ ...query, retry: false }).catch(() => undefined);
  }
  const reload = () => {
    if (query) void result.refetch();
  };
  if (result.data !== undefined) return { status: 'success', data: result.data, reload };
  if (result.status === 'error' && result.fetchStatus !== 'fetching')
    return { status: 'error', error: result.error, reload };
  return { status: 'loading', reload };
}
