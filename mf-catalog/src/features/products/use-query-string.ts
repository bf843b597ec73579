import { useSyncExternalStore } from 'react';

// The router's own navigation patches pushState/replaceState to fire these events (wouter);
// back/forward fire popstate. The routing seam reports only the path, so the listing follows
// the query string itself.
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of LOCATION_EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of LOCATION_EVENTS) window.removeEventListener(event, onChange);
  };
}

const currentSearch = (): string => window.location.search;

/** The address's query string (`?a=1` or ''), re-rendering on every navigation, back and forward included. */
export function useQueryString(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}
