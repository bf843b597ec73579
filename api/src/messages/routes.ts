import type Router from '@koa/router';
import { rateLimit } from '../http/rate-limit';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import { queueContactMails, queueQuoteRequestMails } from './mail';
import { createContactMessage, createQuoteRequest } from './service';
import { contactBody, quoteRequestBody } from './validators';

/**
 * Read-cache tag of quote requests and contact messages. Nothing caches them today; writes
 * invalidate it as every write route does.
 */
export const MESSAGES_CACHE_TAG = 'messages';

/** 5 requests per 10 minutes and client IP, for each form. */
export const MESSAGE_LIMIT = { windowMs: 10 * 60_000, max: 5 } as const;

/** `POST /api/quote-request` and `POST /api/contact` (public, rate-limited): stored, and their mail queued. */
export function messageRoutes(router: Router): void {
  router.post('/quote-request', rateLimit({ ...MESSAGE_LIMIT, key: 'quote-request' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const input = quoteRequestBody.parse(ctx.request.body);
    const record = await createQuoteRequest(input);
    ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
    // Queued before the reply, so an acknowledged request always gets its mail.
    await queueQuoteRequestMails(record, ctx.config.shopEmail, ctx.now());
    ctx.mailWorker.nudge();
    ok(ctx, { reference: record.reference }, 201);
  });

  router.post('/contact', rateLimit({ ...MESSAGE_LIMIT, key: 'contact' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const input = contactBody.parse(ctx.request.body);
    const record = await createContactMessage(input);
    ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
    await queueContactMails(record, ctx.config.shopEmail, ctx.now());
    ctx.mailWorker.nudge();
    ok(ctx, { reference: record.reference }, 201);
  });
}
