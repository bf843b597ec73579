import type Router from '@koa/router';
import { isOrderToken, noQuery, orderIdParams, orderTokenParams } from '@ogulf/contracts';
import type { Context } from 'koa';
import { adminRoute } from '../auth/admin-route';
import { NotFoundError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import { invoiceFileName, renderInvoice, type InvoiceOrder } from './invoice';
import { getOrder, getOrderByToken, orderNotFound } from './service';

/**
 * Invoice downloads per client by token: a customer saves an invoice once or twice; each one is
 * a PDF rendered on the spot (0.1-0.3 s of CPU), so a client cannot keep the API busy with them.
 */
export const INVOICE_DOWNLOADS = { windowMs: 10 * 60_000, max: 20 } as const;

const PDF = 'application/pdf';
// The reply is the customer's own bill: kept by no cache, shared or not.
const PRIVATE = 'private, no-store';

/**
 * `GET /api/order-invoice/:token` (the customer, by the order's token) and, under the admin
 * session, `GET /api/orders/:id/invoice.pdf`: the bilingual invoice PDF of a paid or delivered
 * order, as a download; 404 `INVOICE_NOT_AVAILABLE` before that.
 */
export function invoiceRoutes(router: Router): void {
  const api = routesOn(router);

  api.get('/order-invoice/:token', {
    summary: 'The invoice (PDF, English and Arabic) of the order of this token, once it is paid or delivered',
    access: 'public',
    tag: 'orders',
    cache: PRIVATE,
    before: [rateLimit({ ...INVOICE_DOWNLOADS, key: 'order-invoice' })],
    input: { params: orderTokenParams, query: noQuery },
    raw: true,
    file: PDF,
    handle: async (ctx, { params }) => {
      if (!isOrderToken(params.token)) throw orderNotFound();
      await sendInvoice(ctx, await getOrderByToken(params.token));
    },
  });

  api.get('/orders/:id/invoice.pdf', {
    ...adminRoute('admin orders'),
    summary: 'The invoice (PDF, English and Arabic) of the order, once it is paid or delivered',
    cache: PRIVATE,
    input: { params: orderIdParams, query: noQuery },
    invalid: { params: { code: 'INVALID_ID', message: 'Invalid order id' } },
    raw: true,
    file: PDF,
    handle: async (ctx, { params }) => {
      await sendInvoice(ctx, await getOrder(params.id));
    },
  });
}

async function sendInvoice(ctx: Context, order: InvoiceOrder & { invoiceAvailable: boolean }): Promise<void> {
  if (!order.invoiceAvailable)
    throw new NotFoundError('The invoice is available once the order is paid or delivered', {
      code: 'INVOICE_NOT_AVAILABLE',
    });
  const pdf = await renderInvoice(order);
  ctx.attachment(invoiceFileName(order.orderNumber));
  ctx.type = PDF;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = pdf;
}
