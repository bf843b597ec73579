import { randomBytes } from 'node:crypto';
import mongoose, { trusted, type Model, type Types } from 'mongoose';
import type { CatalogMemo } from '../catalog/pricing';
import { isFerretdb } from '../db/engine';
import { ROOM_NAMES, roomAnswersText } from '../fitout/room-text';
import { NotFoundError } from '../http/errors';
import type { CacheInvalidator } from '../http/read-cache';
import { enqueueMails } from '../mail/outbox';
import { defaultReplySubject, inboxReplyMail } from './mail';
import { createContactMessage } from './service';
import {
  ContactMessage,
  InboxEntry,
  QuoteRequest,
  type InboxEntryFields,
  type InboxEntryRecord,
  type InboxParentKind,
  type QuoteLine,
  type QuoteRoom,
} from './model';
import type {
  InboxDetail,
  InboxList,
  InboxListQuery,
  InboxPatchInput,
  InboxReplyInput,
  InboxStatus,
  InboxSummary,
} from '@ogulf/contracts';
import { pageOf } from '../http/paging';

/**
 * The admin's inbox (issue 18): quote requests and contact messages listed, read, given a
 * status and internal notes, and answered by mail. Notes, replies, the customer's messages
 * and links to quotations are `InboxEntry` documents (see model.ts for why); the status is a
 * field of the request itself, so the list can filter on it.
 */

/** The read-cache tag of quote requests and messages (routes invalidate it after every write). */
export const INBOX_TAG = 'messages';

/** The overview's counts are remembered this long at most; inbox writes forget them at once. */
const INBOX_FIGURES_TTL_MS = 5 * 60_000;
const EXCERPT_LENGTH = 160;
/** Entries one detail shows at most (a thread is a few replies; this only bounds the reply). */
const MAX_ENTRIES = 1000;

/** What the two collections have in common, as the inbox reads them. */
interface InboxStored {
  _id: Types.ObjectId;
  reference: string;
  name: string;
  email: string;
  phone: string;
  company?: string;
  subject?: string;
  message: string;
  items?: QuoteLine[];
  rooms?: QuoteRoom[];
  language: 'en' | 'ar';
  status?: InboxStatus;
  createdAt: Date;
  updatedAt: Date;
}

function modelOf(kind: InboxParentKind): Model<InboxStored> {
  // Both models hold every field of InboxStored (company, subject and items on one of them only).
  return (kind === 'quote-request' ? QuoteRequest : ContactMessage) as unknown as Model<InboxStored>;
}

function notFound(kind: InboxParentKind): NotFoundError {
  return kind === 'quote-request'
    ? new NotFoundError('No such quote request', { code: 'QUOTE_REQUEST_NOT_FOUND' })
    : new NotFoundError('No such message', { code: 'MESSAGE_NOT_FOUND' });
}

/** Requests stored before the inbox existed have no status: they count as `new`. */
function statusFilter(status: InboxStatus): unknown {
  return status === 'new' ? trusted({ $in: ['new', null] }) : status;
}

/** `text` as a case-insensitive pattern matching it literally. */
function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

function listFilter(kind: InboxParentKind, query: Pick<InboxListQuery, 'status' | 'q'>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.status !== undefined) filter['status'] = statusFilter(query.status);
  if (query.q) {
    const text = literally(query.q);
    const fields = ['reference', 'name', 'email', 'phone', 'message', kind === 'quote-request' ? 'company' : 'subject'];
    const anyOf: Array<Record<string, RegExp>> = fields.map((field) => ({ [field]: text }));
    // Phones are stored as typed: "55123456" should find "+974 5512 3456" too, and the reverse.
    const digits = query.q.replace(/\D/g, '');
    if (digits.length >= 4) {
      anyOf.push({ phone: new RegExp(digits.split('').join('[\\s()+-]*')) });
    }
    filter['$or'] = anyOf;
  }
  return filter;
}

function summaryOf(kind: InboxParentKind, record: InboxStored): InboxSummary {
  const flat = record.message.replace(/\s+/g, ' ').trim();
  return {
    id: String(record._id),
    kind,
    reference: record.reference,
    status: record.status ?? 'new',
    name: record.name,
    company: record.company ?? '',
    email: record.email,
    phone: record.phone,
    subject: record.subject ?? '',
    excerpt: flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat,
    language: record.language,
    lineCount: record.items?.length ?? 0,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * One page of quote requests or messages, newest first.
 *
 * MongoDB: one query for the page and one count (remembered per filter until the inbox changes).
 * FerretDB 1.x pushes neither a sort nor a regular expression down, so each of those reads and
 * decodes the whole collection (5,000 requests: ~1 s for the sorted page, ~1.6 s for the count,
 * on this loaded 2-core machine). There the list is cut from the inbox's directory instead (see
 * `inboxDirectory`: one pass, remembered until the inbox changes), and the page's records are
 * read by `_id`, which FerretDB does look up directly: paging and searching cost 20 lookups.
 */
export async function listInbox(kind: InboxParentKind, query: InboxListQuery, memo?: CatalogMemo): Promise<InboxList> {
  const model = modelOf(kind);
  const skip = (query.page - 1) * query.limit;
  let records: InboxStored[];
  let total: number;
  if (await isFerretdb()) {
    const matching = (await inboxDirectory(kind, memo)).filter(directoryMatcher(query));
    total = matching.length;
    const page = await Promise.all(
      matching.slice(skip, skip + query.limit).map(({ id }) => model.findById(id).lean<InboxStored>()),
    );
    // One deleted since the directory was read is left out (the next read has the right total).
    records = page.filter((record): record is InboxStored => record !== null);
  } else {
    const filter = listFilter(kind, query);
    const count = (): Promise<number> => model.countDocuments(filter).exec();
    const countKey = `${kind} total ${JSON.stringify({ status: query.status ?? null, q: query.q ?? '' })}`;
    [records, total] = await Promise.all([
      model.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(query.limit).lean<InboxStored[]>(),
      memo ? memo.remember(INBOX_TAG, countKey, INBOX_FIGURES_TTL_MS, count) : count(),
    ]);
  }
  return pageOf(
    records.map((record) => summaryOf(kind, record)),
    total,
    query,
  );
}

/** What the list filters and searches on, for one request or message. */
interface DirectoryEntry {
  id: string;
  status: InboxStatus;
  /** The searched fields, lower-cased, each after a NUL (no search holds one, so none spans two fields). */
  text: string;
  /** The phone's digits only, so "55123456" finds "+974 5512 3456". */
  phoneDigits: string;
}

const SEARCHED_FIELDS = ['reference', 'name', 'email', 'phone', 'message', 'company', 'subject'] as const;

/**
 * FerretDB only: every request (or message) of `kind`, newest first, with the text the list
 * searches: one pass over the collection, remembered until the inbox changes (a new request, a
 * status). About 400 bytes a request: 2 MB for 5,000.
 */
function inboxDirectory(kind: InboxParentKind, memo?: CatalogMemo): Promise<DirectoryEntry[]> {
  const read = async (): Promise<DirectoryEntry[]> => {
    const projection = Object.fromEntries([...SEARCHED_FIELDS, 'status', 'createdAt'].map((field) => [field, 1]));
    const records = await modelOf(kind).find({}, projection).lean<InboxStored[]>();
    records.sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (String(b._id) < String(a._id) ? -1 : String(b._id) > String(a._id) ? 1 : 0),
    );
    return records.map((record) => ({
      id: String(record._id),
      status: record.status ?? 'new',
      text: SEARCHED_FIELDS.map((field) => `\u0000${(record[field] ?? '').toLowerCase()}`).join(''),
      phoneDigits: record.phone.replace(/[\s()+-]/g, ''),
    }));
  };
  return memo ? memo.remember(INBOX_TAG, `${kind} directory`, INBOX_FIGURES_TTL_MS, read) : read();
}

/** The directory's version of `listFilter`: the same status and the same literal, case-insensitive search. */
function directoryMatcher(query: Pick<InboxListQuery, 'status' | 'q'>): (entry: DirectoryEntry) => boolean {
  const text = query.q?.toLowerCase();
  const digits = query.q?.replace(/\D/g, '') ?? '';
  return (entry) =>
    (query.status === undefined || entry.status === query.status) &&
    (!text || entry.text.includes(text) || (digits.length >= 4 && entry.phoneDigits.includes(digits)));
}

async function findStored(kind: InboxParentKind, id: string): Promise<InboxStored> {
  const record = await modelOf(kind).findById(id).lean<InboxStored>();
  if (!record) throw notFound(kind);
  return record;
}

/** A quote request or message with its lines, notes, thread and quotations; 404 when there is none. */
export async function getInboxItem(kind: InboxParentKind, id: string): Promise<InboxDetail> {
  const [record, entries] = await Promise.all([
    findStored(kind, id),
    InboxEntry.find({ parent: new mongoose.Types.ObjectId(id) })
      .sort({ at: 1, _id: 1 })
      .limit(MAX_ENTRIES)
      .lean<InboxEntryRecord[]>(),
  ]);
  return {
    ...summaryOf(kind, record),
    message: record.message,
    lines: (record.items ?? []).map((line) => ({
      productId: line.productId,
      name: line.name,
      nameAr: line.nameAr,
      slug: line.slug,
      quantity: line.quantity,
    })),
    rooms: (record.rooms ?? []).map((room) => ({
      type: room.type,
      label: room.label,
      name: ROOM_NAMES[room.type]?.en ?? room.type,
      nameAr: ROOM_NAMES[room.type]?.ar ?? room.type,
      answers: roomAnswersText(room.type, room.answers, 'en'),
      answersAr: roomAnswersText(room.type, room.answers, 'ar'),
    })),
    internalNotes: entries
      .filter((entry) => entry.kind === 'note')
      .map((entry) => ({ id: String(entry._id), text: entry.text, at: entry.at.toISOString() })),
    thread: entries.flatMap((entry) =>
      entry.kind === 'reply' || entry.kind === 'customer'
        ? [
            {
              id: String(entry._id),
              kind: entry.kind,
              subject: entry.subject,
              text: entry.text,
              at: entry.at.toISOString(),
              mailKey: entry.mailKey || null,
            },
          ]
        : [],
    ),
    quotationIds: [...new Set(entries.filter((entry) => entry.kind === 'quotation').map((entry) => entry.quotationId))],
  };
}

/** Inserts one entry; a second insert under the same key (a retried request) is ignored. */
async function addEntry(
  fields: Omit<InboxEntryFields, 'subject' | 'mailKey' | 'quotationId'> & Partial<InboxEntryFields>,
): Promise<void> {
  await InboxEntry.init();
  try {
    await InboxEntry.create({ subject: '', mailKey: '', quotationId: '', ...fields });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
  }
}

function nonce(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * `PATCH`: a new status and/or an internal note. The note is its own document, so two admins
 * writing notes at the same moment both keep theirs; the status is set as given (the last one
 * chosen wins, which is what each admin asked for).
 */
export async function updateInboxItem(
  kind: InboxParentKind,
  id: string,
  input: InboxPatchInput,
  now: Date,
): Promise<InboxDetail> {
  const record = await findStored(kind, id);
  if (input.note !== undefined) {
    await addEntry({
      key: `note:${id}:${nonce()}`,
      parent: record._id,
      parentKind: kind,
      kind: 'note',
      text: input.note,
      at: now,
    });
  }
  if (input.status !== undefined && input.status !== (record.status ?? 'new')) {
    await modelOf(kind).updateOne({ _id: record._id }, { $set: { status: input.status } });
  }
  return getInboxItem(kind, id);
}

/**
 * `POST .../reply`: mails `input.message` to the sender through the mail queue (in the
 * request's language), keeps it on the thread, and marks the request `answered` unless it was
 * closed. The mail is queued first: a reply on the thread has always been mailed.
 */
export async function replyToInboxItem(
  kind: InboxParentKind,
  id: string,
  input: InboxReplyInput,
  { shopEmail, now }: { shopEmail: string; now: Date },
): Promise<InboxDetail> {
  const record = await findStored(kind, id);
  const target = {
    kind,
    reference: record.reference,
    name: record.name,
    email: record.email,
    language: record.language,
  };
  const subject = input.subject || defaultReplySubject(target);
  const replyId = nonce();
  const mailKey = `inbox-reply:${record.reference}:${replyId}`;
  await enqueueMails(
    [{ key: mailKey, kind: 'inbox-reply', message: inboxReplyMail(target, subject, input.message, shopEmail) }],
    now,
  );
  await addEntry({
    key: `reply:${id}:${replyId}`,
    parent: record._id,
    parentKind: kind,
    kind: 'reply',
    text: input.message,
    subject,
    mailKey,
    at: now,
  });
  await modelOf(kind).updateOne(
    { _id: record._id, status: trusted({ $ne: 'closed' }) },
    { $set: { status: 'answered' } },
  );
  return getInboxItem(kind, id);
}

/**
 * Adds what a customer wrote back about quote request `requestId` (a quotation's "request
 * changes") to its thread and marks the request `new` again, so the inbox shows it. `key` makes
 * a retry add it once (e.g. `changes:<quotationId>:<Idempotency-Key>`). Afterwards the inbox's
 * cached figures are forgotten through `cache` (pass `ctx.readCache`). 404 when no such request.
 */
export async function addCustomerMessageToQuoteRequest(
  requestId: string,
  text: string,
  { key, now, cache }: { key: string; now: Date; cache: CacheInvalidator },
): Promise<void> {
  const record = await findStored('quote-request', requestId);
  await addEntry({
    key: `customer:${key}`,
    parent: record._id,
    parentKind: 'quote-request',
    kind: 'customer',
    text,
    at: now,
  });
  await QuoteRequest.updateOne({ _id: record._id }, { $set: { status: 'new' } });
  cache.invalidate(INBOX_TAG);
}

/**
 * A customer's words about a quotation that was not made from a quote request (started blank):
 * stored as a new contact message from the quotation's customer, so the inbox shows it as it
 * shows a request's thread. Afterwards the inbox's cached figures are forgotten through `cache`.
 */
export async function addQuotationMessageToInbox(
  from: { name: string; email: string; phone: string; language: 'en' | 'ar' },
  subject: string,
  text: string,
  { now, cache }: { now: Date; cache: CacheInvalidator },
): Promise<void> {
  await createContactMessage(
    { name: from.name, email: from.email, phone: from.phone, subject, message: text, language: from.language },
    now,
  );
  cache.invalidate(INBOX_TAG);
}

/** Records that quotation `quotationId` was made from quote request `requestId` (once, however often called). */
export async function linkQuotationToQuoteRequest(
  requestId: string,
  quotationId: string,
  { now, cache }: { now: Date; cache: CacheInvalidator },
): Promise<void> {
  const record = await findStored('quote-request', requestId);
  await addEntry({
    key: `quotation:${requestId}:${quotationId}`,
    parent: record._id,
    parentKind: 'quote-request',
    kind: 'quotation',
    text: '',
    quotationId,
    at: now,
  });
  cache.invalidate(INBOX_TAG);
}

/** The overview's figures: quote requests and messages still `new`, remembered until the inbox changes. */
export async function newInboxCounts(memo?: CatalogMemo): Promise<{ newQuoteRequests: number; newMessages: number }> {
  const countNew = async (kind: InboxParentKind): Promise<number> =>
    // On FerretDB the count reads every document anyway: the list's directory is that pass, shared.
    (await isFerretdb())
      ? (await inboxDirectory(kind, memo)).filter((entry) => entry.status === 'new').length
      : modelOf(kind)
          .countDocuments(listFilter(kind, { status: 'new' }))
          .exec();
  const [newQuoteRequests, newMessages] = await Promise.all([countNew('quote-request'), countNew('message')]);
  return { newQuoteRequests, newMessages };
}
