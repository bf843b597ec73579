/**
 * `@ogulf/web-kit/hydration`: the server render's data handed to the browser (TanStack Query's
 * dehydrate/hydrate, re-exported so apps never import the library). A subpath: only the shell's
 * bootstrap and its server entry use it, so the shared web-kit singleton does not grow.
 */
export { dehydrate, hydrate, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
