import type { Types } from 'mongoose';
import type { OrderCustomer, OrderLine, OrderRecord, StatusChange } from './model';

/** What the order service has made of a request before the order gets its number, token and key. */
export type NewOrderFields = Omit<OrderRecord, '_id' | 'orderNumber' | 'token' | 'idempotencyKey' | 'updatedAt'>;

/** The new order's keys and the moment of its insert (its `updatedAt`). */
export interface NewOrderKeys {
  _id: Types.ObjectId;
  orderNumber: string;
  token: string;
  idempotencyKey: string;
  updatedAt: Date;
}

/** A new order as it is stored: the order schema's fields and defaults, `__v` 0. */
export type StoredOrder = OrderRecord & { __v: 0 };

/**
 * The stored document of a new order, built as a plain object: field for field what
 * `new Order({ ...fields, ...keys }).toObject()` gave (the schema's defaults, its fields only,
 * in its order), which `document.test.ts` checks against mongoose. Placing an order spent more
 * CPU in mongoose building, casting and validating that document (about 1.2 ms) than in anything
 * else; the values are already of their types here (the body was validated by zod, the prices,
 * fees and totals computed by the service), so nothing is cast. Orders placed at agreed prices
 * (an accepted quotation) are still validated by mongoose before their insert.
 */
export function newOrderDocument(fields: NewOrderFields, keys: NewOrderKeys): StoredOrder {
  return {
    orderNumber: keys.orderNumber,
    token: keys.token,
    idempotencyKey: keys.idempotencyKey,
    requestHash: fields.requestHash,
    status: fields.status ?? 'pending',
    paymentMethod: fields.paymentMethod,
    language: fields.language ?? 'en',
    customer: customerOf(fields.customer),
    items: fields.items.map(lineOf),
    subtotal: fields.subtotal,
    deliveryFee: fields.deliveryFee,
    total: fields.total,
    currency: 'QAR',
    estimatedDeliveryDays: fields.estimatedDeliveryDays ?? null,
    statusHistory: (fields.statusHistory ?? []).map(historyEntryOf),
    adminNotes: fields.adminNotes ?? '',
    delivery: fields.delivery ? { date: fields.delivery.date, slot: fields.delivery.slot } : null,
    _id: keys._id,
    createdAt: fields.createdAt,
    updatedAt: keys.updatedAt,
    payment: { status: 'unpaid', reference: '', paidOn: null, receipts: [] },
    __v: 0,
  };
}

function customerOf(customer: OrderCustomer): OrderCustomer {
  const national = customer.nationalAddress;
  return {
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    address: customer.address,
    zone: customer.zone,
    zoneName: customer.zoneName ?? '',
    zoneNameAr: customer.zoneNameAr ?? '',
    notes: customer.notes ?? '',
    nationalAddress: national
      ? { zone: national.zone, street: national.street, building: national.building, unit: national.unit ?? null }
      : null,
  };
}

function lineOf(line: OrderLine): OrderLine {
  const stored: OrderLine = {
    productId: line.productId ?? '',
    name: line.name,
    nameAr: line.nameAr ?? '',
    slug: line.slug ?? '',
    image: line.image ?? '',
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  };
  // Set only when given, as mongoose does for paths without a default.
  if (line.variantSku !== undefined) stored.variantSku = line.variantSku;
  if (line.variantName !== undefined) stored.variantName = line.variantName;
  if (line.variantNameAr !== undefined) stored.variantNameAr = line.variantNameAr;
  return stored;
}

function historyEntryOf(entry: StatusChange): StatusChange {
  const stored: StatusChange = { status: entry.status, note: entry.note ?? '', at: entry.at };
  if (entry.kind !== undefined) stored.kind = entry.kind;
  if (entry.forCustomer !== undefined) stored.forCustomer = entry.forCustomer;
  if (entry.notified !== undefined) stored.notified = entry.notified;
  if (entry.changeId !== undefined) stored.changeId = entry.changeId;
  return stored;
}
