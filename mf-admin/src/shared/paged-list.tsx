/**
 * The plumbing every paged admin list shares: its filters kept in the address, the status select,
 * and the results (a polite count, loading, failure, nothing found, the rows and the pages).
 */
import { useId, type ReactNode } from 'react';
import { useNavigate, type ApiState } from '@ogulf/web-kit';
import { useSearchString } from '@ogulf/web-kit/search-params';
import { SelectField } from './fields';
import { Pagination } from './pagination';
import { EmptyPanel, ErrorPanel, LoadingPanel } from './status-panels';
import { useAdminLanguage } from './use-admin-language';

/** A page of a list as the API sends it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The list's filters read from the address at `path`, and `go` to change some of them: the address
 * is replaced (no history entry a filter) and the list starts again at page 1 unless `go` names a page.
 */
export function useListAddress<Q extends { page: number }>(
  path: string,
  parse: (search: string) => Q,
  toSearch: (query: Q) => string,
) {
  const navigate = useNavigate();
  const query = parse(useSearchString());
  const go = (next: Partial<Q>) => {
    const search = toSearch({ ...query, page: 1, ...next });
    navigate(`${path}${search ? `?${search}` : ''}`, { replace: true });
  };
  return { query, go };
}

/** The lists with a status filter; each has the texts `<ns>.statusLabel`, `<ns>.allStatuses` and `<ns>.status.<status>`. */
export const STATUS_FILTER_NAMESPACES = ['orders', 'quotations', 'inbox'] as const;

interface StatusFilterProps<S extends string> {
  ns: (typeof STATUS_FILTER_NAMESPACES)[number];
  statuses: readonly S[];
  value: S | '';
  onChange: (status: S | '') => void;
}

/** "Status: All statuses / Pending / …" above a list. */
export function StatusFilter<S extends string>({ ns, statuses, value, onChange }: StatusFilterProps<S>) {
  const { t } = useAdminLanguage();
  const id = useId();
  return (
    <SelectField
      id={`${id}-status`}
      label={t(`${ns}.statusLabel`)}
      value={value}
      onChange={(event) => onChange(event.target.value as S | '')}
    >
      <option value="">{t(`${ns}.allStatuses`)}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {t(`${ns}.status.${status}`)}
        </option>
      ))}
    </SelectField>
  );
}

interface PagedResultsProps<T> {
  reply: ApiState<ListPage<T>> & { reload: () => void };
  /** The list's `go`: Previous and Next change the page through it. */
  go: (next: { page: number }) => void;
  /** "12 orders", said politely once the page has come. */
  count: (total: number) => string;
  /** What an empty page says (nothing yet, or nothing matching the filters). */
  empty: string;
  emptyAction?: ReactNode;
  loadingRows?: number;
  countTestId?: string;
  /** The rows of a page that has some. */
  children: (items: T[]) => ReactNode;
}

/** A list's results under its filters: the count, then loading, the failure with Retry, the empty panel, or the rows with the pages. */
export function PagedResults<T>({
  reply,
  go,
  count,
  empty,
  emptyAction,
  loadingRows = 8,
  countTestId,
  children,
}: PagedResultsProps<T>) {
  return (
    <>
      <p className="adm-result-count" aria-live="polite" data-testid={countTestId}>
        {reply.status === 'success' ? count(reply.data.total) : ''}
      </p>
      {reply.status === 'loading' && <LoadingPanel rows={loadingRows} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && reply.data.items.length === 0 && (
        <EmptyPanel message={empty} action={emptyAction} />
      )}
      {reply.status === 'success' && reply.data.items.length > 0 && (
        <>
          {children(reply.data.items)}
          <Pagination page={reply.data.page} pages={reply.data.pages} onPage={(page) => go({ page })} />
        </>
      )}
    </>
  );
}
