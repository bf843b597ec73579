/** A box's filters, kept in the URL (`/admin/inbox/<box>?status=&q=&page=`). */
import { isInboxStatus, inboxApiBase, type InboxBox, type InboxStatus } from './types';

export const ADMIN_INBOX_LIMIT = 20;

export interface InboxQuery {
  status: InboxStatus | '';
  q: string;
  page: number;
}

export function parseInboxQuery(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isInboxStatus(status) ? status : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function inboxListPath(box: InboxBox, query: InboxQuery, limit = ADMIN_INBOX_LIMIT): string {
  const search = inboxSearch(query);
  return `${inboxApiBase(box)}?${search ? `${search}&` : ''}limit=${limit}`;
}
