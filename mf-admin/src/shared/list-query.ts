/**
 * An admin list's filters, kept in the URL (`?status=&q=&page=`): one of the list's own statuses
 * (anything else reads as none), the search text and the page.
 */
export interface ListQuery<S extends string> {
  status: S | '';
  q: string;
  page: number;
}

export function parseListQuery<S extends string>(search: string, statuses: readonly S[]): ListQuery<S> {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: statuses.find((known) => known === status) ?? '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters that are set, as a query string (the first page and an empty search are left out). */
export function listSearch(query: ListQuery<string>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The API's list path for these filters, `limit` a page. */
export function listPath(base: string, query: ListQuery<string>, limit: number): string {
  const search = listSearch(query);
  return `${base}?${search ? `${search}&` : ''}limit=${limit}`;
}
