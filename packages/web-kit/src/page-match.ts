import { matchPath } from 'react-router';

/** Picks the first page whose pattern matches the path; remotes route inside their own paths with it. */
export function matchPage<K extends string>(
  pathname: string,
  patterns: ReadonlyArray<readonly [pattern: string, page: K]>,
): { page: K; params: Record<string, string | undefined> } | null {
  for (const [pattern, page] of patterns) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
