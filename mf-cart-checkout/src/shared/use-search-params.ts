import { useSyncExternalStore } from 'react';

// The events wouter's browser location emits (it patches pushState/replaceState), plus the back button.
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of LOCATION_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of LOCATION_EVENTS) window.removeEventListener(name, onChange);
  };
}

const currentSearch = () => window.location.search;

/** The current query string as URLSearchParams, following client-side navigation. */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  return new URLSearchParams(search);
}
