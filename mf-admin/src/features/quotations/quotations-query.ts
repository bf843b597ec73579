/** The quotations list's filters, kept in the URL (`/admin/quotations?status=&q=&page=`). */
import { QUOTATION_STATUSES, type QuotationStatus } from '@ogulf/contracts/constants';

export const ADMIN_QUOTATIONS_LIMIT = 20;

export interface QuotationsQuery {
  status: QuotationStatus | '';
  q: string;
  page: number;
}

const isStatus = (value: string | null): value is QuotationStatus =>
  (QUOTATION_STATUSES as readonly string[]).includes(value ?? '');

export function parseQuotationsQuery(search: string): QuotationsQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function quotationsSearch(query: QuotationsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function quotationsPath(query: QuotationsQuery): string {
  const search = quotationsSearch(query);
  return `/api/admin/quotations?${search ? `${search}&` : ''}limit=${ADMIN_QUOTATIONS_LIMIT}`;
}
