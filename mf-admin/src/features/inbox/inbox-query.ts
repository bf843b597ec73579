/** A box's filters, kept in the URL (`/admin/inbox/<box>?status=&q=&page=`). */
import { listPath, listSearch, parseListQuery, type ListQuery } from '../../shared/list-query';
import { INBOX_STATUSES, inboxApiBase, type InboxBox, type InboxStatus } from './types';

export const ADMIN_INBOX_LIMIT = 20;

export type InboxQuery = ListQuery<InboxStatus>;

export const parseInboxQuery = (search: string): InboxQuery => parseListQuery(search, INBOX_STATUSES);

export const inboxSearch = listSearch;

export const inboxListPath = (box: InboxBox, query: InboxQuery, limit = ADMIN_INBOX_LIMIT): string =>
  listPath(inboxApiBase(box), query, limit);
