/**
 * The mail queue. Every mail the shop sends about an order, quote request or contact message is
 * first stored in the `mail_outbox` collection, in the request that created the record and
 * before its reply, and then sent by the worker (`worker.ts`). So a mail is never lost to a
 * crash, a restart or a mail server that is down for an hour: it waits until it went out or
 * failed for good.
 *
 * `mail_outbox` holds only mail still to be sent, because the worker polls it every 1.5 s and
 * FerretDB 1.x answers every query by decoding every document of the collection (measured here:
 * ~120 ms for 2,000 small documents, ~1 s with their bodies). Finished mail moves on: sent mail
 * to `mail_sent` (kept a week, read only by a retried request and the clean-up), mail that
 * failed for good or was suppressed to `mail_unsent` (few documents: the admin overview reads
 * all of it).
 *
 * Not to be confused with the `DATA_DIR/outbox/` folder, where the file transport writes `.eml`
 * files when no `SMTP_URL` is set: that folder is one of the places mail is *sent to*.
 */
import mongoose, { Schema, type Types } from 'mongoose';
import { InsertBatcher } from '../db/insert-batcher';
import type { AttachmentRef } from './attachments';
import type { MailMessage } from './mailer';
import { MAIL_KINDS, type MailKind, type MailOverview } from '@ogulf/contracts';

// What a queued mail is about (the admin sees it beside a failure) and the overview's counts are
// part of the admin overview's reply, so they are written in the contracts.
export { MAIL_KINDS, type MailKind, type MailOverview };

/**
 * `sent`: accepted by the transport. `failed`: every attempt failed, nothing more is tried.
 * `suppressed`: never sent on purpose (the recipient had reached the hourly limit of automatic
 * mails), kept so the admin can see it.
 */
export const FINISHED_STATUSES = ['sent', 'failed', 'suppressed'] as const;
export type FinishedStatus = (typeof FINISHED_STATUSES)[number];
export type MailStatus = 'pending' | FinishedStatus;

/** A mail waiting for its first or next attempt. */
export interface OutboxFields {
  /**
   * Unique (here and in `mail_sent` and `mail_unsent`): what the mail is, e.g. `order:OG-261124-7KQ4:customer`.
   * Enqueueing a key that is already there does nothing, so a retried request adds only the
   * mails its first attempt did not get to store.
   */
  key: string;
  kind: MailKind;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Documents made and attached when it is sent (`attachments.ts`); absent on older mail. */
  attachments?: AttachmentRef[];
  /** Attempts made so far (a lost attempt, whose sender died, counts too). */
  attempts: number;
  /** When the worker may try it next. */
  nextAttemptAt: Date;
  /** The last attempt's error. */
  lastError: string;
  createdAt: Date;
  updatedAt: Date;
}

export type OutboxRecord = OutboxFields & { _id: Types.ObjectId };

/** A finished mail (in `mail_sent` or `mail_unsent`), under the `_id` it had in the queue. */
export interface MailLogFields {
  _id: Types.ObjectId;
  key: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: FinishedStatus;
  attempts: number;
  /** The last error of a failed mail, or why a mail was suppressed. */
  lastError: string;
  /** The bodies of a failed mail (to send it by hand); '' otherwise. */
  text: string;
  html: string;
  createdAt: Date;
  finishedAt: Date;
}

const requiredText = { type: String, required: true } as const;
const text = { type: String, default: '' } as const;
const kind = { type: String, enum: MAIL_KINDS, required: true } as const;

const outboxSchema = new Schema<OutboxFields>(
  {
    key: { ...requiredText, unique: true },
    kind,
    to: requiredText,
    replyTo: text,
    subject: requiredText,
    text,
    html: text,
    attachments: {
      type: [
        new Schema<AttachmentRef>(
          { source: requiredText, ref: requiredText, filename: requiredText, contentType: requiredText },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    lastError: text,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // The times come from the caller's clock (tests move it), not from mongoose's.
  { collection: 'mail_outbox', versionKey: false },
);
// The worker's poll on MongoDB (FerretDB 1.x scans the collection whatever the indexes).
outboxSchema.index({ nextAttemptAt: 1 });

export const MailOutbox = mongoose.model<OutboxFields>('MailOutbox', outboxSchema);

const mailLogFields = {
  _id: { type: Schema.Types.ObjectId, required: true },
  key: { ...requiredText, unique: true },
  kind,
  to: requiredText,
  subject: requiredText,
  status: { type: String, enum: FINISHED_STATUSES, required: true },
  attempts: { type: Number, default: 0 },
  lastError: text,
  text,
  html: text,
  createdAt: { type: Date, required: true },
  finishedAt: { type: Date, required: true },
} as const;

/** Sent mail: its key (a retried request must not queue it again) and when, for a week. */
export const SentMail = mongoose.model<MailLogFields>(
  'SentMail',
  new Schema<MailLogFields>(mailLogFields, { collection: 'mail_sent', versionKey: false }),
);
/** Mail that failed for good (30 days) or was suppressed (7 days): what the admin should see. */
export const UnsentMail = mongoose.model<MailLogFields>(
  'UnsentMail',
  new Schema<MailLogFields>(mailLogFields, { collection: 'mail_unsent', versionKey: false }),
);

/** Where a finished mail is kept. */
export function finishedMailModel(status: FinishedStatus): typeof SentMail {
  return status === 'sent' ? SentMail : UnsentMail;
}

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
  /** Documents to make and attach when it is sent. */
  attachments?: AttachmentRef[];
  /** Set when the mail is recorded as `suppressed` (never sent): why. */
  suppressedBecause?: string;
}

/** Creates the collections' indexes (the unique `key` must exist before two requests race on it). */
export async function initMailOutbox(): Promise<void> {
  await Promise.all([MailOutbox.init(), SentMail.init(), UnsentMail.init(), MailClaim.init()]);
}

/**
 * Stores `mails`: those to send in the queue, due at once (one insert), the suppressed ones
 * straight in the log. A mail whose key is stored already is left as it is (the earlier one
 * counts). Resolves to the keys it newly stored. Throws when the database fails: the caller's
 * request must then fail too, since its mail is not safe yet.
 */
export async function enqueueMails(mails: readonly OutgoingMail[], now: Date): Promise<string[]> {
  if (mails.length === 0) return [];
  await initMailOutbox();
  const toSend = mails.filter((mail) => mail.suppressedBecause === undefined);
  const suppressed = mails.filter((mail) => mail.suppressedBecause !== undefined);
  const [queued, held] = await Promise.all([
    insertIgnoringDuplicates(
      MailOutbox,
      toSend.map((mail) => ({
        _id: new mongoose.Types.ObjectId(),
        key: mail.key,
        kind: mail.kind,
        to: mail.message.to,
        replyTo: mail.message.replyTo ?? '',
        subject: mail.message.subject,
        text: mail.message.text,
        html: mail.message.html ?? '',
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        attempts: 0,
        nextAttemptAt: now,
        lastError: '',
        createdAt: now,
        updatedAt: now,
      })),
    ),
    insertIgnoringDuplicates(
      UnsentMail,
      suppressed.map((mail) => ({
        _id: new mongoose.Types.ObjectId(),
        key: mail.key,
        kind: mail.kind,
        to: mail.message.to,
        subject: mail.message.subject,
        status: 'suppressed' as const,
        attempts: 0,
        lastError: mail.suppressedBecause ?? '',
        text: '',
        html: '',
        createdAt: now,
        finishedAt: now,
      })),
    ),
  ]);
  return [
    ...toSend.filter((_mail, index) => queued.has(index)),
    ...suppressed.filter((_mail, index) => held.has(index)),
  ].map((mail) => mail.key);
}

/**
 * Mails queued (and suppressed ones logged) by concurrent requests go to the database together
 * (`insert-batcher.ts`): one insertMany per collection for the orders of the moment.
 */
const batchers = new Map<string, InsertBatcher>();

/**
 * Inserts `documents` (complete entries, `_id` included) into `model`'s collection, each in the
 * same unordered insertMany as the other requests' documents of the moment; resolves to the
 * indexes stored. A key stored already is refused alone; anything but duplicate keys is rethrown.
 */
async function insertIgnoringDuplicates<T>(
  model: mongoose.Model<T>,
  documents: ReadonlyArray<Record<string, unknown>>,
): Promise<Set<number>> {
  let batcher = batchers.get(model.modelName);
  if (!batcher) {
    batcher = new InsertBatcher(model as unknown as mongoose.Model<never>);
    batchers.set(model.modelName, batcher);
  }
  const inserts = batcher;
  const stored = await Promise.all(
    documents.map((document) =>
      inserts.insert(document).then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: unknown } | null)?.code === 11000) return false;
          throw error;
        },
      ),
    ),
  );
  return new Set(stored.flatMap((ok, index) => (ok ? [index] : [])));
}

/**
 * Which of `keys` are stored, waiting or finished. The queue is read before the logs: a mail
 * moves by being written to a log first and deleted from the queue second, so a mail that is
 * moving is seen in one of them.
 */
export async function queuedKeys(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const filter = { key: mongoose.trusted({ $in: [...keys] }) };
  const waiting = await MailOutbox.find(filter, { key: 1 }).lean<Array<{ key: string }>>();
  const found = new Set(waiting.map((entry) => entry.key));
  if (found.size === keys.length) return found;
  const finished = await Promise.all(
    [SentMail, UnsentMail].map((model) => model.find(filter, { key: 1 }).lean<Array<{ key: string }>>()),
  );
  for (const entry of finished.flat()) found.add(entry.key);
  return found;
}

/** What the queue knows of one mail, wherever it is: for tests and support. */
export interface MailState {
  key: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string;
  nextAttemptAt: Date | null;
  finishedAt: Date | null;
}

/** The state of each of `keys` that is stored, queue first (see `queuedKeys`), sorted by key. */
export async function mailStates(keys: readonly string[]): Promise<MailState[]> {
  const filter = { key: mongoose.trusted({ $in: [...keys] }) };
  const waiting = await MailOutbox.find(filter).lean<OutboxRecord[]>();
  const finished = (
    await Promise.all([SentMail, UnsentMail].map((model) => model.find(filter).lean<MailLogFields[]>()))
  ).flat();
  const states = new Map<string, MailState>();
  for (const entry of finished) {
    states.set(entry.key, {
      key: entry.key,
      kind: entry.kind,
      to: entry.to,
      subject: entry.subject,
      status: entry.status,
      attempts: entry.attempts,
      lastError: entry.lastError,
      nextAttemptAt: null,
      finishedAt: entry.finishedAt,
    });
  }
  for (const entry of waiting) {
    if (states.has(entry.key)) continue;
    states.set(entry.key, {
      key: entry.key,
      kind: entry.kind,
      to: entry.to,
      subject: entry.subject,
      status: 'pending',
      attempts: entry.attempts,
      lastError: entry.lastError,
      nextAttemptAt: entry.nextAttemptAt,
      finishedAt: null,
    });
  }
  return [...states.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export const RECENT_FAILURES = 5;

/**
 * Counts and the newest failures: one read of `mail_unsent` (small: counting by status apart
 * would scan it three times on FerretDB) and a count of the queue. Sent mail is not read.
 */
export async function mailOverview(): Promise<MailOverview> {
  const [unsent, pending, retrying] = await Promise.all([
    UnsentMail.find({}, { to: 1, subject: 1, kind: 1, status: 1, lastError: 1, attempts: 1, finishedAt: 1 }).lean<
      Array<Pick<MailLogFields, '_id' | 'to' | 'subject' | 'kind' | 'status' | 'lastError' | 'attempts' | 'finishedAt'>>
    >(),
    MailOutbox.countDocuments(),
    MailOutbox.find({ attempts: mongoose.trusted({ $gt: 0 }) }, { lastError: 1, updatedAt: 1 }).lean<
      Array<{ lastError: string; updatedAt: Date }>
    >(),
  ]);
  const newestRetry = retrying.reduce<{ lastError: string; updatedAt: Date } | undefined>(
    (newest, entry) =>
      newest === undefined || entry.updatedAt.getTime() > newest.updatedAt.getTime() ? entry : newest,
    undefined,
  );
  const failed = unsent
    .filter((entry) => entry.status === 'failed')
    .sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime() || String(b._id).localeCompare(String(a._id)));
  return {
    failed: failed.length,
    pending,
    suppressed: unsent.length - failed.length,
    retrying: retrying.length,
    lastRetryError: newestRetry?.lastError ?? '',
    recentFailures: failed.slice(0, RECENT_FAILURES).map((entry) => ({
      to: entry.to,
      subject: entry.subject,
      kind: entry.kind,
      lastError: entry.lastError,
      attempts: entry.attempts,
      failedAt: entry.finishedAt.toISOString(),
    })),
  };
}
