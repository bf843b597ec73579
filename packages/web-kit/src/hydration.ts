/**
 * `@ogulf/web-kit/hydration`: the server render's data handed to the browser (TanStack Query's
 * dehydrate/hydrate, wrapped so apps never import the library). A subpath: only the shell's
 * bootstrap and its server entry use it, so the shared web-kit singleton does not grow.
 *
 * Handed over: every successful read, and every read the API answered "there is no such thing"
 * (404, or 400 for a slug it refuses: `isMissing`), so the browser shows the same 404 page the
 * server rendered without asking again. Any other failure is not handed over: the browser asks again.
 */
import {
  dehydrate as dehydrateQueries,
  hydrate as hydrateQueries,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, isMissing } from './api-client';

export { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';

/** An `ApiError` as JSON can carry it. */
interface PlainApiError {
  apiError: { status: number; body: string };
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof (value as Partial<PlainApiError> | null)?.apiError?.status === 'number';

/** The reads of `client` to hand to the browser (JSON-safe). */
export function dehydrate(client: QueryClient): DehydratedState {
  const state = dehydrateQueries(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && isMissing(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      const plain: PlainApiError = { apiError: { status: error.status, body: error.body } };
      return { ...query, state: { ...query.state, error: plain as unknown as Error, fetchFailureReason: null } };
    }),
  };
}

/** Puts the server's reads into `client`, "no such thing" answers as the `ApiError` they were. */
export function hydrate(client: QueryClient, state: DehydratedState): void {
  hydrateQueries(client, {
    ...state,
    queries: (state.queries ?? []).map((query) => {
      const error: unknown = query.state.error;
      if (!isPlainApiError(error)) return query;
      return { ...query, state: { ...query.state, error: new ApiError(error.apiError.status, error.apiError.body) } };
    }),
  });
}
