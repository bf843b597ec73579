import mongoose, { Schema } from 'mongoose';

/**
 * The bytes of bank-transfer receipts, one document per receipt, apart from the orders: FerretDB
 * reads a whole collection for any query, so megabytes of receipts in `orders` would slow every
 * order lookup (the same reason the admin's pictures keep theirs in `upload_data`). The receipt's
 * description lives on its order (`payment.receipts`); a document here that no order names is
 * never served.
 */
interface ReceiptDataFields {
  /** The receipt's id (as on the order). */
  _id: string;
  /** The order it belongs to: a download checks it as well as the order's list. */
  orderId: string;
  data: Buffer;
}

const receiptDataSchema = new Schema<ReceiptDataFields>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    data: { type: Buffer, required: true },
  },
  { collection: 'order_receipt_data', versionKey: false },
);
const ReceiptData = mongoose.model<ReceiptDataFields>('OrderReceiptData', receiptDataSchema);

/** Stores a receipt's bytes (before the order names it, so a named receipt always has them). */
export async function saveReceiptData(receiptId: string, orderId: string, data: Buffer): Promise<void> {
  await ReceiptData.create({ _id: receiptId, orderId, data });
}

/** The bytes of the order's receipt, or undefined. Looked up by `_id`, which FerretDB answers without a scan. */
export async function readReceiptData(receiptId: string, orderId: string): Promise<Buffer | undefined> {
  // Not lean: mongoose gives the bytes as a Buffer (lean would give BSON's Binary).
  const document = await ReceiptData.findById(receiptId);
  if (!document || document.orderId !== orderId) return undefined;
  return Buffer.from(document.data);
}

/** Removes a receipt's bytes (an upload that could not be added to its order). */
export async function removeReceiptData(receiptId: string): Promise<void> {
  await ReceiptData.deleteOne({ _id: receiptId });
}
