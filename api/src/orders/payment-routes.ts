import fs from 'node:fs/promises';
import type Router from '@koa/router';
import {
  adminOrder,
  adminReceiptParams,
  isOrderToken,
  noQuery,
  orderIdParams,
  orderReceiptParams,
  orderTokenParams,
  orderView,
  paymentActionBody,
  RECEIPT_TYPES,
  receiptUploadFields,
} from '@ogulf/contracts';
import type { Context, Middleware } from 'koa';
import { adminRoute } from '../auth/admin-route';
import { fileUpload, theOneFile } from '../http/multipart';
import { rateLimit } from '../http/rate-limit';
import { routesOn } from '../http/route';
import type { OrderMailSettings } from './mail';
import { queuePaymentMail, queueReceiptNotice } from './payment-mail';
import { applyPaymentAction } from './payments';
import {
  addReceipt,
  adminReceiptFile,
  assertTakesReceipt,
  checkReceipt,
  RECEIPT_UPLOAD,
  receiptFile,
  type ReceiptFile,
} from './receipts';
import { CONFIRMATION_LOOKUPS, ORDERS_CACHE_TAG } from './routes';
import { findOrderByToken, orderNotFound, toAdminOrder, toOrderView } from './service';

const TEN_MINUTES_MS = 10 * 60_000;

/** Receipt uploads per client: a shopper who picks the wrong file a few times stays well under it. */
export const RECEIPT_UPLOADS_PER_CLIENT = { windowMs: TEN_MINUTES_MS, max: 10 } as const;
/** Receipt uploads per order, from every client together, so nobody fills an order's receipts from many addresses. */
export const RECEIPT_UPLOADS_PER_ORDER = { windowMs: 60 * 60_000, max: 10 } as const;

const TOO_MANY_UPLOADS = 'Too many receipt uploads; please try again later or call us';

/**
 * Public, by the order's token: `POST /api/order-receipts/:token` (upload a transfer receipt) and
 * `GET /api/order-receipts/:token/:receiptId` (download it again).
 * Admin: `POST /api/orders/:id/payment` (mark paid, reject a receipt, refund) and
 * `GET /api/orders/:id/receipts/:receiptId`.
 */
export function paymentRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin orders');
  const invalidOrderId = { params: { code: 'INVALID_ID', message: 'Invalid order id' } };

  api.post('/order-receipts/:token', {
    summary:
      'Upload a bank-transfer receipt (multipart: the file `receipt`, a JPEG, PNG, WebP or PDF) for the order of this token',
    access: 'public',
    tag: 'orders',
    cache: 'no-store',
    before: [
      rateLimit({ ...RECEIPT_UPLOADS_PER_CLIENT, key: 'order-receipts', message: TOO_MANY_UPLOADS }),
      rateLimit({ ...RECEIPT_UPLOADS_PER_ORDER, key: receiptBucket, message: TOO_MANY_UPLOADS }),
      orderTakesReceipt(),
      ...fileUpload(RECEIPT_UPLOAD),
    ],
    input: { params: orderTokenParams, body: receiptUploadFields },
    files: ['receipt'],
    reply: orderView,
    status: 201,
    handle: async (ctx, { params }) => {
      const file = theOneFile(ctx, RECEIPT_UPLOAD);
      const checked = await checkReceipt(await fs.readFile(file.filepath));
      const { order, receipt } = await addReceipt(
        await findOrderByToken(params.token),
        checked,
        file.originalFilename,
        ctx.now(),
      );
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      const view = toOrderView(order);
      // Before the reply: a receipt answered 201 has the shop's notice in the queue.
      await queueReceiptNotice(view, String(order._id), receipt, mailSettings(ctx), ctx.now());
      ctx.mailWorker.nudge();
      return view;
    },
  });

  api.get('/order-receipts/:token/:receiptId', {
    summary: "A transfer receipt of the order of this token, as a download (the file's own type)",
    access: 'public',
    tag: 'orders',
    cache: 'private, no-store',
    before: [rateLimit({ ...CONFIRMATION_LOOKUPS, key: 'order-receipt-download' })],
    input: { params: orderReceiptParams, query: noQuery },
    raw: true,
    file: RECEIPT_TYPES,
    handle: async (ctx, { params }) => {
      if (!isOrderToken(params.token)) throw orderNotFound();
      sendReceipt(ctx, await receiptFile(await findOrderByToken(params.token), params.receiptId));
    },
  });

  api.get('/orders/:id/receipts/:receiptId', {
    ...admin,
    summary: "A transfer receipt of the order, as a download (the file's own type)",
    cache: 'private, no-store',
    input: { params: adminReceiptParams, query: noQuery },
    invalid: invalidOrderId,
    raw: true,
    file: RECEIPT_TYPES,
    handle: async (ctx, { params }) => {
      sendReceipt(ctx, await adminReceiptFile(params.id, params.receiptId));
    },
  });

  api.post('/orders/:id/payment', {
    ...admin,
    summary:
      'Mark the order paid (accepting a receipt), reject a receipt with a reason, or refund; the customer is mailed',
    input: { params: orderIdParams, body: paymentActionBody },
    invalid: invalidOrderId,
    reply: adminOrder,
    handle: async (ctx, { params, body }) => {
      const { order, event } = await applyPaymentAction(params.id, body, ctx.now());
      ctx.readCache.invalidate(ORDERS_CACHE_TAG);
      // Before the reply: the customer's mail is in the queue when the admin sees the change.
      await queuePaymentMail(toOrderView(order), event, mailSettings(ctx), ctx.now());
      ctx.mailWorker.nudge();
      ctx.state.audit = { action: `order.payment.${body.action}`, target: params.id, label: order.orderNumber };
      return toAdminOrder(order);
    },
  });
}

/**
 * Refuses an upload for an order that is unknown (404) or takes no receipt now (409) before a byte
 * of the file is read.
 */
function orderTakesReceipt(): Middleware {
  return async (ctx, next) => {
    const token = (ctx as Context & { params?: Record<string, string> }).params?.['token'];
    if (!isOrderToken(token)) throw orderNotFound();
    assertTakesReceipt(await findOrderByToken(token));
    await next();
  };
}

/** The order an upload names (only a well-formed token counts as one). */
function receiptBucket(ctx: Context): string {
  const token = (ctx as Context & { params?: Record<string, string> }).params?.['token'];
  return isOrderToken(token) ? `order-receipts ${token}` : `order-receipts invalid ${ctx.ip}`;
}

/**
 * A receipt as a download: never shown inline (a PDF or picture cannot run as a page of the
 * site), its sniffed type, no sniffing by the browser, kept by no cache.
 */
function sendReceipt(ctx: Context, { receipt, data }: ReceiptFile): void {
  ctx.attachment(receipt.fileName);
  ctx.type = receipt.contentType;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = data;
}

/** Where payment mail goes and what it links to: from the config, never from the request. */
function mailSettings(ctx: Context): OrderMailSettings {
  return { shopEmail: ctx.config.shopEmail, siteUrl: ctx.config.mailSiteUrl };
}
