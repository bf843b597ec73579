/**
 * The mail queue: every mail the shop sends about an order, quote request or contact message is
 * first stored as a document of the `mail_outbox` collection, in the request that created the
 * record and before its reply, and then sent by the worker (`worker.ts`). So a mail is never lost
 * to a crash, a restart or a mail server that is down for an hour: it waits in the collection
 * until it went out or failed for good.
 *
 * Not to be confused with the `DATA_DIR/outbox/` folder, where the file transport writes `.eml`
 * files when no `SMTP_URL` is set: that folder is one of the places mail is *sent to*.
 */
import mongoose, { Schema, type Types } from 'mongoose';
import type { MailMessage } from './mailer';

/** What a queued mail is about; the admin sees it beside a failure. */
export const MAIL_KINDS = [
  'order-customer',
  'order-shop',
  'order-resend',
  'quote-shop',
  'quote-sender',
  'contact-shop',
  'contact-sender',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `pending`: waiting for its next attempt. `sent`: accepted by the transport. `failed`: every
 * attempt failed, nothing more is tried. `suppressed`: never sent on purpose (the recipient had
 * reached the hourly limit of automatic mails), kept so the admin can see it.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxFields {
  /**
   * Unique: what the mail is, e.g. `order:OG-261124-7KQ4:customer`. Enqueueing a key that is
   * already there does nothing, so a retried request adds only the mails its first attempt
   * did not get to store.
   */
  key: string;
  kind: MailKind;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  /** Attempts made so far (a lost attempt, whose sender died, counts too). */
  attempts: number;
  /** When the worker may try it next (pending mails only). */
  nextAttemptAt: Date | null;
  /** The last attempt's error, or why the mail was suppressed. */
  lastError: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}

export type OutboxRecord = OutboxFields & { _id: Types.ObjectId };

const requiredText = { type: String, required: true } as const;

const outboxSchema = new Schema<OutboxFields>(
  {
    key: { ...requiredText, unique: true },
    kind: { type: String, enum: MAIL_KINDS, required: true },
    to: requiredText,
    replyTo: { type: String, default: '' },
    subject: requiredText,
    text: requiredText,
    html: { type: String, default: '' },
    status: { type: String, enum: MAIL_STATUSES, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: null },
    lastError: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
  },
  // The times come from the caller's clock (tests move it), not from mongoose's.
  { collection: 'mail_outbox', versionKey: false },
);
// The worker's poll on MongoDB (FerretDB 1.x scans the collection whatever the indexes).
outboxSchema.index({ status: 1, nextAttemptAt: 1 });

export const MailOutbox = mongoose.model<OutboxFields>('MailOutbox', outboxSchema);

/**
 * One attempt at sending one mail, taken by inserting `_id: "<mail id>:<attempt>"`. An insert
 * against the unique `_id` is atomic on MongoDB and FerretDB alike, so of several workers (in
 * one process or in several API instances) exactly one gets to make attempt n of a mail. The
 * lease says until when the taker is presumed alive; see `worker.ts`.
 */
export interface ClaimFields {
  _id: string;
  mailId: string;
  attempt: number;
  /** Which worker took it (host, process and a random part), for debugging. */
  owner: string;
  leaseUntil: Date;
  createdAt: Date;
}

const claimSchema = new Schema<ClaimFields>(
  {
    _id: requiredText,
    mailId: requiredText,
    attempt: { type: Number, required: true },
    owner: requiredText,
    leaseUntil: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'mail_outbox_claims', versionKey: false },
);

export const MailClaim = mongoose.model<ClaimFields>('MailClaim', claimSchema);

/** A mail to queue: the composed message and what it is. */
export interface OutgoingMail {
  key: string;
  kind: MailKind;
  message: MailMessage;
  /** Set when the mail is stored as `suppressed` (never sent): why. */
  suppressedBecause?: string;
}

/** Creates the collections' indexes (the unique `key` must exist before two requests race on it). */
export async function initMailOutbox(): Promise<void> {
  await Promise.all([MailOutbox.init(), MailClaim.init()]);
}

/**
 * Stores `mails` in the queue in one insert, due at once. A mail whose key is already queued is
 * left as it is (the earlier one counts). Resolves to the keys it newly stored. Throws when the
 * database fails: the caller's request must then fail too, since its mail is not safe yet.
 */
export async function enqueueMails(mails: readonly OutgoingMail[], now: Date): Promise<string[]> {
  if (mails.length === 0) return [];
  await initMailOutbox();
  const documents = mails.map((mail) => ({
    key: mail.key,
    kind: mail.kind,
    to: mail.message.to,
    replyTo: mail.message.replyTo ?? '',
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html ?? '',
    status: mail.suppressedBecause === undefined ? ('pending' as const) : ('suppressed' as const),
    attempts: 0,
    nextAttemptAt: mail.suppressedBecause === undefined ? now : null,
    lastError: mail.suppressedBecause ?? '',
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    failedAt: null,
  }));
  try {
    // One round trip for all of a request's mails; unordered, so one duplicate key does not
    // keep the others out.
    await MailOutbox.insertMany(documents, { ordered: false });
    return mails.map((mail) => mail.key);
  } catch (error) {
    const duplicates = duplicateIndexes(error);
    if (duplicates === null) throw error;
    return mails.filter((_mail, index) => !duplicates.has(index)).map((mail) => mail.key);
  }
}

/** Which of `keys` are queued already (any status). */
export async function queuedKeys(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await MailOutbox.find({ key: mongoose.trusted({ $in: [...keys] }) }, { key: 1 }).lean<Array<{ key: string }>>();
  return new Set(found.map((entry) => entry.key));
}

/**
 * Indexes of the documents refused as duplicate keys when that is the only kind of failure of
 * an unordered insert; null when something else failed.
 */
function duplicateIndexes(error: unknown): Set<number> | null {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors === undefined ? [] : [writeErrors];
  if (list.length === 0) return null;
  const indexes = new Set<number>();
  for (const item of list as Array<{ code?: unknown; index?: unknown; err?: { code?: unknown; index?: unknown } }>) {
    const code = item.code ?? item.err?.code;
    const index = item.index ?? item.err?.index;
    if (code !== 11000 || typeof index !== 'number') return null;
    indexes.add(index);
  }
  return indexes;
}

/** What the admin overview shows of mail. */
export interface MailOverview {
  /** Mails that failed for good and are still kept (30 days). */
  failed: number;
  /** Waiting for their first or next attempt. */
  pending: number;
  /** Automatic mails held back by the per-recipient hourly limit, kept 7 days. */
  suppressed: number;
  /** The newest failures, newest first. */
  recentFailures: Array<{ to: string; subject: string; kind: MailKind; lastError: string; attempts: number; failedAt: string }>;
}

export const RECENT_FAILURES = 5;

/** Counts by status and the newest failures (four small queries on a small collection). */
export async function mailOverview(): Promise<MailOverview> {
  const [failed, pending, suppressed, recent] = await Promise.all([
    MailOutbox.countDocuments({ status: 'failed' }),
    MailOutbox.countDocuments({ status: 'pending' }),
    MailOutbox.countDocuments({ status: 'suppressed' }),
    MailOutbox.find({ status: 'failed' }, { to: 1, subject: 1, kind: 1, lastError: 1, attempts: 1, failedAt: 1 })
      .sort({ failedAt: -1, _id: -1 })
      .limit(RECENT_FAILURES)
      .lean<OutboxRecord[]>(),
  ]);
  return {
    failed,
    pending,
    suppressed,
    recentFailures: recent.map((entry) => ({
      to: entry.to,
      subject: entry.subject,
      kind: entry.kind,
      lastError: entry.lastError,
      attempts: entry.attempts,
      failedAt: (entry.failedAt ?? entry.updatedAt).toISOString(),
    })),
  };
}
