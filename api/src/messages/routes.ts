import type Router from '@koa/router';
import type { Context } from 'koa';
import { rateLimit } from '../http/rate-limit';
import { ok } from '../http/reply';
import { noQuery } from '../http/validators';
import type { MailMessage } from '../mail/mailer';
import { contactMails, quoteRequestMails, sendAll } from './mail';
import { createContactMessage, createQuoteRequest } from './service';
import { contactBody, quoteRequestBody } from './validators';

/**
 * Read-cache tag of quote requests and contact messages. Nothing caches them today; writes
 * invalidate it as every write route does.
 */
export const MESSAGES_CACHE_TAG = 'messages';

/** 5 requests per 10 minutes and client IP, for each form. */
export const MESSAGE_LIMIT = { windowMs: 10 * 60_000, max: 5 } as const;

/** `POST /api/quote-request` and `POST /api/contact` (public, rate-limited): stored, then mailed. */
export function messageRoutes(router: Router): void {
  router.post('/quote-request', rateLimit({ ...MESSAGE_LIMIT, key: 'quote-request' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const input = quoteRequestBody.parse(ctx.request.body);
    const record = await createQuoteRequest(input);
    ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
    mailInBackground(ctx, quoteRequestMails(record, ctx.config.shopEmail), `quote request ${record.reference}`);
    ok(ctx, { reference: record.reference }, 201);
  });

  router.post('/contact', rateLimit({ ...MESSAGE_LIMIT, key: 'contact' }), async (ctx) => {
    noQuery.parse(ctx.query);
    const input = contactBody.parse(ctx.request.body);
    const record = await createContactMessage(input);
    ctx.readCache.invalidate(MESSAGES_CACHE_TAG);
    mailInBackground(ctx, contactMails(record, ctx.config.shopEmail), `contact message ${record.reference}`);
    ok(ctx, { reference: record.reference }, 201);
  });
}

/** The request is answered once the record is stored; mail follows and never fails it. */
function mailInBackground(ctx: Context, mails: readonly MailMessage[], what: string): void {
  const { mailer, log } = ctx;
  sendAll(mailer, mails, what, log).catch((error: unknown) => log.error(`Could not mail ${what}`, error));
}
