/** The admin's inbox: quote requests and contact messages share one shape (`kind`), each in its own box. */
import { INBOX_STATUSES, type InboxStatus } from '@ogulf/contracts/constants';

export type { InboxDetail, InboxList, InboxSummary } from '@ogulf/contracts';
export { INBOX_STATUSES, type InboxStatus };

/** The two boxes, as the URL names them (`/admin/inbox/<box>`), with their API base. */
export const INBOX_BOXES = ['quote-requests', 'messages'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];

export const isInboxBox = (value: unknown): value is InboxBox => INBOX_BOXES.includes(value as InboxBox);

export const inboxApiBase = (box: InboxBox) => `/api/admin/${box}`;
export const inboxItemPath = (box: InboxBox, id: string) => `/admin/inbox/${box}/${encodeURIComponent(id)}`;
