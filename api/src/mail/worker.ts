/**
 * Sends the mail queued in `mail_outbox` (see `outbox.ts`), retrying with backoff.
 *
 * Every API instance runs one worker against the same database, so a mail must not go out
 * twice. FerretDB 1.x applies conditional updates as read-then-write, so "set status to sending
 * where it is pending" could let two workers through; an insert against a unique `_id` is atomic
 * on both engines. So attempt n of mail m is taken by inserting the claim `m:n`: whoever's
 * insert succeeds sends, everyone else leaves the mail alone. The claim carries a lease: when a
 * worker dies between its claim and recording the result (kill -9, a power cut), another worker
 * sees the lease run out, counts the attempt as lost and takes attempt n+1. A mail is sent twice
 * only if a worker outlives its lease while sending (the SMTP timeouts in `mailer.ts` keep a send
 * far shorter than the lease).
 *
 * A failed attempt is recorded with an update conditioned on the attempt count (only the
 * claim's holder moves it from n-1 to n), so a worker reading a stale copy of a mail cannot take
 * an attempt that was already made: its claim insert hits the existing `m:n`. A finished mail
 * is written to `mail_sent` (or, failed for good, `mail_unsent`) under its own `_id` and then
 * deleted from the queue (the mails one poll finished in one delete); a worker that dies between the two leaves a queued mail that is
 * logged already, which the next worker finds when the lease has run out and only deletes.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import mongoose from 'mongoose';
import type { Clock } from '../auth/clock';
import type { Logger } from '../http/logger';
import { InsertBatcher } from '../db/insert-batcher';
import { makeAttachments } from './attachments';
import type { Mailer } from './mailer';
import {
  finishedMailModel,
  MailClaim,
  MailOutbox,
  SentMail,
  UnsentMail,
  initMailOutbox,
  type OutboxRecord,
} from './outbox';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Wait after failed attempt 1, 2, ...: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h. A mail server
 * that is down for a day still gets every mail; the eighth failure is final (about 22 h after
 * the first attempt).
 */
export const BACKOFF_MS: readonly number[] = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** How long a claim's taker is presumed alive: far beyond a send's SMTP timeouts. */
export const LEASE_MS = 5 * MINUTE;
/**
 * Between two polls when nothing is due. A poll is one query on `mail_outbox`, which holds only
 * mail still to send (finished mail moves on), so FerretDB's scan of it stays cheap.
 */
export const POLL_MS = 1500;
/** Mails taken per poll, and sent this many at a time. */
const BATCH = 20;
/**
 * How long a nudged worker waits before it polls: the mail of the orders placed in that moment is
 * then taken by one poll, so a burst of checkouts costs the database a few polls, claims and deletes
 * rather than a set of each per order (FerretDB answers one statement at a time, theirs included).
 */
export const NUDGE_MS = 100;
const PARALLEL_SENDS = 4;
/** Sent and suppressed mails are kept a week, failed ones 30 days (the admin overview shows them). */
export const KEEP_SENT_MS = 7 * DAY;
export const KEEP_FAILED_MS = 30 * DAY;
/** Claims outlive any mail still being tried (about a day at most) with room to spare. */
const KEEP_CLAIMS_MS = 2 * DAY;
const CLEAN_EVERY_MS = HOUR;
/** A database failure during polls is logged at most this often. */
const POLL_ERROR_LOG_MS = MINUTE;
const MAX_ERROR_LENGTH = 500;

export interface MailWorkerOptions {
  mailer: Mailer;
  log: Logger;
  /** Tests move it to make retries due. */
  now?: Clock;
  pollMs?: number;
  leaseMs?: number;
}

/** What one poll (or a drain) did. */
export interface WorkerReport {
  sent: number;
  /** Failed attempts with another one to come. */
  retried: number;
  /** Mails that failed for good. */
  failed: number;
  /** Attempts whose worker had died (lease run out), counted as failed. */
  lost: number;
  /** Due mails another worker is sending right now. */
  busy: number;
}

type Outcome = keyof WorkerReport;

const emptyReport = (): WorkerReport => ({ sent: 0, retried: 0, failed: 0, lost: 0, busy: 0 });

function progress(report: WorkerReport): number {
  return report.sent + report.retried + report.failed + report.lost;
}

export class MailWorker {
  private readonly mailer: Mailer;
  private readonly log: Logger;
  private readonly now: Clock;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  /** A poll is due within `NUDGE_MS` (a nudge set it): later nudges leave it be. */
  private nudged = false;
  private lastCleanUp = Number.NEGATIVE_INFINITY;
  private lastPollErrorLog = Number.NEGATIVE_INFINITY;

  constructor({ mailer, log, now = () => new Date(), pollMs = POLL_MS, leaseMs = LEASE_MS }: MailWorkerOptions) {
    this.mailer = mailer;
    this.log = log;
    this.now = now;
    this.pollMs = pollMs;
    this.leaseMs = leaseMs;
  }

  /** Starts polling (at once, then every `pollMs`); idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the poll under way, so no send is cut off by a closing database. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Polls within `NUDGE_MS` instead of at the next tick: called after a request queued mail, so it
   * goes out within moments. Does nothing unless started (tests drive the worker with `drain()`).
   */
  nudge(): void {
    if (!this.started) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    if (this.nudged) return;
    clearTimeout(this.timer);
    this.nudged = true;
    this.schedule(NUDGE_MS);
  }

  /**
   * One poll: takes the mails that are due (one query) and makes one attempt at each. Also
   * cleans out old mail once an hour.
   */
  async runOnce(): Promise<WorkerReport> {
    const report = emptyReport();
    const now = this.now();
    await initMailOutbox();
    if (now.getTime() - this.lastCleanUp >= CLEAN_EVERY_MS) {
      this.lastCleanUp = now.getTime();
      await this.cleanUp(now).catch((error: unknown) => this.log.error('Could not clean up the mail queue', error));
    }
    const due = await MailOutbox.find({ nextAttemptAt: mongoose.trusted({ $lte: now }) })
      .limit(BATCH)
      .lean<OutboxRecord[]>();
    // The mails this poll finished (logged already) leave the queue together, in one delete.
    const finished: Array<OutboxRecord['_id']> = [];
    try {
      for (let start = 0; start < due.length; start += PARALLEL_SENDS) {
        const outcomes = await Promise.all(
          due.slice(start, start + PARALLEL_SENDS).map((entry) => this.attempt(entry, finished)),
        );
        for (const outcome of outcomes) report[outcome] += 1;
      }
    } finally {
      if (finished.length > 0) await MailOutbox.deleteMany({ _id: mongoose.trusted({ $in: finished }) });
    }
    return report;
  }

  /**
   * Polls until a poll makes no progress: everything due is sent, waiting for a later retry,
   * failed for good, or in another worker's hands. For tests and scripts.
   */
  async drain(): Promise<WorkerReport> {
    const total = emptyReport();
    for (let round = 0; round < 1000; round += 1) {
      const report = await this.runOnce();
      for (const key of Object.keys(total) as Outcome[]) total[key] += report[key];
      if (progress(report) === 0) break;
    }
    return total;
  }

  /**
   * Deletes sent and suppressed mail older than a week, failed mail older than 30 days and
   * claims older than two days (no mail is still tried by then).
   */
  async cleanUp(now: Date = this.now()): Promise<void> {
    const at = now.getTime();
    await Promise.all([
      SentMail.deleteMany({ finishedAt: mongoose.trusted({ $lt: new Date(at - KEEP_SENT_MS) }) }),
      UnsentMail.deleteMany({
        status: 'suppressed',
        finishedAt: mongoose.trusted({ $lt: new Date(at - KEEP_SENT_MS) }),
      }),
      UnsentMail.deleteMany({ status: 'failed', finishedAt: mongoose.trusted({ $lt: new Date(at - KEEP_FAILED_MS) }) }),
      MailClaim.deleteMany({ createdAt: mongoose.trusted({ $lt: new Date(at - KEEP_CLAIMS_MS) }) }),
    ]);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => this.tick(), delayMs);
    // The HTTP server keeps the process alive; the worker alone must not.
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    this.nudged = false;
    this.running = (async () => {
      let madeProgress = false;
      let fullBatch = false;
      try {
        const report = await this.runOnce();
        madeProgress = progress(report) > 0;
        fullBatch = progress(report) >= BATCH;
      } catch (error) {
        const at = Date.now();
        if (at - this.lastPollErrorLog >= POLL_ERROR_LOG_MS) {
          this.lastPollErrorLog = at;
          this.log.error('Could not read the mail queue (retrying every poll)', error);
        }
      }
      const again = this.runAgain || madeProgress;
      this.runAgain = false;
      this.running = undefined;
      // A full batch may have left more due: poll again at once. After other progress (or mail
      // queued meanwhile) soon, gathering what comes in the meantime.
      if (this.started) this.schedule(fullBatch ? 0 : again ? NUDGE_MS : this.pollMs);
    })();
  }

  /** One attempt at one mail, if this worker gets to claim it. */
  private async attempt(entry: OutboxRecord, finished: Array<OutboxRecord['_id']>): Promise<Outcome> {
    const id = String(entry._id);
    const attempt = entry.attempts + 1;
    const claimedAt = this.now();
    if (!(await this.claim(id, attempt, claimedAt))) {
      const holder = await MailClaim.findById(`${id}:${attempt}`).lean();
      if (!holder || holder.leaseUntil.getTime() > claimedAt.getTime()) return 'busy';
      // Its taker stopped. If it had finished the mail and only not deleted it from the queue,
      // that is all there is left to do.
      const logged = await Promise.all([SentMail.exists({ _id: entry._id }), UnsentMail.exists({ _id: entry._id })]);
      if (logged.some((found) => found !== null)) {
        finished.push(entry._id);
        return 'busy';
      }
      // Otherwise the attempt counts as failed, and the next poll takes the next attempt at
      // once (the mail has waited out the lease already).
      const recorded = await this.recordFailure(
        entry,
        attempt,
        'The server sending it stopped before it finished',
        claimedAt,
        0,
        finished,
      );
      return recorded === 'unchanged' ? 'busy' : 'lost';
    }
    try {
      const attachments = await makeAttachments(entry.attachments);
      await this.mailer.send({
        to: entry.to,
        replyTo: entry.replyTo || undefined,
        subject: entry.subject,
        text: entry.text,
        html: entry.html || undefined,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const reason = describe(error);
      const recorded = await this.recordFailure(
        entry,
        attempt,
        reason,
        this.now(),
        BACKOFF_MS[attempt - 1] ?? 0,
        finished,
      );
      if (recorded === 'failed')
        this.log.error(`Mail ${entry.key} to ${entry.to} failed for good after ${attempt} attempts: ${reason}`);
      else
        this.log.warn(
          `Mail ${entry.key} to ${entry.to} failed (attempt ${attempt} of ${MAX_ATTEMPTS}), retrying later: ${reason}`,
        );
      return recorded === 'failed' ? 'failed' : 'retried';
    }
    await this.finish(entry, { status: 'sent', attempts: attempt, lastError: '' }, this.now(), finished);
    return 'sent';
  }

  /**
   * Moves a finished mail to the log (under its own `_id`, so doing it twice stores it once) and
   * adds it to `finished`, which the poll deletes from the queue in one go once its mails are
   * done (a worker dying before that leaves them queued and logged: the next worker finds them
   * logged when the lease has run out and only deletes them). A sent mail keeps no bodies; a
   * failed one keeps them, to be sent by hand.
   */
  private async finish(
    entry: OutboxRecord,
    result: { status: 'sent' | 'failed'; attempts: number; lastError: string },
    now: Date,
    finished: Array<OutboxRecord['_id']>,
  ): Promise<void> {
    const keepBodies = result.status === 'failed';
    try {
      await logInserts(result.status).insert({
        _id: entry._id,
        key: entry.key,
        kind: entry.kind,
        to: entry.to,
        subject: entry.subject,
        ...result,
        text: keepBodies ? entry.text : '',
        html: keepBodies ? entry.html : '',
        createdAt: entry.createdAt,
        finishedAt: now,
      });
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
    }
    finished.push(entry._id);
  }

  /** Takes attempt `attempt` of mail `id`; false when another worker took it first. */
  private async claim(id: string, attempt: number, now: Date): Promise<boolean> {
    try {
      await claimInserts().insert({
        _id: `${id}:${attempt}`,
        mailId: id,
        attempt,
        owner: this.owner,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        createdAt: now,
      });
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 11000) return false;
      throw error;
    }
  }

  /**
   * Records failed attempt `attempt`: due again after `retryInMs`, or failed for good after the
   * last attempt. `unchanged` when the mail had moved on already (another worker recorded it).
   */
  private async recordFailure(
    entry: OutboxRecord,
    attempt: number,
    reason: string,
    now: Date,
    retryInMs: number,
    finished: Array<OutboxRecord['_id']>,
  ): Promise<'retry' | 'failed' | 'unchanged'> {
    if (attempt >= MAX_ATTEMPTS) {
      await this.finish(entry, { status: 'failed', attempts: attempt, lastError: reason }, now, finished);
      return 'failed';
    }
    const result = await MailOutbox.updateOne(
      { _id: entry._id, attempts: entry.attempts },
      {
        $set: {
          attempts: attempt,
          nextAttemptAt: new Date(now.getTime() + retryInMs),
          lastError: reason,
          updatedAt: now,
        },
      },
    );
    return result.matchedCount === 0 ? 'unchanged' : 'retry';
  }
}

/** An error as one line for the queue and the admin: the SMTP reply when there is one. */
function describe(error: unknown): string {
  const smtp = error as { response?: unknown; responseCode?: unknown; code?: unknown; message?: unknown } | null;
  const text =
    typeof smtp?.response === 'string'
      ? smtp.response
      : typeof smtp?.message === 'string'
        ? `${typeof smtp.code === 'string' ? `${smtp.code}: ` : ''}${smtp.message}`
        : String(error);
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ERROR_LENGTH ? `${flat.slice(0, MAX_ERROR_LENGTH - 1)}…` : flat;
}

/**
 * Starts the app's mail worker and returns its stop function, for `startServer` (tests that
 * build an app with `createApp` drive `ctx.mailWorker` themselves).
 */
export function startMailWorker(app: { context: { mailWorker: MailWorker } }): () => Promise<void> {
  app.context.mailWorker.start();
  return () => app.context.mailWorker.stop();
}

declare module 'koa' {
  interface DefaultContext {
    /** Sends the queued mail; routes `nudge()` it after queueing some. */
    mailWorker: MailWorker;
  }
}

/**
 * The claims and log entries of the mails a worker handles side by side go to the database
 * together (`insert-batcher.ts`): each is still its own unique insert, so a claim lost to another
 * worker is refused alone.
 */
const batchers = new Map<string, InsertBatcher>();

function batcherFor(model: mongoose.Model<never>): InsertBatcher {
  let batcher = batchers.get(model.modelName);
  if (!batcher) {
    batcher = new InsertBatcher(model);
    batchers.set(model.modelName, batcher);
  }
  return batcher;
}

function claimInserts(): InsertBatcher {
  return batcherFor(MailClaim as unknown as mongoose.Model<never>);
}

function logInserts(status: 'sent' | 'failed'): InsertBatcher {
  return batcherFor(finishedMailModel(status) as unknown as mongoose.Model<never>);
}
