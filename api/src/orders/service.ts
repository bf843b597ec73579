import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import mongoose, { Types, type Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CATALOG_TAG,
  findOrderableProducts,
  ORDERABLE_TTL_MS,
  lineProduct,
  type CatalogMemo,
  type OrderableProduct,
} from '../catalog/pricing';
import { isFerretdb } from '../db/engine';
import { InsertBatcher } from '../db/insert-batcher';
import { heldUnderKey, releasePlace } from '../delivery/reservations';
import { giveStockBack, stockHeldUnderKey, stockLevelsOf, takeStock } from '../stock/stock';
import { getZoneDeliverySettings } from '../delivery/service';
import { bookAtCheckout } from '../delivery/slots';
import type { DeliveryZone } from '../delivery/model';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { BANK_DETAILS } from './bank-details';
import { newOrderDocument, type NewOrderFields } from './document';
import {
  Order,
  OrderRevisionClaim,
  ORDER_STATUSES,
  type OrderDelivery,
  type OrderLine,
  type OrderPayment,
  type OrderRecord,
  type OrderStatus,
  type StatusChange,
} from './model';
import { startOfQatarDay, shiftDay } from './qatar-days';
import { makeReference } from './reference';
import { unpaidBankTransferFilter } from './sales';
import { DELIVERY_SLOTS } from '@ogulf/contracts';
import type {
  CreateOrderInput,
  DeliveryChoice,
  ListOrdersQuery,
  UpdateOrderInput,
  AdminOrder,
  AdminOrderList,
  OrderView,
} from '@ogulf/contracts';
export type { OrderView, AdminOrder, AdminOrderList } from '@ogulf/contracts';

export interface CreateOrderOptions {
  /**
   * Where products, categories and zones are remembered between orders (the app's read cache,
   * which admin writes to the catalogue invalidate). Without it every order reads them.
   */
  memo?: CatalogMemo;
  now?: Date;
  /**
   * Resolves when the request may write (the order route's overlapping rate limit, which rejects
   * over the limit): awaited before the order's first write, and before any read of the orders.
   * The stock levels are read meanwhile.
   */
  gate?: Promise<void>;
}

export interface PlacedOrder {
  /** The stored order's id. */
  id: string;
  order: OrderView;
  /** False when an earlier request with the same Idempotency-Key had placed it. */
  created: boolean;
  /** True when this request placed it and took counted stock (the shop's stock figures changed). */
  stockTaken?: boolean;
}

/** Orders placed at the same moment are inserted together (`insert-batcher.ts`). */
const orderInserts = new InsertBatcher(Order as unknown as Model<never>);

const MAX_INSERT_ATTEMPTS = 8;
// How long a request that lost the race for its Idempotency-Key waits to see the winner's order.
const KEY_WAIT_STEPS = 20;
const KEY_WAIT_MS = 25;
/** The read-cache tag of orders: every order write invalidates it (`ORDERS_CACHE_TAG` in routes). */
const ORDERS_TAG = 'orders';
/**
 * How long the overview's order figures and a list's total may be reused. Every order write
 * through the API (on any instance) invalidates them; this only bounds changes made around the
 * API. Counted from the start of the read, so it must be well over what one read can take: with
 * 50,000 orders on FerretDB a count took about a minute, and a 30 s TTL had expired before it ended.
 */
const ORDER_FIGURES_TTL_MS = 5 * 60_000;
// A revision claim older than this belongs to a writer that died between its claim and its write.
const CLAIM_STALE_MS = 10_000;
// How often a writer waiting for another's claim looks whether it is gone (plus up to as much jitter).
const CLAIM_POLL_MS = 10;
// A change that could not take a revision in this time is refused (503) rather than kept waiting.
const REVISION_TIMEOUT_MS = 20_000;

/**
 * Places an order. Every line is priced from the catalogue as it is now and the zone's fee is
 * added unless the subtotal reaches the zone's free-delivery threshold. The order is one
 * document, inserted once: it exists whole or not at all, and the reply comes only after the
 * database acknowledged it.
 *
 * With an Idempotency-Key, the unique index on the key decides which of several simultaneous
 * requests places the order; the others read it and answer it again. The same key with another
 * body is refused (409 `IDEMPOTENCY_KEY_REUSED`).
 */
export async function createOrder(
  input: CreateOrderInput,
  idempotencyKey?: string,
  { memo, now = new Date(), gate = Promise.resolve() }: CreateOrderOptions = {},
): Promise<PlacedOrder> {
  // Resolves at once after the first call; the first waits for the unique indexes to exist.
  await Order.init();
  const requestHash = hashRequest(input);
  let zone: DeliveryZone;
  let items: PricedLine[];
  try {
    [zone, items] = await Promise.all([findZone(input.customer.zone, memo), priceLines(input.items, memo)]);
  } catch (error) {
    // A retry whose first attempt succeeded gets that order even if a product or zone has gone
    // since. Looking the key up only here keeps that lookup off every first attempt.
    await gate;
    const earlier = idempotencyKey === undefined ? null : await Order.findOne({ idempotencyKey }).lean<OrderRecord>();
    if (earlier) return replay(earlier, requestHash);
    throw error;
  }
  const subtotal = sumMoney(items.map((line) => line.lineTotal));
  const deliveryFee = subtotal >= zone.freeDeliveryThreshold ? 0 : zone.fee;
  const fields = {
    requestHash,
    status: 'pending' as const,
    paymentMethod: input.paymentMethod,
    language: input.language,
    customer: { ...input.customer, zoneName: zone.name, zoneNameAr: zone.nameAr },
    items: items.map(({ availability: _availability, ...line }) => line),
    subtotal,
    deliveryFee,
    total: sumMoney([subtotal, deliveryFee]),
    currency: 'QAR' as const,
    estimatedDeliveryDays: items.every((line) => line.availability === 'in-stock') ? zone.leadTimeDays : null,
    statusHistory: [{ status: 'pending' as const, note: '', at: now }],
    adminNotes: '',
    delivery: input.delivery ?? null,
    // The first history entry and the order share one moment (mongoose keeps a given createdAt).
    createdAt: now,
  };

  // Zod validated the body and the service priced it: the document needs no second validation.
  return storeOrder(fields, zone, input.delivery, requestHash, idempotencyKey, now, { gate, validate: false });
}

/** Books the delivery place (if a slot was picked) and inserts the order; shared by every way an order is placed. */
async function storeOrder(
  fields: NewOrderFields,
  zone: DeliveryZone,
  delivery: DeliveryChoice | undefined,
  requestHash: string,
  idempotencyKey: string | undefined,
  now: Date,
  { gate = Promise.resolve(), validate }: { gate?: Promise<void>; validate: boolean },
): Promise<PlacedOrder> {
  // The order's id is made first: the delivery place is booked in its name before the insert.
  const _id = new Types.ObjectId();
  // Counted lines take their units in the order's name (all or none: see api/src/stock). Their
  // stock levels are read while the gate (the rate limit's slot) is decided: a read, beside an
  // insert, costs no extra round trip; nothing is written before the gate opens.
  const counted = fields.items.filter((line) => line.productId !== '');
  const levels = stockLevelsOf(counted);
  levels.catch(() => undefined);
  await gate;
  let place: string | null = null;
  if (delivery) {
    try {
      place = await bookAtCheckout(zone, delivery, { orderId: String(_id), key: idempotencyKey ?? '' }, now);
    } catch (error) {
      // A retry of an order that took the slot's last place gets that order, not a 409; so does
      // a twin sent at the same moment whose sibling holds the place, once the sibling's order is
      // in. The place held under the key says so (a small collection); the orders, which FerretDB
      // reads whole for a key, are looked up only then.
      if (idempotencyKey !== undefined && (await heldUnderKey(idempotencyKey))) {
        const earlier = await findByKey(idempotencyKey, true);
        if (earlier) return replay(earlier, requestHash);
      }
      throw error;
    }
  }
  let stored = false;
  let stockTaken = false;
  try {
    try {
      stockTaken = await takeStock(counted, { orderId: String(_id), key: idempotencyKey ?? '' }, await levels);
    } catch (error) {
      // As for the delivery place: a retry (or twin) whose sibling took the last units gets that order.
      if (idempotencyKey !== undefined && (await stockHeldUnderKey(idempotencyKey))) {
        const earlier = await findByKey(idempotencyKey, true);
        if (earlier) return replay(earlier, requestHash);
      }
      throw error;
    }
    const placed = await insertOrder(fields, _id, requestHash, idempotencyKey, now, validate, () => {
      stored = true;
    });
    return placed.created ? { ...placed, stockTaken } : placed;
  } finally {
    // The place of an order that was not stored (the insert failed, or another request with the
    // same Idempotency-Key placed it: a replay must not hold a second place) is given back. If
    // even that fails the place stays taken: the slot offers one place fewer, never one too many.
    // Its stock units likewise (a replay takes nothing twice).
    if (!stored && place !== null) await releasePlace(place).catch(() => undefined);
    if (!stored) await giveStockBack(String(_id)).catch(() => undefined);
  }
}

/** A line priced by the caller (a quotation's): `productId` '' for a free line. */
export type GivenLine = Omit<OrderLine, 'lineTotal'>;

/** An order whose prices were agreed beforehand (an accepted quotation), not taken from the catalogue. */
export interface PricedOrderInput {
  customer: Omit<CreateOrderInput['customer'], 'nationalAddress'> & {
    nationalAddress?: CreateOrderInput['customer']['nationalAddress'];
  };
  lines: readonly GivenLine[];
  deliveryFee: number;
  paymentMethod: CreateOrderInput['paymentMethod'];
  language: CreateOrderInput['language'];
  delivery?: DeliveryChoice;
  /** The first history entry's note (internal), e.g. which quotation it came from. */
  note: string;
}

/**
 * Places an order at the given prices, through the checkout's insert path (delivery booking,
 * group insert, unique Idempotency-Key), exactly once per key: every call with the same key
 * answers the one order, whatever else it says (a quotation accepted from two tabs with two
 * payment methods is still one order, the first). The zone is checked; the catalogue is not:
 * free lines and products since withdrawn are sold at the agreed price. Mails are the caller's.
 */
export async function placePricedOrder(
  input: PricedOrderInput,
  idempotencyKey: string,
  { memo, now = new Date() }: CreateOrderOptions = {},
): Promise<PlacedOrder> {
  await Order.init();
  // One hash per key: a later call never counts as "the same key with another body".
  const requestHash = createHash('sha256').update(`priced:${idempotencyKey}`).digest('hex');
  let zone: DeliveryZone;
  try {
    zone = await findZone(input.customer.zone, memo);
  } catch (error) {
    // As in createOrder: the key is looked up only on a refusal (a scan of the orders on FerretDB).
    const earlier = await Order.findOne({ idempotencyKey }).lean<OrderRecord>();
    if (earlier) return replay(earlier, requestHash);
    throw error;
  }
  const items = input.lines.map((line) => ({ ...line, lineTotal: fromFils(toFils(line.unitPrice) * line.quantity) }));
  const subtotal = sumMoney(items.map((line) => line.lineTotal));
  const fields: NewOrderFields = {
    requestHash,
    status: 'pending',
    paymentMethod: input.paymentMethod,
    language: input.language,
    customer: { ...input.customer, zoneName: zone.name, zoneNameAr: zone.nameAr },
    items,
    subtotal,
    deliveryFee: input.deliveryFee,
    total: sumMoney([subtotal, input.deliveryFee]),
    currency: 'QAR',
    // Agreed goods are often made to order: the shop confirms the day.
    estimatedDeliveryDays: null,
    statusHistory: [{ status: 'pending', note: input.note, at: now }],
    adminNotes: '',
    delivery: input.delivery ?? null,
    createdAt: now,
  };
  return storeOrder(fields, zone, input.delivery, requestHash, idempotencyKey, now, { validate: true });
}

async function insertOrder(
  fields: NewOrderFields,
  _id: Types.ObjectId,
  requestHash: string,
  idempotencyKey: string | undefined,
  now: Date,
  validate: boolean,
  onStored: () => void,
): Promise<PlacedOrder> {
  // Insert first: the unique index on the key, not a prior read, decides which request places
  // the order; a retry of a placed order lands in the duplicate-key branch and answers it.
  for (let attempt = 0; attempt < MAX_INSERT_ATTEMPTS; attempt += 1) {
    try {
      // The stored document, built once as a plain object (document.ts), is inserted with the
      // other requests' orders of the moment in one unordered insertMany (group commit: FerretDB
      // writes one statement at a time); the unique indexes still decide for each order alone.
      const record = newOrderDocument(fields, {
        _id,
        orderNumber: makeReference('OG', now),
        token: orderToken(_id),
        idempotencyKey: idempotencyKey ?? `auto:${randomBytes(12).toString('base64url')}`,
        updatedAt: now,
      });
      // Agreed prices (a quotation's) did not come through the checkout's schema: mongoose checks them.
      if (validate) await new Order(record).validate();
      await orderInserts.insert(record as unknown as Record<string, unknown>);
      onStored();
      return { id: String(_id), order: toOrderView(record), created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either another request with the same key got there first, or the order number (or
      // token) was taken: then the loop draws new ones.
      if (idempotencyKey !== undefined) {
        const winner = await findByKey(idempotencyKey, duplicateIndexIs(error, 'idempotencyKey'));
        if (winner) return replay(winner, requestHash);
      }
    }
  }
  throw new Error(`Could not store the order: ${MAX_INSERT_ATTEMPTS} order numbers in a row were taken`);
}

/** The order with this token, as its shopper sees it; 404 `ORDER_NOT_FOUND` otherwise. */
export async function getOrderByToken(token: string): Promise<OrderView> {
  return toOrderView(await findOrderByToken(token));
}

/** The stored order with this token; 404 `ORDER_NOT_FOUND` otherwise. */
export async function findOrderByToken(token: string): Promise<OrderRecord> {
  const id = orderIdOfToken(token);
  // Tokens made before they carried the id (32 characters) are still looked up by token.
  const record = await (id ? Order.findById(id) : Order.findOne({ token })).lean<OrderRecord>();
  if (!record || !sameText(record.token, token)) throw orderNotFound();
  return record;
}

const TOKEN_ID_BYTES = 12;
const TOKEN_SECRET_BYTES = 24;

/**
 * The confirmation token of the order `id`: its 12 id bytes and 192 random bits, as 48 base64url
 * characters. FerretDB 1.x answers a query by `_id` alone without decoding every order, but scans
 * them all for any other field: with 10,000 orders a lookup by token took ~2.2 s and by `_id`
 * 0.1-0.2 s (it reads the table from the oldest row up to the order). The id is no secret (the admin's URLs carry it); the random part is the key.
 */
export function orderToken(id: Types.ObjectId): string {
  return Buffer.concat([id.id, randomBytes(TOKEN_SECRET_BYTES)]).toString('base64url');
}

/** The id a token made by `orderToken` carries, or null for a token of another shape. */
export function orderIdOfToken(token: string): Types.ObjectId | null {
  if (token.length !== ((TOKEN_ID_BYTES + TOKEN_SECRET_BYTES) * 4) / 3) return null;
  return new Types.ObjectId(Buffer.from(token, 'base64url').subarray(0, TOKEN_ID_BYTES));
}

/** Compares a stored secret (a token, a phone) with a given one in constant time. */
export function sameText(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A page of orders, newest first, optionally of one status and matching a search. */
export async function listOrders(query: ListOrdersQuery, memo?: CatalogMemo): Promise<AdminOrderList> {
  const filter: Record<string, unknown> = {};
  if (query.status !== undefined) filter['status'] = query.status;
  const placed = placedBetween(query.from, query.to);
  if (placed.$gte || placed.$lt) filter['createdAt'] = mongoose.trusted(placed);
  if (query.payment === 'unpaid-bank-transfer') Object.assign(filter, unpaidBankTransferFilter(query.status));
  if (query.q) {
    const text = literal(query.q);
    const anyOf: Array<Record<string, RegExp>> = [
      { orderNumber: text },
      { 'customer.name': text },
      { 'customer.email': text },
      { 'customer.phone': text },
    ];
    // Phones are stored as +974 and 8 digits: "5512 3456" and "5512-3456" find them too.
    const digits = query.q.replace(/[\s()-]/g, '');
    if (digits !== query.q && /^\+?\d+$/.test(digits)) anyOf.push({ 'customer.phone': literal(digits) });
    filter['$or'] = anyOf;
  }
  // The total is counted once per filter until an order changes: on FerretDB a count reads
  // every order, and paging through a list asked for it again on every page. Without a search it
  // comes from the order directory there, the pass the overview's figures are made of.
  const count = async (): Promise<number> => {
    if (query.q || query.payment || !(await isFerretdb())) return Order.countDocuments(filter).exec();
    const { newestFirst, byStatus } = await orderDirectory(memo);
    if (placed.$gte || placed.$lt)
      return newestFirst.filter(
        (order) =>
          (query.status === undefined || order.status === query.status) &&
          (!placed.$gte || order.createdAt >= placed.$gte) &&
          (!placed.$lt || order.createdAt < placed.$lt),
      ).length;
    return query.status === undefined ? newestFirst.length : byStatus[query.status];
  };
  const countKey = `list-total ${JSON.stringify({ status: query.status ?? null, q: query.q ?? '', from: query.from ?? '', to: query.to ?? '', payment: query.payment ?? '' })}`;
  const [records, total] = await Promise.all([
    Order.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<OrderRecord[]>(),
    memo ? memo.remember(ORDERS_TAG, countKey, ORDER_FIGURES_TTL_MS, count) : count(),
  ]);
  return {
    items: records.map(toAdminOrder),
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(total / query.limit),
  };
}

/** One order by id (admin); 404 `ORDER_NOT_FOUND` otherwise. */
export async function getOrder(id: string): Promise<AdminOrder> {
  const record = await Order.findById(id).lean<OrderRecord>();
  if (!record) throw orderNotFound();
  return toAdminOrder(record);
}

/**
 * Changes the customer's contact details or the admin's notes. Prices, items and the delivery
 * fee stay as they were charged; a new zone only changes where the order goes. Written as the
 * order's next revision, so it cannot undo a status change made at the same moment.
 */
export async function updateOrder(id: string, input: UpdateOrderInput): Promise<AdminOrder> {
  const set: Record<string, string> = {};
  for (const [field, value] of Object.entries(input.customer ?? {})) {
    if (value !== undefined) set[`customer.${field}`] = value;
  }
  if (input.customer?.zone !== undefined) {
    const zone = await findZone(input.customer.zone);
    set['customer.zoneName'] = zone.name;
    set['customer.zoneNameAr'] = zone.nameAr;
  }
  if (input.adminNotes !== undefined) set['adminNotes'] = input.adminNotes;
  if (Object.keys(set).length === 0) return getOrder(id);
  return toAdminOrder(await reviseOrder(id, () => ({ $set: set })));
}

/** One write to an order: fields to set and, for a history entry, the entry to append. */
export interface OrderUpdate {
  $set: Record<string, unknown>;
  $push?: { statusHistory: StatusChange };
}

/**
 * Writes `change(current)` as the order's next revision and answers the order read back.
 *
 * FerretDB 1.x applies an update by reading the document and writing it back whole, so two
 * updates of one order at the same moment keep only one of them (ten parallel `$push`es kept one
 * history entry). Here a writer first inserts the claim `<id>:<revision + 1>`: an insert against
 * the unique `_id` is atomic on both engines, so exactly one writer holds each revision. The
 * others wait until the claim is gone (the holder deletes it after writing), read the order again
 * and claim the revision after. The write itself is also conditional on the revision (atomic on
 * MongoDB). A claim older than `CLAIM_STALE_MS` is taken over, so a writer that died between its
 * claim and its write blocks the order for seconds, not for good. Before answering, `kept(order)`
 * checks that the change is in what was read back; when it is not, the change is made again.
 */
export async function reviseOrder(
  id: string,
  change: (current: OrderRecord) => OrderUpdate,
  kept: (stored: OrderRecord) => boolean = () => true,
): Promise<OrderRecord> {
  const deadline = Date.now() + REVISION_TIMEOUT_MS;
  for (;;) {
    const current = await Order.findById(id).lean<OrderRecord>();
    if (!current) throw orderNotFound();
    const revision = current.revision ?? 0;
    const claimId = `${id}:${revision + 1}`;
    if (!(await claimRevision(claimId, deadline))) continue;
    let written = false;
    try {
      const update = change(current);
      const result = await Order.updateOne(
        // `null` also matches an order placed before revisions were counted.
        { _id: id, revision: current.revision ?? null },
        { ...update, $set: { ...update.$set, revision: revision + 1 } },
      );
      written = result.matchedCount === 1;
    } finally {
      // Let the next writer in; a claim that cannot be deleted now is taken over once stale.
      await OrderRevisionClaim.deleteOne({ _id: claimId }).catch(() => undefined);
    }
    if (!written) continue; // deleted meanwhile (the next read says 404) or the claim was taken over
    const stored = await Order.findById(id).lean<OrderRecord>();
    if (!stored) throw orderNotFound();
    if (kept(stored)) return stored;
  }
}

/**
 * Inserts the claim and answers true; when another writer holds it, waits until that claim is
 * gone (deleting it once stale) and answers false, so the caller reads the order again.
 */
export async function claimRevision(claimId: string, deadline: number): Promise<boolean> {
  try {
    await OrderRevisionClaim.create({ _id: claimId, at: new Date() });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  for (;;) {
    if (Date.now() > deadline)
      throw new AppError(503, 'ORDER_BUSY', 'The order is being changed by someone else; please try again');
    await sleep(CLAIM_POLL_MS + randomInt(CLAIM_POLL_MS));
    const holder = await OrderRevisionClaim.findById(claimId).lean();
    if (!holder) return false;
    if (Date.now() - holder.at.getTime() > CLAIM_STALE_MS) {
      await OrderRevisionClaim.deleteOne({ _id: claimId, at: holder.at });
      return false;
    }
  }
}

/** Deletes an order for good; 404 `ORDER_NOT_FOUND` when there is none. */
export async function deleteOrder(id: string): Promise<void> {
  const result = await Order.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw orderNotFound();
}

/** The moments of a span of Qatar days (`YYYY-MM-DD`, both included; either may be open). */
function placedBetween(from: string | undefined, to: string | undefined): { $gte?: Date; $lt?: Date } {
  const span: { $gte?: Date; $lt?: Date } = {};
  if (from) span.$gte = startOfQatarDay(from);
  if (to) span.$lt = startOfQatarDay(shiftDay(to, 1));
  return span;
}

export interface OrderStatistics {
  total: number;
  byStatus: Record<OrderStatus, number>;
  recent: AdminOrder[];
}

const RECENT_ORDERS = 5;

/**
 * Orders in total, per status, and the 5 newest; remembered (with a memo) until an order changes.
 *
 * MongoDB answers the six counts and the newest five from its indexes. FerretDB 1.x decodes every
 * order for each of those seven queries (with 10,000 orders about 5 s each, ~28 s for the six
 * counts side by side), so there the figures come from the order directory (one pass over the
 * status and date of every order), and the five newest are read by `_id`, the one lookup it
 * answers without decoding every order.
 */
export async function orderStatistics(memo?: CatalogMemo): Promise<OrderStatistics> {
  const read = async (): Promise<OrderStatistics> =>
    (await isFerretdb()) ? statisticsFromDirectory(memo) : statisticsFromIndexes();
  return memo ? memo.remember(ORDERS_TAG, 'statistics', ORDER_FIGURES_TTL_MS, read) : read();
}

async function statisticsFromIndexes(): Promise<OrderStatistics> {
  const [total, counts, recent] = await Promise.all([
    Order.countDocuments(),
    Promise.all(ORDER_STATUSES.map((status) => Order.countDocuments({ status }))),
    Order.find().sort({ createdAt: -1, _id: -1 }).limit(RECENT_ORDERS).lean<OrderRecord[]>(),
  ]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, counts[index] ?? 0])) as Record<
    OrderStatus,
    number
  >;
  return { total, byStatus, recent: recent.map(toAdminOrder) };
}

interface OrderSummary {
  _id: Types.ObjectId;
  status: OrderStatus;
  createdAt: Date;
}

interface OrderDirectory {
  /** Every order, newest first (createdAt, then _id, as the list sorts). */
  newestFirst: OrderSummary[];
  byStatus: Record<OrderStatus, number>;
}

/**
 * FerretDB only: the id, status and date of every order, newest first, read in one pass and
 * remembered (with a memo) until an order changes. The overview's figures and the list's totals
 * come from it. About 100 bytes an order: 5 MB for 50,000. (Pages read from it by `_id` were
 * tried and were no faster than the sorted query: FerretDB finds the newest orders last.)
 */
function orderDirectory(memo?: CatalogMemo): Promise<OrderDirectory> {
  const read = async (): Promise<OrderDirectory> => {
    const newestFirst = await Order.find({}, { status: 1, createdAt: 1 }).lean<OrderSummary[]>();
    newestFirst.sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (String(b._id) < String(a._id) ? -1 : String(b._id) > String(a._id) ? 1 : 0),
    );
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
    for (const { status } of newestFirst) if (status in byStatus) byStatus[status] += 1;
    return { newestFirst, byStatus };
  };
  return memo ? memo.remember(ORDERS_TAG, 'directory', ORDER_FIGURES_TTL_MS, read) : read();
}

async function statisticsFromDirectory(memo?: CatalogMemo): Promise<OrderStatistics> {
  const { newestFirst, byStatus } = await orderDirectory(memo);
  const recent = await Promise.all(
    newestFirst.slice(0, RECENT_ORDERS).map(({ _id }) => Order.findById(_id).lean<OrderRecord>()),
  );
  return {
    total: newestFirst.length,
    byStatus: { ...byStatus },
    recent: recent.filter((record) => record !== null).map(toAdminOrder),
  };
}

async function findZone(key: string, memo?: CatalogMemo): Promise<DeliveryZone> {
  // Zones share the catalogue's tag: the zone admin route invalidates it.
  const { zones } = await (memo
    ? memo.remember(CATALOG_TAG, 'zone-delivery-settings', ORDERABLE_TTL_MS, getZoneDeliverySettings)
    : getZoneDeliverySettings());
  const zone = zones.find((candidate) => candidate.key === key);
  if (!zone)
    throw new ValidationError('Request validation failed', [
      { path: 'customer.zone', message: 'Unknown delivery zone' },
    ]);
  return zone;
}

type PricedLine = OrderLine & { availability: string };

/** Prices each line from the catalogue; 422 when a product cannot be ordered. */
async function priceLines(lines: CreateOrderInput['items'], memo?: CatalogMemo): Promise<PricedLine[]> {
  const products = await findOrderableProducts(
    lines.map((line) => line.productId),
    memo,
  );
  const unavailable = lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (unavailable.length > 0) {
    throw new AppError(422, 'PRODUCT_UNAVAILABLE', 'Some products are no longer available', {
      details: { productIds: unavailable },
    });
  }
  const unknownVariants = lines.filter((line) => {
    const variants = products.get(line.productId)!.variants;
    return line.variantSku === undefined
      ? variants.length > 0
      : !variants.some((variant) => variant.sku === line.variantSku);
  });
  if (unknownVariants.length > 0) {
    // A product with variants is sold as one of them: without a SKU there is no price or stock to take.
    const missing = unknownVariants.every((line) => line.variantSku === undefined);
    throw new AppError(
      400,
      missing ? 'VARIANT_REQUIRED' : 'VARIANT_UNKNOWN',
      missing ? "Choose one of the product's variants" : 'That variant does not exist for this product',
      { details: unknownVariants.map((line) => ({ productId: line.productId, variantSku: line.variantSku ?? '' })) },
    );
  }
  const quoteOnly = lines
    .filter((line) => {
      const product = products.get(line.productId)!;
      return priceOf(product, line.variantSku) === null || product.contactForQuote;
    })
    .map((line) => line.productId);
  if (quoteOnly.length > 0) {
    throw new AppError(422, 'QUOTE_ONLY', 'Some products are sold on quotation: request a quote for them', {
      details: { productIds: quoteOnly },
    });
  }
  return lines.map((line) => {
    const product = products.get(line.productId)!;
    const unitPrice = priceOf(product, line.variantSku) ?? 0;
    const variant = product.variants.find((candidate) => candidate.sku === line.variantSku);
    return {
      ...lineProduct(product, variant),
      image: variant?.image || product.image,
      unitPrice,
      quantity: line.quantity,
      lineTotal: fromFils(toFils(unitPrice) * line.quantity),
      availability: product.availability,
    };
  });
}

/** The price of the product, or of its variant when one is named (the caller checked it exists); null: on request. */
function priceOf(product: OrderableProduct, variantSku: string | undefined): number | null {
  if (variantSku === undefined) return product.price;
  return product.variants.find((variant) => variant.sku === variantSku)?.price ?? null;
}

function replay(record: OrderRecord, requestHash: string): PlacedOrder {
  if (record.requestHash !== requestHash) {
    throw new ConflictError('This Idempotency-Key was already used for a different order', {
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  }
  return { id: String(record._id), order: toOrderView(record), created: false };
}

/**
 * The order stored under `key`. Right after a duplicate-key error on the key the winner's insert
 * may not be readable yet on every engine, so then it is read a few more times before giving up.
 */
async function findByKey(key: string, wait: boolean): Promise<OrderRecord | null> {
  for (let step = 0; ; step += 1) {
    const record = await Order.findOne({ idempotencyKey: key }).lean<OrderRecord>();
    if (record || !wait || step >= KEY_WAIT_STEPS) return record;
    await sleep(KEY_WAIT_MS);
  }
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Whether a duplicate-key error names this field's index (MongoDB's `keyPattern`, or the message). */
function duplicateIndexIs(error: unknown, field: string): boolean {
  const { keyPattern, message } = error as { keyPattern?: Record<string, unknown>; message?: unknown };
  if (keyPattern && field in keyPattern) return true;
  return typeof message === 'string' && message.includes(`${field}_1`);
}

/** SHA-256 of the body with keys sorted and lines in product order: the same order, the same hash. */
function hashRequest(input: CreateOrderInput): string {
  const lines = [...input.items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return createHash('sha256')
    .update(canonicalJson({ ...input, items: lines }))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Money is added in fils (hundredths of a riyal) so that sums never drift. */
function toFils(amount: number): number {
  return Math.round(amount * 100);
}

function fromFils(fils: number): number {
  return fils / 100;
}

function sumMoney(amounts: readonly number[]): number {
  return fromFils(amounts.reduce((sum, amount) => sum + toFils(amount), 0));
}

/** `text` as a case-insensitive pattern matching it literally. */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

export function orderNotFound(): NotFoundError {
  return new NotFoundError('No such order', { code: 'ORDER_NOT_FOUND' });
}

export function toOrderView(record: OrderRecord): OrderView {
  const { name, phone, email, address, zone, zoneName, zoneNameAr, notes, nationalAddress } = record.customer;
  const payment = paymentOf(record);
  return {
    orderNumber: record.orderNumber,
    token: record.token,
    status: record.status,
    paymentMethod: record.paymentMethod,
    createdAt: record.createdAt.toISOString(),
    language: record.language,
    customer: {
      name,
      phone,
      email,
      address,
      zone,
      zoneName,
      zoneNameAr,
      notes,
      nationalAddress: nationalAddress
        ? {
            zone: nationalAddress.zone,
            street: nationalAddress.street,
            building: nationalAddress.building,
            unit: nationalAddress.unit ?? null,
          }
        : null,
    },
    items: record.items.map((line) => ({
      productId: line.productId,
      name: line.name,
      nameAr: line.nameAr,
      slug: line.slug,
      image: line.image,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      variantSku: line.variantSku ?? '',
      variantName: line.variantName ?? '',
      variantNameAr: line.variantNameAr ?? '',
    })),
    subtotal: record.subtotal,
    deliveryFee: record.deliveryFee,
    total: record.total,
    currency: 'QAR',
    bankDetails: record.paymentMethod === 'bank-transfer' ? { ...BANK_DETAILS } : null,
    estimatedDeliveryDays: record.estimatedDeliveryDays ?? null,
    timeline: customerTimeline(record.statusHistory ?? []),
    payment: {
      status: payment.status,
      reference: payment.reference,
      paidOn: payment.paidOn,
      receipts: payment.receipts.map((receipt) => ({
        id: receipt.id,
        fileName: receipt.fileName,
        contentType: receipt.contentType,
        size: receipt.size,
        uploadedAt: receipt.uploadedAt.toISOString(),
        status: receipt.status,
        reason: receipt.reason,
      })),
    },
    delivery: deliveryBooking(record.delivery),
    invoiceAvailable: invoiceAvailable(record),
  };
}

/** The order's payment; orders placed before payments were tracked read as unpaid. */
export function paymentOf(record: Pick<OrderRecord, 'payment'>): OrderPayment {
  return record.payment ?? { status: 'unpaid', reference: '', paidOn: null, receipts: [] };
}

/** Paid orders and delivered ones (paid on delivery) have an invoice. */
export function invoiceAvailable(record: Pick<OrderRecord, 'payment' | 'status'>): boolean {
  return paymentOf(record).status === 'paid' || record.status === 'delivered';
}

/** What the customer follows: every status change, and the notes meant for them. */
export function customerTimeline(history: readonly StatusChange[]): OrderView['timeline'] {
  return history
    .filter((entry) => (entry.kind ?? 'status') === 'status' || entry.forCustomer === true)
    .map((entry) => ({
      kind: entry.kind ?? 'status',
      status: entry.status,
      at: entry.at.toISOString(),
      note: entry.forCustomer === true ? entry.note : '',
    }));
}

/** The booked day and slot with the slot's hours. */
export function deliveryBooking(delivery: OrderDelivery | null | undefined): OrderView['delivery'] {
  if (!delivery) return null;
  const slot = DELIVERY_SLOTS.find((candidate) => candidate.id === delivery.slot);
  return slot ? { date: delivery.date, slot: slot.id, start: slot.start, end: slot.end } : null;
}

export function toAdminOrder(record: OrderRecord): AdminOrder {
  const { token: _token, ...view } = toOrderView(record);
  return {
    id: String(record._id),
    ...view,
    statusHistory: (record.statusHistory ?? []).map(({ kind, status, note, at, notified }) => ({
      kind: kind ?? 'status',
      status,
      note,
      at: at.toISOString(),
      notified: notified === true,
    })),
    adminNotes: record.adminNotes ?? '',
    updatedAt: record.updatedAt.toISOString(),
  };
}
