import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_ORDER, type ReceiptType } from '@ogulf/contracts';
import {
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../http/errors';
import type { FileUpload } from '../http/multipart';
import { sniffImageType, type ImageType } from '../media/image-type';
import { MAX_STORED_BYTES, MAX_UPLOAD_PIXELS } from '../media/service';
import { Order, type OrderReceipt, type OrderRecord } from './model';
import { readReceiptData, removeReceiptData, saveReceiptData } from './receipt-store';
import { orderNotFound, paymentOf, reviseOrder } from './service';

/**
 * Bank-transfer receipts: the customer uploads one from the confirmation or tracking page (by the
 * order's token), the admin judges it (`payments.ts`). What a receipt is, is told from its bytes
 * alone: a JPEG, PNG or WebP picture, re-encoded here (which drops its metadata and anything
 * hidden after the picture's data), or a PDF, kept as it came and only ever served as an
 * attachment. Its bytes go to `order_receipt_data` first, then its description to the order.
 */

/** What `POST /api/order-receipts/:token` takes: one file `receipt`. */
export const RECEIPT_UPLOAD: FileUpload = {
  field: 'receipt',
  maxFileBytes: MAX_RECEIPT_BYTES,
  noun: 'receipt',
  fieldList: 'receipt',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PICTURE_TYPES: Record<ImageType, ReceiptType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
/** High enough that the figures of a photographed receipt stay legible. */
const PICTURE_QUALITY = 90;
const MAX_FILE_NAME = 100;

export interface CheckedReceipt {
  data: Buffer;
  contentType: ReceiptType;
}

/** Tells a receipt's type from its bytes and re-encodes a picture; 415 for anything else. */
export async function checkReceipt(data: Buffer): Promise<CheckedReceipt> {
  if (data.length === 0)
    throw new ValidationError('The file is empty', [{ path: 'receipt', message: 'The file is empty' }], {
      code: 'EMPTY_FILE',
    });
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { data, contentType: 'application/pdf' };
  const type = sniffImageType(data.subarray(0, 16));
  if (!type)
    throw new UnsupportedMediaTypeError('A receipt must be a JPEG, PNG or WebP picture or a PDF', {
      code: 'UNSUPPORTED_RECEIPT_TYPE',
    });
  return { data: await reencode(data, type), contentType: PICTURE_TYPES[type] };
}

async function reencode(data: Buffer, type: ImageType): Promise<Buffer> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw damaged();
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (metadata.format !== type || width === 0 || height === 0) throw damaged();
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new PayloadTooLargeError(
      `The picture has too many pixels (${width} x ${height}): at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
      { code: 'TOO_MANY_PIXELS' },
    );
  }
  let encoded: Buffer;
  try {
    const picture = sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    encoded = await (
      type === 'jpeg'
        ? picture.jpeg({ quality: PICTURE_QUALITY })
        : type === 'png'
          ? picture.png()
          : picture.webp({ quality: PICTURE_QUALITY })
    ).toBuffer();
  } catch {
    throw damaged();
  }
  // A PNG of a photograph may grow when written again: one database document must still hold it.
  if (encoded.length > MAX_STORED_BYTES)
    throw new PayloadTooLargeError('The picture is too detailed to store: send a smaller picture or a PDF', {
      code: 'TOO_MANY_PIXELS',
    });
  return encoded;
}

function damaged(): ValidationError {
  return new ValidationError(
    'The receipt could not be read: the file is damaged',
    [{ path: 'receipt', message: 'Damaged file' }],
    { code: 'INVALID_RECEIPT' },
  );
}

/**
 * The name shown for a receipt: the client's file name without folders or control characters,
 * with the extension of what the file really is (a PNG sent as `receipt.html` is `receipt.png`).
 */
export function receiptFileName(given: string | null | undefined, contentType: ReceiptType): string {
  const base = path.posix.basename((given ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- control characters and quotes have no place in a file name
  const clean = base.replace(/[\u0000-\u001F\u007F"]+/g, '').trim();
  const stem = clean.replace(/\.[^.]*$/, '').slice(0, MAX_FILE_NAME - 5) || 'receipt';
  return `${stem}.${RECEIPT_EXTENSIONS[contentType]}`;
}

/**
 * 409 unless the order takes a receipt now: a bank-transfer order, not cancelled, not yet paid
 * or refunded, with room for one more.
 */
export function assertTakesReceipt(order: OrderRecord): void {
  const payment = paymentOf(order);
  if (order.paymentMethod !== 'bank-transfer')
    throw new ConflictError('This order is not paid by bank transfer: it needs no receipt', {
      code: 'RECEIPT_NOT_EXPECTED',
    });
  if (order.status === 'cancelled')
    throw new ConflictError('This order was cancelled: it takes no receipt', { code: 'ORDER_CANCELLED' });
  if (payment.status === 'paid' || payment.status === 'refunded')
    throw new ConflictError("This order's payment is already confirmed: no receipt is needed", {
      code: 'PAYMENT_ALREADY_CONFIRMED',
    });
  if (payment.receipts.length >= MAX_RECEIPTS_PER_ORDER)
    throw new ConflictError(
      `This order has ${MAX_RECEIPTS_PER_ORDER} receipts already: please call us about the payment`,
      { code: 'TOO_MANY_RECEIPTS' },
    );
}

export interface AddedReceipt {
  order: OrderRecord;
  receipt: OrderReceipt;
}

/**
 * Adds a checked receipt to the order: its bytes first, then its description as the order's next
 * revision (checked again there, against the order as it then is), and the payment awaits
 * confirmation. When the order refuses it, the bytes are removed again: no receipt is visible
 * that was not fully stored, and none is stored that no order names.
 */
export async function addReceipt(
  order: OrderRecord,
  checked: CheckedReceipt,
  givenName: string | null | undefined,
  now: Date,
): Promise<AddedReceipt> {
  const orderId = String(order._id);
  const receipt: OrderReceipt = {
    id: `${now.getTime().toString(36)}-${randomBytes(8).toString('hex')}`,
    fileName: receiptFileName(givenName, checked.contentType),
    contentType: checked.contentType,
    size: checked.data.length,
    uploadedAt: now,
    status: 'pending',
    reason: '',
  };
  await saveReceiptData(receipt.id, orderId, checked.data);
  try {
    const stored = await reviseOrder(
      orderId,
      (current) => {
        assertTakesReceipt(current);
        const payment = paymentOf(current);
        return {
          $set: {
            payment: { ...payment, status: 'awaiting-confirmation', receipts: [...payment.receipts, receipt] },
          },
        };
      },
      (latest) => paymentOf(latest).receipts.some((candidate) => candidate.id === receipt.id),
    );
    return { order: stored, receipt };
  } catch (error) {
    await removeReceiptData(receipt.id).catch(() => undefined);
    throw error;
  }
}

export interface ReceiptFile {
  receipt: OrderReceipt;
  data: Buffer;
}

/** A receipt of the order with its bytes; 404 `RECEIPT_NOT_FOUND` when the order has no such receipt. */
export async function receiptFile(order: OrderRecord, receiptId: string): Promise<ReceiptFile> {
  const receipt = paymentOf(order).receipts.find((candidate) => candidate.id === receiptId);
  const data = receipt ? await readReceiptData(receipt.id, String(order._id)) : undefined;
  if (!receipt || !data) throw receiptNotFound();
  return { receipt, data };
}

/** A receipt of the order `orderId` with its bytes (the admin's download); 404 for an unknown order or receipt. */
export async function adminReceiptFile(orderId: string, receiptId: string): Promise<ReceiptFile> {
  const order = await Order.findById(orderId).lean<OrderRecord>();
  if (!order) throw orderNotFound();
  return receiptFile(order, receiptId);
}

/**
 * The ids of the order's receipts, read before the order is deleted so that `forgetReceipts` can
 * remove their bytes after it (by `_id`: FerretDB would read every receipt's bytes to match on the order).
 */
export async function receiptIdsOf(orderId: string): Promise<string[]> {
  const order = await Order.findById(orderId, { payment: 1 }).lean<Pick<OrderRecord, 'payment'>>();
  return order ? paymentOf(order).receipts.map((receipt) => receipt.id) : [];
}

/** Removes the bytes of a deleted order's receipts. */
export async function forgetReceipts(receiptIds: readonly string[]): Promise<void> {
  await Promise.all(receiptIds.map((id) => removeReceiptData(id)));
}

export function receiptNotFound(): NotFoundError {
  return new NotFoundError('No such receipt', { code: 'RECEIPT_NOT_FOUND' });
}
