import type Router from '@koa/router';
import {
  acceptQuotationBody,
  adminQuotation,
  adminQuotationList,
  createQuotationBody,
  customerQuotation,
  idParams,
  noQuery,
  ORDER_TOKEN,
  quotationAccepted,
  quotationChangesBody,
  quotationDraftBody,
  quotationListQuery,
  quotationTokenParams,
} from '@ogulf/contracts';
import type { Context, Middleware } from 'koa';
import { adminRoute } from '../auth/admin-route';
import { STOCK_CACHE_TAG } from '../stock/stock';
import { DELIVERY_BOOKINGS_TAG } from '../delivery/slots';
import { NotFoundError } from '../http/errors';
import { rateLimit, type LimitWindow } from '../http/rate-limit';
import { routesOn, WithStatus } from '../http/route';
import {
  addCustomerMessageToQuoteRequest,
  addQuotationMessageToInbox,
  linkQuotationToQuoteRequest,
} from '../messages/inbox';
import { queueOrderMails } from '../orders/mail';
import { ORDERS_CACHE_TAG } from '../orders/routes';
import { requestOrigin } from '../seo/origin';
import { queueChangesMail, queueQuotationMail } from './mail';
import type { QuotationRecord } from './model';
import {
  acceptQuotation,
  createQuotation,
  customerUrl,
  getCustomerQuotation,
  listQuotations,
  requestChanges,
  reviseQuotation,
  sendQuotation,
  toAdminQuotation,
  toCustomerQuotation,
  updateDraft,
  withdrawQuotation,
} from './service';
import { quotationFileName, quotationPdf } from './pdf';
import { findQuotation, findQuotationByToken } from './store';

const PDF = 'application/pdf';

/** The quotation's PDF as a download (the route's Cache-Control keeps it out of every cache). */
async function sendPdf(ctx: Context, record: QuotationRecord): Promise<void> {
  const pdf = await quotationPdf(record);
  ctx.attachment(quotationFileName(record));
  ctx.type = PDF;
  ctx.body = pdf;
}

const TEN_MINUTES_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Limits of the public routes, per client address and per quotation token: a customer opens
 * their quotation a few times and accepts it once; a token guesser or a script retrying an
 * accept is stopped. 10 accepts at once from one client (two tabs, a double click) all pass.
 */
export const QUOTE_LIMITS = {
  view: { perClient: { windowMs: TEN_MINUTES_MS, max: 60 }, perToken: { windowMs: TEN_MINUTES_MS, max: 60 } },
  accept: { perClient: { windowMs: TEN_MINUTES_MS, max: 20 }, perToken: { windowMs: TEN_MINUTES_MS, max: 20 } },
  changes: { perClient: { windowMs: TEN_MINUTES_MS, max: 5 }, perToken: { windowMs: HOUR_MS, max: 5 } },
  // Each download is a PDF rendered on the spot (0.1-0.3 s of CPU).
  pdf: { perClient: { windowMs: TEN_MINUTES_MS, max: 20 }, perToken: { windowMs: TEN_MINUTES_MS, max: 20 } },
} as const satisfies Record<string, { perClient: LimitWindow; perToken: LimitWindow }>;

/** The admin's page of a quotation (the mf-admin route), linked from the shop's mails. */
export function adminQuotationPath(id: string): string {
  return `/admin/quotations/${id}`;
}

/** Both limits of one public route: per client address, and per token (only a well-formed token counts as one). */
function limitsOf(name: keyof typeof QUOTE_LIMITS): Middleware[] {
  const { perClient, perToken } = QUOTE_LIMITS[name];
  return [
    rateLimit({ ...perClient, key: `quote-${name}` }),
    rateLimit({
      ...perToken,
      key: (ctx) => {
        const token = (ctx as Context & { params?: Record<string, string> }).params?.['token'] ?? '';
        return ORDER_TOKEN.test(token) ? `quote-${name} ${token}` : `quote-${name} invalid ${ctx.ip}`;
      },
      message: 'Too many requests for this quotation; please try again later',
    }),
  ];
}

/**
 * Admin: `POST|GET /api/admin/quotations`, `GET|PUT /api/admin/quotations/:id`,
 * `POST /api/admin/quotations/:id/send|revise|withdraw`, `GET /api/admin/quotations/:id/pdf`.
 * Public, by the quotation's token: `GET /api/quotes/:token`, `GET /api/quotes/:token/pdf`,
 * `POST /api/quotes/:token/accept`, `POST /api/quotes/:token/request-changes`.
 */
export function quotationRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin quotations');
  const invalidId = { params: { code: 'INVALID_ID', message: 'Invalid quotation id' } };
  const answer = (ctx: Context, record: QuotationRecord) =>
    toAdminQuotation(record, requestOrigin(ctx, ctx.config), ctx.now());
  /** The admin's route on one quotation by its id, answering the quotation as the admin sees it. */
  const onQuotation = {
    ...admin,
    input: { params: idParams, query: noQuery },
    invalid: invalidId,
    reply: adminQuotation,
  };
  /** Records in the audit log what the admin did to which version. */
  const audit = (ctx: Context, action: string, record: QuotationRecord) => {
    ctx.state.audit = { action: `quotation.${action}`, target: `${record.number} v${record.version}` };
  };

  api.post('/admin/quotations', {
    ...admin,
    summary: 'Start a quotation (a draft) from a quote request, priced from the catalogue, or blank',
    input: { query: noQuery, body: createQuotationBody },
    reply: adminQuotation,
    status: 201,
    handle: async (ctx, { body }) => {
      const record = await createQuotation(body.requestId, { now: ctx.now(), memo: ctx.readCache });
      audit(ctx, 'create', record);
      if (record.requestId)
        await linkQuotationToQuoteRequest(String(record.requestId), String(record._id), {
          now: ctx.now(),
          cache: ctx.readCache,
        });
      return answer(ctx, record);
    },
  });

  api.get('/admin/quotations', {
    ...admin,
    summary: 'A page of quotations, newest first (superseded versions only when asked for)',
    input: { query: quotationListQuery },
    reply: adminQuotationList,
    handle: (ctx, { query }) => listQuotations(query, ctx.now()),
  });

  api.get('/admin/quotations/:id', {
    ...onQuotation,
    summary: 'One quotation with its versions and the customer’s requests for changes',
    handle: async (ctx, { params }) => answer(ctx, await findQuotation(params.id)),
  });

  api.put('/admin/quotations/:id', {
    ...onQuotation,
    summary: 'Change a draft quotation (totals are computed by the server)',
    input: { params: idParams, query: noQuery, body: quotationDraftBody },
    handle: async (ctx, { params, body }) => {
      const record = await updateDraft(params.id, body, { now: ctx.now(), memo: ctx.readCache });
      audit(ctx, 'update', record);
      return answer(ctx, record);
    },
  });

  api.post('/admin/quotations/:id/send', {
    ...onQuotation,
    summary: 'Send a draft: the customer is mailed the private link; earlier versions become superseded',
    handle: async (ctx, { params }) => {
      const record = await sendQuotation(params.id, ctx.now());
      audit(ctx, 'send', record);
      const origin = requestOrigin(ctx, ctx.config);
      // Also for a quotation sent already (a retried request): the key makes the mail once.
      await queueQuotationMail(record, customerUrl(origin, record.token), ctx.config.shopEmail, ctx.now());
      ctx.mailWorker.nudge();
      return answer(ctx, record);
    },
  });

  api.post('/admin/quotations/:id/revise', {
    ...onQuotation,
    summary: 'Make the next version (a draft) of a sent quotation; the sent one stays until the new one is sent',
    status: 201,
    otherStatuses: [200],
    handle: async (ctx, { params }) => {
      const { record, created } = await reviseQuotation(params.id, ctx.now());
      audit(ctx, 'revise', record);
      return new WithStatus(created ? 201 : 200, await answer(ctx, record));
    },
  });

  api.post('/admin/quotations/:id/withdraw', {
    ...onQuotation,
    summary: 'Withdraw a quotation: its link says so and it can no longer be accepted',
    handle: async (ctx, { params }) => {
      const record = await withdrawQuotation(params.id);
      audit(ctx, 'withdraw', record);
      return answer(ctx, record);
    },
  });

  api.get('/admin/quotations/:id/pdf', {
    ...admin,
    summary: 'The quotation as a PDF (English and Arabic), drafts included (a preview)',
    // The customer's prices: kept by no cache, shared or not.
    cache: 'private, no-store',
    input: { params: idParams, query: noQuery },
    invalid: invalidId,
    raw: true,
    file: PDF,
    handle: async (ctx, { params }) => sendPdf(ctx, await findQuotation(params.id)),
  });

  api.get('/quotes/:token/pdf', {
    summary: 'A sent quotation as a PDF (English and Arabic), by its private token',
    access: 'public',
    tag: 'quotations',
    cache: 'private, no-store',
    before: limitsOf('pdf'),
    input: { params: quotationTokenParams, query: noQuery },
    raw: true,
    file: PDF,
    handle: async (ctx, { params }) => sendPdf(ctx, await findQuotationByToken(params.token)),
  });

  api.get('/quotes/:token', {
    summary: 'A quotation as its customer reads it, by its private token',
    access: 'public',
    tag: 'quotations',
    cache: 'private, no-store',
    before: limitsOf('view'),
    input: { params: quotationTokenParams, query: noQuery },
    reply: customerQuotation,
    handle: (ctx, { params }) => getCustomerQuotation(params.token, ctx.now()),
  });

  api.post('/quotes/:token/accept', {
    summary: 'Accept a quotation: places its order at the quoted prices, once; every accept answers that order',
    access: 'public',
    tag: 'quotations',
    cache: 'no-store',
    before: limitsOf('accept'),
    input: { params: quotationTokenParams, query: noQuery, body: acceptQuotationBody },
    reply: quotationAccepted,
    status: 201,
    otherStatuses: [200],
    handle: async (ctx, { params, body }) => {
      const accepted = await acceptQuotation(params.token, body, { now: ctx.now(), memo: ctx.readCache });
      if (accepted.created) {
        ctx.readCache.invalidate(ORDERS_CACHE_TAG);
        if (accepted.order.delivery) ctx.readCache.invalidate(DELIVERY_BOOKINGS_TAG);
        // Its counted lines took stock, as a checkout's do: "only N left" must follow at once.
        ctx.readCache.invalidate(STOCK_CACHE_TAG);
      }
      // Replays too: an accept whose first attempt stored the order but not its mail adds it now.
      await queueOrderMails(
        accepted.order,
        { shopEmail: ctx.config.shopEmail, siteUrl: ctx.config.mailSiteUrl },
        { now: ctx.now(), replay: !accepted.created },
      );
      ctx.mailWorker.nudge();
      const reply = { quotation: await toCustomerQuotation(accepted.quotation, ctx.now()), order: accepted.order };
      return new WithStatus(accepted.created ? 201 : 200, reply);
    },
  });

  api.post('/quotes/:token/request-changes', {
    summary: 'Ask the shop for changes to a quotation; the message reaches the inbox and the shop is mailed',
    access: 'public',
    tag: 'quotations',
    cache: 'no-store',
    before: limitsOf('changes'),
    input: { params: quotationTokenParams, query: noQuery, body: quotationChangesBody },
    reply: customerQuotation,
    handle: async (ctx, { params, body }) => {
      const now = ctx.now();
      const record = await requestChanges(params.token, body.message, now);
      const count = record.changeRequests.length;
      if (record.requestId)
        await addCustomerMessageToQuoteRequest(
          String(record.requestId),
          `Changes requested on quotation ${record.number} v${record.version}:\n${body.message}`,
          { key: `quotation:${String(record._id)}:${count}`, now, cache: ctx.readCache },
          // A request deleted since: the quotation and the shop's mail still carry the message.
        ).catch((error: unknown) => {
          if (!(error instanceof NotFoundError)) throw error;
        });
      // A quotation started blank has no request thread: its changes reach the inbox as a message.
      else
        await addQuotationMessageToInbox(
          { ...record.customer, language: record.language },
          `Changes requested on quotation ${record.number} v${record.version}`,
          body.message,
          { now, cache: ctx.readCache },
        );
      await queueChangesMail(record, {
        shopEmail: ctx.config.shopEmail,
        adminUrl: `${requestOrigin(ctx, ctx.config)}${adminQuotationPath(String(record._id))}`,
        now,
      });
      ctx.mailWorker.nudge();
      return toCustomerQuotation(record, now);
    },
  });
}
