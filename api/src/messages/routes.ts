import type Router from '@koa/router';
import { contactBody, messageReceipt, noQuery, quoteRequestBody } from '@ogulf/contracts';
import { rateLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import { queueContactMails, queueQuoteRequestMails } from './mail';
import { createContactMessage, createQuoteRequest } from './service';

/**
 * Read-cache tag of quote requests and contact messages. Nothing caches them today; writes
 * invalidate it as every write route does.
 */
export const MESSAGES_CACHE_TAG = 'messages';

/** 5 requests per 10 minutes and client IP, for each form. */
export const MESSAGE_LIMIT = { windowMs: 10 * 60_000, max: 5 } as const;

/** `POST /api/quote-request` and `POST /api/contact` (public, rate-limited): stored, and their mail queued. */
export function messageRoutes(router: Router): void {
  const api = routesOn(router);

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
