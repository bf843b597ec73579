/** Whether a request path belongs to the JSON API (answered in the `{ success, ... }` envelope). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
