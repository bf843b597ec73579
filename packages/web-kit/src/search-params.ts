/** `@ogulf/web-kit/search-params`: the address's query string through the router, following client-side navigation. */
import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** The query string without its `?` ('' when none); re-renders on every navigation, back and forward included. */
export const useSearchString = (): string => useSearch();

/** The query string as URLSearchParams (the same object until the query string changes). */
export function useSearchParams(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}
