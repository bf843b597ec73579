import { z } from 'zod/mini';
import { INBOX_STATUSES, LIMITS, PAGE_SIZES } from '../constants';
import { messageText, queryInt, queryText } from './common';
import { singleLine } from './messages';

/**
 * Requests of the admin's inbox of quote requests and contact messages (issue 18). Quotations'
 * requests are in quotations.ts.
 */

// ---------------------------------------------------------------------------------------------
// Inbox: GET|PATCH /api/admin/quote-requests[/:id], POST .../reply, and the same under
// /api/admin/messages. `:id` is `idParams` (24 hex digits).
// ---------------------------------------------------------------------------------------------

const inboxStatus = z.enum(INBOX_STATUSES, `Expected one of ${INBOX_STATUSES.join(', ')}`);

/** `GET /api/admin/quote-requests?status=&q=&page=&limit=` and `GET /api/admin/messages?...`: newest first. */
export const inboxListQuery = z.strictObject({
  status: z.optional(inboxStatus),
  /** Part of the name, company, email, phone, reference or message text. */
  q: z.optional(queryText(LIMITS.search, `A search has at most ${LIMITS.search} characters`)),
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, PAGE_SIZES.inbox.max, PAGE_SIZES.inbox.default),
});
export type InboxListQuery = z.output<typeof inboxListQuery>;

/** `PATCH /api/admin/quote-requests/:id` and `PATCH /api/admin/messages/:id`: a new status, an internal note, or both. */
export const inboxPatchBody = z
  .strictObject({
    status: z.optional(inboxStatus),
    note: z.optional(
      z
        .string('Expected text')
        .check(
          z.trim(),
          z.minLength(1, 'Write the note'),
          z.maxLength(LIMITS.inboxNote, `Enter at most ${LIMITS.inboxNote} characters`),
        ),
    ),
  })
  .check(z.refine((body) => body.status !== undefined || body.note !== undefined, 'Send a status, a note or both'));
export type InboxPatchInput = z.output<typeof inboxPatchBody>;

/**
 * `POST /api/admin/quote-requests/:id/reply` and `POST /api/admin/messages/:id/reply`: mailed to
 * the sender in their language. Without a subject, the mail says it answers the request's reference.
 */
export const inboxReplyBody = z.strictObject({
  /** '' or absent: the mail says it answers the request's reference. */
  subject: singleLine(LIMITS.subject),
  message: messageText(LIMITS.inboxReply),
});
export type InboxReplyInput = z.output<typeof inboxReplyBody>;
