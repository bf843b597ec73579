/** The order's private files, read with the admin session's cookie (the API sends them as attachments). */
import { orderPath } from './get-order';

export const receiptUrl = (orderId: string, receiptId: string) =>
  `${orderPath(orderId)}/receipts/${encodeURIComponent(receiptId)}`;

export const invoiceUrl = (orderId: string) => `${orderPath(orderId)}/invoice.pdf`;
