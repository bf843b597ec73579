import { trusted, Types } from 'mongoose';
import { findOrderableProducts, type CatalogMemo } from '../catalog/pricing';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { QuoteRequest, type QuoteRequestRecord } from '../messages/model';
import { Order, type OrderRecord } from '../orders/model';
import { makeReference } from '../orders/reference';
import { orderToken, placePricedOrder, toOrderView, type GivenLine, type PlacedOrder } from '../orders/service';
import { qatarDay } from '../orders/workflow';
import {
  QUOTATION_LIMITS,
  QUOTE_PATH,
  qatarPhone,
  type AcceptQuotationInput,
  type AdminQuotation,
  type AdminQuotationList,
  type CustomerQuotation,
  type OrderView,
  type QuotationDraftInput,
  type QuotationListQuery,
  type QuotationStatus,
} from '@ogulf/contracts';
import { safeParse } from 'zod/mini';
import { Quotation, type QuotationLine, type QuotationRecord } from './model';
import { pricedLine, quotationTotals } from './pricing';
import { findQuotation, findQuotationByToken, writeQuotation, type QuotationChange } from './store';
import { pageOf } from '../http/paging';

const MAX_INSERT_ATTEMPTS = 8;
const DAY_MS = 86_400_000;

/** Statuses a customer may still accept from (unless past `validUntil`). */
const OPEN: ReadonlySet<QuotationRecord['status']> = new Set(['sent', 'changes-requested']);

/** The Qatar day `days` after `now`'s. */
function dayAfter(now: Date, days: number): string {
  return qatarDay(new Date(now.getTime() + days * DAY_MS));
}

/** Past its last valid day (Qatar): a sent quotation can no longer be accepted. */
export function isExpired(record: Pick<QuotationRecord, 'validUntil'>, now: Date): boolean {
  return record.validUntil < qatarDay(now);
}

/** The status as read: an open quotation past its day is `expired` (never stored). */
export function effectiveStatus(record: Pick<QuotationRecord, 'status' | 'validUntil'>, now: Date): QuotationStatus {
  return OPEN.has(record.status) && isExpired(record, now) ? 'expired' : record.status;
}

// ---------------------------------------------------------------------------------------------
// The admin's side
// ---------------------------------------------------------------------------------------------

/**
 * A new draft (version 1): from a quote request, its customer and lines priced from the
 * catalogue as it is now (products on request at 0, products gone since as free lines under
 * their old names), or blank. Valid for `defaultValidDays` from today.
 */
export async function createQuotation(
  requestId: string | undefined,
  { now, memo }: { now: Date; memo?: CatalogMemo },
): Promise<QuotationRecord> {
  await Quotation.init();
  const request = requestId === undefined ? null : await QuoteRequest.findById(requestId).lean<QuoteRequestRecord>();
  if (requestId !== undefined && !request)
    throw new NotFoundError('No such quote request', { code: 'QUOTE_REQUEST_NOT_FOUND' });
  const products = request
    ? await findOrderableProducts(
        request.items.map((item) => item.productId),
        memo,
      )
    : null;
  const lines: QuotationLine[] = (request?.items ?? []).map((item) => {
    const product = products?.get(item.productId);
    const variant = product?.variants.find((candidate) => candidate.sku === item.variantSku);
    return pricedLine(
      {
        productId: product ? product.id : null,
        // The variant asked about is named on the line: the quotation has no variant field of its own.
        name: withVariant(product?.name ?? item.name, item.variantName),
        nameAr: withVariant(product?.nameAr ?? item.nameAr, item.variantNameAr || item.variantName),
        description: '',
        quantity: Math.min(item.quantity, QUOTATION_LIMITS.maxQuantity),
        unitPrice: (variant ? variant.price : product?.price) ?? 0,
        discountPercent: 0,
      },
      product ?? null,
    );
  });
  const charges = { deliveryCharge: 0, installationCharge: 0 };
  const fields = {
    version: 1,
    status: 'draft' as const,
    language: request?.language ?? ('en' as const),
    customer: {
      name: request?.name ?? '',
      company: request?.company ?? '',
      email: request?.email ?? '',
      phone: request?.phone ?? '',
      address: '',
    },
    requestId: request ? request._id : null,
    requestReference: request ? request.reference : null,
    lines,
    ...charges,
    ...quotationTotals(lines, charges),
    validUntil: dayAfter(now, QUOTATION_LIMITS.defaultValidDays),
    terms: '',
    notes: '',
    revision: 0,
  };
  for (let attempt = 1; ; attempt += 1) {
    const _id = new Types.ObjectId();
    try {
      return await insertQuotation({
        ...fields,
        _id,
        number: makeReference('QT', now),
        token: orderToken(_id),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // The number of the day was taken: draw another.
      if ((error as { code?: unknown } | null)?.code !== 11000 || attempt >= MAX_INSERT_ATTEMPTS) throw error;
    }
  }
}

/** Stores a new version; its times are the caller's clock (tests move it), which mongoose keeps. */
async function insertQuotation(
  fields: Omit<QuotationRecord, 'sentAt' | 'acceptedAt' | 'orderId' | 'orderNumber' | 'changeRequests'>,
): Promise<QuotationRecord> {
  return (await Quotation.create(fields)).toObject<QuotationRecord>();
}

/** `text` as a case-insensitive pattern matching it literally. */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/**
 * A page of quotations, newest first. `expired` and the open statuses are told apart by
 * `validUntil`; superseded versions are left out unless asked for (each revision is listed once,
 * as its newest version).
 */
export async function listQuotations(query: QuotationListQuery, now: Date): Promise<AdminQuotationList> {
  const today = qatarDay(now);
  const filter: Record<string, unknown> = {};
  if (query.status === undefined) filter['status'] = trusted({ $ne: 'superseded' });
  else if (query.status === 'expired')
    Object.assign(filter, { status: trusted({ $in: [...OPEN] }), validUntil: trusted({ $lt: today }) });
  else if (OPEN.has(query.status as QuotationRecord['status']))
    Object.assign(filter, { status: query.status, validUntil: trusted({ $gte: today }) });
  else filter['status'] = query.status;
  if (query.q) {
    const text = literal(query.q);
    filter['$or'] = ['number', 'customer.name', 'customer.company', 'customer.email', 'customer.phone'].map(
      (field) => ({ [field]: text }),
    );
  }
  const [records, total] = await Promise.all([
    Quotation.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<QuotationRecord[]>(),
    Quotation.countDocuments(filter).exec(),
  ]);
  return pageOf(
    records.map((record) => ({
      id: String(record._id),
      number: record.number,
      version: record.version,
      status: effectiveStatus(record, now),
      customerName: record.customer.name,
      company: record.customer.company,
      email: record.customer.email,
      total: record.total,
      validUntil: record.validUntil,
      requestId: record.requestId ? String(record.requestId) : null,
      orderNumber: record.orderNumber ?? null,
      sentAt: record.sentAt?.toISOString() ?? null,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    })),
    total,
    query,
  );
}

/** Replaces a draft's content; 409 `QUOTATION_NOT_DRAFT` once sent. Totals are computed here. */
export async function updateDraft(
  id: string,
  input: QuotationDraftInput,
  { now, memo }: { now: Date; memo?: CatalogMemo },
): Promise<QuotationRecord> {
  checkValidUntil(input.validUntil, now);
  const productIds = input.lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const products = await findOrderableProducts(productIds, memo);
  const unknown = [...new Set(productIds.filter((productId) => !products.has(productId)))];
  if (unknown.length > 0)
    throw new AppError(422, 'PRODUCT_UNAVAILABLE', 'Some products are not in the catalogue: make them free lines', {
      details: { productIds: unknown },
    });
  const lines = input.lines.map((line) =>
    pricedLine(line, line.productId === null ? null : (products.get(line.productId) ?? null)),
  );
  const charges = { deliveryCharge: input.deliveryCharge, installationCharge: input.installationCharge };
  return writeQuotation(id, (current) => {
    if (current.status !== 'draft')
      throw new ConflictError('Only a draft can be changed: revise the quotation to make a new version', {
        code: 'QUOTATION_NOT_DRAFT',
      });
    return {
      customer: input.customer,
      language: input.language,
      lines,
      ...charges,
      ...quotationTotals(lines, charges),
      validUntil: input.validUntil,
      terms: input.terms,
      notes: input.notes,
    };
  });
}

/** `validUntil` from today to `maxValidDays` ahead (Qatar days); 400 otherwise. */
function checkValidUntil(validUntil: string, now: Date): void {
  const message =
    validUntil < qatarDay(now)
      ? 'The validity date has passed'
      : validUntil > dayAfter(now, QUOTATION_LIMITS.maxValidDays)
        ? `A quotation is valid for at most ${QUOTATION_LIMITS.maxValidDays} days`
        : null;
  if (message) throw new ValidationError('Request validation failed', [{ path: 'validUntil', message }]);
}

/** What a draft lacks before it can be sent. */
function missingForSending(record: QuotationRecord, now: Date): Array<{ path: string; message: string }> {
  const missing: Array<{ path: string; message: string }> = [];
  if (record.customer.name.trim().length < 2)
    missing.push({ path: 'customer.name', message: "Enter the customer's name" });
  if (!record.customer.email) missing.push({ path: 'customer.email', message: "Enter the customer's email address" });
  if (record.lines.length === 0) missing.push({ path: 'lines', message: 'Add at least one line' });
  if (isExpired(record, now)) missing.push({ path: 'validUntil', message: 'The validity date has passed' });
  return missing;
}

/**
 * Sends a draft: the earlier versions still open become `superseded` (refused with 409
 * `QUOTATION_ACCEPTED` when one of them was accepted meanwhile), then this one is `sent`. The
 * caller queues the mail, also when the quotation was sent already (a retried request): the
 * mail's key makes that once.
 */
export async function sendQuotation(id: string, now: Date): Promise<QuotationRecord> {
  const record = await findQuotation(id);
  if (record.status === 'sent') return record;
  refuseUnlessDraft(record);
  const missing = missingForSending(record, now);
  if (missing.length > 0)
    throw new ConflictError('The quotation is not complete', { code: 'QUOTATION_INCOMPLETE', details: missing });
  const earlier = await Quotation.find(
    { number: record.number, version: trusted({ $lt: record.version }) },
    { _id: 1 },
  ).lean<Array<{ _id: Types.ObjectId }>>();
  for (const { _id } of earlier) {
    await writeQuotation(String(_id), (current) => {
      if (current.status === 'accepted')
        throw new ConflictError(
          `Version ${current.version} of this quotation was accepted as order ${current.orderNumber}`,
          {
            code: 'QUOTATION_ACCEPTED',
            details: { version: current.version, orderNumber: current.orderNumber },
          },
        );
      return OPEN.has(current.status) ? { status: 'superseded' } : null;
    });
  }
  return writeQuotation(id, (current) => {
    if (current.status === 'sent') return null;
    refuseUnlessDraft(current);
    return { status: 'sent', sentAt: now };
  });
}

function refuseUnlessDraft(record: QuotationRecord): void {
  if (record.status !== 'draft')
    throw new ConflictError(`This quotation is ${record.status}: only a draft can be sent or changed`, {
      code: 'QUOTATION_NOT_DRAFT',
      details: { status: record.status },
    });
}

/**
 * A new version (a draft) with the content of this one, which stays as it was until the new one
 * is sent. Only the newest version of a sent (or withdrawn) quotation may be revised; of two
 * simultaneous revisions the unique (number, version) index keeps one, and both answer it.
 */
export async function reviseQuotation(id: string, now: Date): Promise<{ record: QuotationRecord; created: boolean }> {
  const record = await findQuotation(id);
  if (record.status === 'draft')
    throw new ConflictError('This version is still a draft: change it instead', { code: 'QUOTATION_NOT_SENT' });
  if (record.status === 'accepted')
    throw new ConflictError('This quotation was accepted: it cannot be revised', { code: 'QUOTATION_ACCEPTED' });
  const next = await Quotation.findOne({ number: record.number, version: record.version + 1 }).lean<QuotationRecord>();
  if (next) return refuseUnlessNext(next, record);
  const _id = new Types.ObjectId();
  try {
    const revision = await insertQuotation({
      _id,
      number: record.number,
      version: record.version + 1,
      token: orderToken(_id),
      status: 'draft',
      language: record.language,
      customer: record.customer,
      requestId: record.requestId,
      requestReference: record.requestReference,
      lines: record.lines,
      deliveryCharge: record.deliveryCharge,
      installationCharge: record.installationCharge,
      subtotal: record.subtotal,
      discountTotal: record.discountTotal,
      total: record.total,
      validUntil: isExpired(record, now) ? dayAfter(now, QUOTATION_LIMITS.defaultValidDays) : record.validUntil,
      terms: record.terms,
      notes: record.notes,
      revision: 0,
      createdAt: now,
      updatedAt: now,
    });
    return { record: revision, created: true };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
    const winner = await Quotation.findOne({
      number: record.number,
      version: record.version + 1,
    }).lean<QuotationRecord>();
    if (!winner) throw error;
    return refuseUnlessNext(winner, record);
  }
}

/** A revision asked for again gets the draft made by the first request; a sent one means this version is not the newest. */
function refuseUnlessNext(next: QuotationRecord, record: QuotationRecord): { record: QuotationRecord; created: false } {
  if (next.status === 'draft') return { record: next, created: false };
  throw new ConflictError(`Version ${next.version} of this quotation exists: revise the newest version`, {
    code: 'QUOTATION_NOT_LATEST',
    details: { latestVersion: next.version, latestId: String(next._id), version: record.version },
  });
}

/** Withdraws a quotation (its link then says so); 409 once accepted or superseded. Repeating it changes nothing. */
export function withdrawQuotation(id: string): Promise<QuotationRecord> {
  return writeQuotation(id, (current) => {
    if (current.status === 'withdrawn') return null;
    if (current.status === 'accepted')
      throw new ConflictError('This quotation was accepted: cancel its order instead', { code: 'QUOTATION_ACCEPTED' });
    if (current.status === 'superseded')
      throw new ConflictError('A newer version of this quotation was sent: withdraw that one', {
        code: 'QUOTATION_SUPERSEDED',
      });
    return { status: 'withdrawn' };
  });
}

/** The customer's private page of a quotation. */
export function customerUrl(origin: string, token: string): string {
  return `${origin}${QUOTE_PATH}/${token}`;
}

/** The quotation as the admin reads it, with its versions. */
export async function toAdminQuotation(record: QuotationRecord, origin: string, now: Date): Promise<AdminQuotation> {
  const versions = await Quotation.find(
    { number: record.number },
    { version: 1, status: 1, total: 1, sentAt: 1, createdAt: 1, validUntil: 1 },
  )
    .sort({ version: 1 })
    .lean<QuotationRecord[]>();
  return {
    ...sharedFields(record, now),
    id: String(record._id),
    requestId: record.requestId ? String(record.requestId) : null,
    requestReference: record.requestReference ?? null,
    notes: record.notes,
    customerUrl: record.status === 'draft' ? null : customerUrl(origin, record.token),
    orderId: record.orderId ? String(record.orderId) : null,
    changeRequests: record.changeRequests.map((entry) => ({ message: entry.message, at: entry.at.toISOString() })),
    versions: versions.map((version) => ({
      id: String(version._id),
      version: version.version,
      status: effectiveStatus(version, now),
      total: version.total,
      sentAt: version.sentAt?.toISOString() ?? null,
      createdAt: version.createdAt.toISOString(),
    })),
    isLatest: versions.every((version) => version.version <= record.version),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the admin and the customer both read. */
function sharedFields(record: QuotationRecord, now: Date) {
  return {
    number: record.number,
    version: record.version,
    status: effectiveStatus(record, now),
    language: record.language,
    customer: { ...record.customer },
    lines: record.lines.map((line) => ({
      productId: line.productId ?? null,
      name: line.name,
      nameAr: line.nameAr,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      netUnitPrice: line.netUnitPrice,
      lineTotal: line.lineTotal,
    })),
    subtotal: record.subtotal,
    discountTotal: record.discountTotal,
    deliveryCharge: record.deliveryCharge,
    installationCharge: record.installationCharge,
    total: record.total,
    currency: 'QAR' as const,
    validUntil: record.validUntil,
    terms: record.terms,
    sentAt: record.sentAt?.toISOString() ?? null,
    acceptedAt: record.acceptedAt?.toISOString() ?? null,
    orderNumber: record.orderNumber ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The customer's side (by token)
// ---------------------------------------------------------------------------------------------

/** The quotation as its customer reads it: no internal notes, no other version's token. */
export async function toCustomerQuotation(record: QuotationRecord, now: Date): Promise<CustomerQuotation> {
  const [newer, order] = await Promise.all([
    Quotation.exists({
      number: record.number,
      version: trusted({ $gt: record.version }),
      sentAt: trusted({ $ne: null }),
    }),
    record.orderId ? Order.findById(record.orderId, { token: 1 }).lean<Pick<OrderRecord, 'token'>>() : null,
  ]);
  const expired = isExpired(record, now);
  return {
    ...sharedFields(record, now),
    isExpired: expired,
    newerVersionSent: newer !== null,
    canAccept: OPEN.has(record.status) && !expired,
    canRequestChanges: OPEN.has(record.status),
    orderToken: order?.token ?? null,
  };
}

export async function getCustomerQuotation(token: string, now: Date): Promise<CustomerQuotation> {
  return toCustomerQuotation(await findQuotationByToken(token), now);
}

/** 409 for a quotation the customer can no longer accept or answer, each with its own code. */
function refuseClosed(record: QuotationRecord, now: Date, { expiredToo }: { expiredToo: boolean }): void {
  switch (record.status) {
    case 'superseded':
      throw new ConflictError('A newer version of this quotation was sent to you: please open the link in that email', {
        code: 'QUOTATION_SUPERSEDED',
      });
    case 'withdrawn':
      throw new ConflictError('This quotation was withdrawn by the shop: please contact us for a new one', {
        code: 'QUOTATION_WITHDRAWN',
      });
    case 'accepted':
      throw new ConflictError(`This quotation was accepted already (order ${record.orderNumber})`, {
        code: 'QUOTATION_ACCEPTED',
        details: { orderNumber: record.orderNumber },
      });
    default:
      if (expiredToo && isExpired(record, now))
        throw new ConflictError(`This quotation was valid until ${record.validUntil}: please ask us for a new one`, {
          code: 'QUOTATION_EXPIRED',
          details: { validUntil: record.validUntil },
        });
  }
}

export interface Accepted {
  quotation: QuotationRecord;
  order: OrderView;
  /** False for every accept but the one that placed the order. */
  created: boolean;
}

/**
 * Accepts the quotation of `token`: places its order at the quoted prices, once. The decision
 * and the order are made while holding the quotation's next revision (`writeQuotation`), so an
 * accept cannot pass a withdraw or a newer version's sending; the order's Idempotency-Key
 * `quote:<id>` (unique index) makes any number of accepts, at once or retried, one order. If the
 * quotation's own write fails after the order was stored, the next accept finds the order by
 * that key and completes the quotation. An accepted quotation answers its order again.
 */
export async function acceptQuotation(
  token: string,
  input: AcceptQuotationInput,
  { now, memo }: { now: Date; memo?: CatalogMemo },
): Promise<Accepted> {
  const found = await findQuotationByToken(token);
  // Accepted already (a tab left open, a retried request): its order, without taking a revision.
  if (found.status === 'accepted' && found.orderId) return { ...(await orderOf(found)), created: false };
  refuseClosed(found, now, { expiredToo: true });
  let placed: PlacedOrder | null = null;
  const quotation = await writeQuotation(String(found._id), async (current): Promise<QuotationChange> => {
    if (current.status === 'accepted') return null;
    refuseClosed(current, now, { expiredToo: true });
    placed = await placePricedOrder(orderFrom(current, input), `quote:${String(current._id)}`, { now, memo });
    return {
      status: 'accepted',
      acceptedAt: now,
      orderId: new Types.ObjectId(placed.id),
      orderNumber: placed.order.orderNumber,
    };
  });
  const done = placed as PlacedOrder | null;
  if (done) return { quotation, order: done.order, created: done.created };
  return { ...(await orderOf(quotation)), created: false };
}

/** An accepted quotation with its order; 404 `ORDER_NOT_FOUND` when the admin deleted the order. */
async function orderOf(quotation: QuotationRecord): Promise<Omit<Accepted, 'created'>> {
  const order = quotation.orderId ? await Order.findById(quotation.orderId).lean<OrderRecord>() : null;
  if (!order) throw new NotFoundError('The order of this quotation was deleted', { code: 'ORDER_NOT_FOUND' });
  return { quotation, order: toOrderView(order) };
}

/** The order's fields: the quotation's lines at their net prices, installation as a line, delivery as the fee. */
function orderFrom(record: QuotationRecord, input: AcceptQuotationInput) {
  const lines: GivenLine[] = record.lines.map((line) => ({
    productId: line.productId ?? '',
    name: line.name,
    nameAr: line.nameAr,
    slug: line.slug,
    image: line.image,
    unitPrice: line.netUnitPrice,
    quantity: line.quantity,
  }));
  if (record.installationCharge > 0)
    lines.push({
      productId: '',
      name: 'Installation',
      nameAr: 'التركيب',
      slug: '',
      image: '',
      unitPrice: record.installationCharge,
      quantity: 1,
    });
  return {
    customer: {
      name: record.customer.name,
      phone: orderPhone(record, input),
      email: record.customer.email,
      address: input.address,
      zone: input.zone,
      notes: input.notes,
      ...(input.nationalAddress ? { nationalAddress: input.nationalAddress } : {}),
    },
    lines,
    deliveryFee: record.deliveryCharge,
    paymentMethod: input.paymentMethod,
    language: record.language,
    ...(input.delivery ? { delivery: input.delivery } : {}),
    // Internal (the admin's history): in English like the other notes the server writes.
    note: `Accepted quotation ${record.number} v${record.version}${
      record.customer.company ? ` (${record.customer.company})` : ''
    }`,
  };
}

/** The order's phone: the one given at accepting, else the quotation's when it is a Qatar number; 400 otherwise. */
function orderPhone(record: QuotationRecord, input: AcceptQuotationInput): string {
  if (input.phone) return input.phone;
  const parsed = safeParse(qatarPhone, record.customer.phone);
  if (parsed.success) return parsed.data;
  throw new ValidationError('Request validation failed', [
    { path: 'phone', message: 'Enter a Qatar phone number such as +974 5512 3456' },
  ]);
}

/**
 * Records the customer's request for changes on the quotation (`changes-requested`); the caller
 * puts it on the quote request's thread and mails the shop. Taken while the quotation is open
 * (an expired one too: the customer may ask for a new one).
 */
export function requestChanges(token: string, message: string, now: Date): Promise<QuotationRecord> {
  return findQuotationByToken(token).then((found) => {
    refuseClosed(found, now, { expiredToo: false });
    return writeQuotation(String(found._id), (current) => {
      refuseClosed(current, now, { expiredToo: false });
      return {
        status: 'changes-requested',
        changeRequests: [...current.changeRequests, { message, at: now }],
      };
    });
  });
}

/** A product's name with a variant's option values after it, e.g. "Desk (Walnut · 180 cm)". */
function withVariant(name: string, variantName: string | undefined): string {
  return variantName ? `${name} (${variantName})` : name;
}
