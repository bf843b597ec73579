/**
 * Writes of an inbox item: status and internal notes (`PATCH`), a reply mailed to the sender
 * (`POST .../reply`), and a quotation made from a quote request. Each inbox write answers the
 * item, which is shown at once (every write also makes the screens on show load again).
 */
import type { InboxPatchInput, InboxReplyInput } from '@ogulf/contracts';
import { apiQueryClient } from '@ogulf/web-kit';
import { adminSend } from '../../shared/admin-send';
import { inboxItemQuery } from './get-inbox';
import { inboxApiBase, type InboxBox, type InboxDetail } from './types';

const itemPath = (box: InboxBox, id: string) => `${inboxApiBase(box)}/${encodeURIComponent(id)}`;

export const updateInboxItem = (box: InboxBox, id: string, body: InboxPatchInput) =>
  adminSend<InboxDetail>('PATCH', itemPath(box, id), body);

export const replyToInboxItem = (box: InboxBox, id: string, body: InboxReplyInput) =>
  adminSend<InboxDetail>('POST', `${itemPath(box, id)}/reply`, body);

/** `POST /api/admin/quotations {requestId}`: a draft priced from the request's lines; answers the quotation. */
export const createQuotationFrom = (requestId: string) =>
  adminSend<{ id: string }>('POST', '/api/admin/quotations', { requestId });

export function showInboxItem(box: InboxBox, item: InboxDetail): void {
  apiQueryClient().setQueryData(inboxItemQuery(box, item.id).queryKey, item);
}
