import type Router from '@koa/router';
import {
  contactBody,
  idParams,
  inboxDetail,
  inboxList,
  inboxListQuery,
  inboxPatchBody,
  inboxReplyBody,
  messageReceipt,
  noQuery,
  quoteRequestBody,
} from '@ogulf/contracts';
import { adminRoute } from '../auth/admin-route';
import { rateLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import { getInboxItem, INBOX_TAG, listInbox, replyToInboxItem, updateInboxItem } from './inbox';
import { queueContactMails, queueQuoteRequestMails } from './mail';
import type { InboxParentKind } from './model';
import { createContactMessage, createQuoteRequest } from './service';

/**
 * Read-cache tag of quote requests and contact messages: the inbox's counts (list totals, the
 * overview's new items) are remembered under it, so every write invalidates it.
 */
export const MESSAGES_CACHE_TAG = INBOX_TAG;

/** 5 requests per 10 minutes and client IP, for each form. */
export const MESSAGE_LIMIT = { windowMs: 10 * 60_000, max: 5 } as const;

/**
 * `POST /api/quote-request` and `POST /api/contact` (public, rate-limited): stored, and their mail
 * queued. The admin's inbox of both: see `inboxRoutes`.
 */
export function messageRoutes(router: Router): void {
  const api = routesOn(router);
  inboxRoutes(router, 'quote-request', '/admin/quote-requests');
  inboxRoutes(router, 'message', '/admin/messages');

  api.post('/quote-request', {
    summary: 'Ask for a quote for some products',
    access: 'public',
    tag: 'messages',
    cache: 'no-store',
    before: [rateLimit({ ...MESSAGE_LIMIT, key: 'quote-request' })],
    input: { query: noQuery, body: quoteRequestBody },
    reply: messageReceipt,
    status: 201,
    handle: async (ctx, { body }) => {
      const record = await createQuoteRequest(body);
      ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
      // Queued before the reply, so an acknowledged request always gets its mail.
      await queueQuoteRequestMails(record, ctx.config.shopEmail, ctx.now());
      ctx.mailWorker.nudge();
      return { reference: record.reference };
    },
  });

  api.post('/contact', {
    summary: 'Send the shop a message',
    access: 'public',
    tag: 'messages',
    cache: 'no-store',
    before: [rateLimit({ ...MESSAGE_LIMIT, key: 'contact' })],
    input: { query: noQuery, body: contactBody },
    reply: messageReceipt,
    status: 201,
    handle: async (ctx, { body }) => {
      const record = await createContactMessage(body);
      ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
      await queueContactMails(record, ctx.config.shopEmail, ctx.now());
      ctx.mailWorker.nudge();
      return { reference: record.reference };
    },
  });
}

/**
 * Admin: `GET <base>` (list), `GET <base>/:id`, `PATCH <base>/:id` (status, internal note) and
 * `POST <base>/:id/reply` (mailed to the sender, kept on the thread), for quote requests
 * (`/api/admin/quote-requests`) or contact messages (`/api/admin/messages`).
 */
function inboxRoutes(router: Router, kind: InboxParentKind, base: string): void {
  const api = routesOn(router);
  const admin = adminRoute('admin inbox');
  const what = kind === 'quote-request' ? 'quote request' : 'contact message';
  const invalidId = { params: { code: 'INVALID_ID', message: `Invalid ${what} id` } };

  api.get(base, {
    ...admin,
    summary: `List ${what}s, newest first, by status and a search of name, company, email, phone, reference and text`,
    input: { query: inboxListQuery },
    reply: inboxList,
    handle: (ctx, { query }) => listInbox(kind, query, ctx.readCache),
  });

  api.get(`${base}/:id`, {
    ...admin,
    summary: `One ${what} with its lines, the sender's details, internal notes and the replies thread`,
    input: { params: idParams, query: noQuery },
    invalid: invalidId,
    reply: inboxDetail,
    handle: (_ctx, { params }) => getInboxItem(kind, params.id),
  });

  api.patch(`${base}/:id`, {
    ...admin,
    summary: `Set a ${what}'s status and/or add an internal note (never mailed)`,
    input: { params: idParams, query: noQuery, body: inboxPatchBody },
    invalid: invalidId,
    reply: inboxDetail,
    handle: async (ctx, { params, body }) => {
      const detail = await updateInboxItem(kind, params.id, body, ctx.now());
      // What is remembered (the list's directory, the counts) depends on statuses, not on notes.
      if (body.status !== undefined) ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
      return detail;
    },
  });

  api.post(`${base}/:id/reply`, {
    ...admin,
    summary: `Mail a reply to the sender of a ${what} in their language; kept on its thread, status answered unless closed`,
    input: { params: idParams, query: noQuery, body: inboxReplyBody },
    invalid: invalidId,
    reply: inboxDetail,
    handle: async (ctx, { params, body }) => {
      const detail = await replyToInboxItem(kind, params.id, body, { shopEmail: ctx.config.shopEmail, now: ctx.now() });
      ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
      ctx.mailWorker.nudge();
      return detail;
    },
  });
}
