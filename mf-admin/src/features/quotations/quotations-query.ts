/** The quotations list's filters, kept in the URL (`/admin/quotations?status=&q=&page=`). */
import { QUOTATION_STATUSES, type QuotationStatus } from '@ogulf/contracts/constants';
import { listPath, listSearch, parseListQuery, type ListQuery } from '../../shared/list-query';

export const ADMIN_QUOTATIONS_LIMIT = 20;

export type QuotationsQuery = ListQuery<QuotationStatus>;

export const parseQuotationsQuery = (search: string): QuotationsQuery => parseListQuery(search, QUOTATION_STATUSES);

export const quotationsSearch = listSearch;

export const quotationsPath = (query: QuotationsQuery): string =>
  listPath('/api/admin/quotations', query, ADMIN_QUOTATIONS_LIMIT);
