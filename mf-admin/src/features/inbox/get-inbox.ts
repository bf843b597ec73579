/** Reads of the inbox: a page of a box, how many items of a box are new, and one item. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import { inboxListPath, type InboxQuery } from './inbox-query';
import { inboxApiBase, type InboxBox, type InboxDetail, type InboxList } from './types';

/** `GET /api/admin/<box>?status=&q=&page=&limit=`: newest first. */
export const inboxListQuery = (box: InboxBox, query: InboxQuery) => apiQuery<InboxList>(inboxListPath(box, query));

export const useInboxList = (box: InboxBox, query: InboxQuery) => useAdminGet(inboxListQuery(box, query));

/** The box's new items: only the total of a one-item page is read. */
export const useNewCount = (box: InboxBox) => {
  const reply = useAdminGet(apiQuery<InboxList>(inboxListPath(box, { status: 'new', q: '', page: 1 }, 1)));
  return reply.status === 'success' ? reply.data.total : null;
};

/** `GET /api/admin/<box>/:id`: the item with its lines, rooms, notes and thread. */
export const inboxItemQuery = (box: InboxBox, id: string) =>
  apiQuery<InboxDetail>(`${inboxApiBase(box)}/${encodeURIComponent(id)}`);

export const useInboxItem = (box: InboxBox, id: string) => useAdminGet(inboxItemQuery(box, id));
