import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { trusted } from 'mongoose';
import { recordAudit } from '../audit/service';
import { AppError, UnauthorizedError } from '../http/errors';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import {
  AdminSession,
  AdminUser,
  AUTH_MODELS,
  CodeGuess,
  EmergencyCode,
  LoginFailure,
  type AdminSessionRecord,
  type AdminUserRecord,
  type EmergencyCodeRecord,
} from './model';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { LoginInput, SessionView } from '@ogulf/contracts';
export type { SessionView } from '@ogulf/contracts';

/** The one admin user name (spec section 6). */
export const ADMIN_USER = 'admin';
/** Sessions last 8 hours from login, however busy (spec section 9). */
export const SESSION_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords from one address within the failure window that lock that address. */
export const LOCK_AFTER_FAILURES = 5;
/** Wrong passwords from all addresses together within the window that lock everybody. */
export const GLOBAL_LOCK_AFTER_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Guesses at the emergency code each address gets while a code lives. */
export const MAX_CODE_GUESSES = 5;

export const LOCKED_MESSAGE =
  "Too many failed attempts. An emergency access code has been sent to the administrator's email.";
const INVALID_CREDENTIALS = 'Invalid username or password';

/** Where a request came from, for sessions and the audit log; `now` is the app's clock. */
export interface RequestInfo {
  ip: string;
  userAgent: string;
  now: Date;
}

/** What the login needs besides the database: where the emergency code goes. */
export interface CodeDelivery {
  mailer: Mailer;
  adminEmail: string;
  log: Logger;
}

export interface StartedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  session: SessionView;
}

/**
 * Creates the admin user at first start with `password` (ADMIN_PASSWORD), or a generated one
 * that the caller prints once. An existing user is never changed. Safe when two servers start
 * together: the unique user name lets one insert win.
 */
export async function ensureAdminUser(
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  await Promise.all(AUTH_MODELS.map((model) => model.createIndexes()));
  if (await AdminUser.exists({ username: ADMIN_USER })) return { created: false };
  const chosen = password ?? generatePassword();
  try {
    await AdminUser.create({ username: ADMIN_USER, passwordHash: await hashPassword(chosen) });
  } catch (error) {
    if (isDuplicateKey(error)) return { created: false };
    throw error;
  }
  return password === undefined ? { created: true, generatedPassword: chosen } : { created: true };
}

/**
 * Checks a login. Wrong user and wrong password get the same 401 `INVALID_CREDENTIALS` after
 * the same scrypt work.
 *
 * Locks are designed so that nobody without the admin's mailbox can keep the admin out:
 * - the fifth wrong password from one address within 15 minutes locks that address only (423
 *   `LOCKED`); the admin signing in from anywhere else is not slowed down;
 * - 20 wrong passwords from all addresses together within 15 minutes lock everybody, so a
 *   guessing attack spread over many addresses gains nothing; the admin then signs in with the
 *   emergency code mailed to `ADMIN_EMAIL` and the password;
 * - a code is never burned or replaced by others: each address gets its own 5 guesses, a newer
 *   code does not cancel an older one, and `send-otp` makes no code while one made in the current
 *   10-minute window exists, so it mails the admin at most once per window;
 * - a code given while the address is not locked is refused (401 `INVALID_CODE`), so one code
 *   opens at most one session, and using it deletes it.
 * A successful sign-in forgets the failures of its address; one with the code forgets them all.
 */
export async function login(input: LoginInput, request: RequestInfo, delivery: CodeDelivery): Promise<StartedSession> {
  const user =
    input.username === ADMIN_USER ? await AdminUser.findOne({ username: ADMIN_USER }).lean<AdminUserRecord>() : null;
  if (!user) {
    await verifyAgainstDummy(input.password);
    await audit(request, 'login.failure', 'unknown');
    throw invalidCredentials();
  }
  if (await isLocked(request)) {
    await unlockWithCode(user, input, request, delivery);
  } else if (input.code !== undefined) {
    await verifyAgainstDummy(input.password);
    await audit(request, 'login.code-failure');
    throw invalidCode();
  } else if (await verifyPassword(input.password, user.passwordHash)) {
    await LoginFailure.deleteMany({ user: ADMIN_USER, ip: request.ip });
  } else {
    await recordFailure(request, delivery);
  }
  const started = await startSession(request);
  await audit(request, 'login.success');
  return started;
}

/** Whether this address, or everybody, is locked by recent wrong passwords. */
async function isLocked(request: RequestInfo): Promise<boolean> {
  const since = trusted({ $gt: new Date(request.now.getTime() - FAILURE_WINDOW_MS) });
  const [fromAddress, fromAll] = await Promise.all([
    LoginFailure.countDocuments({ user: ADMIN_USER, ip: request.ip, at: since }),
    LoginFailure.countDocuments({ user: ADMIN_USER, at: since }),
  ]);
  return fromAddress >= LOCK_AFTER_FAILURES || fromAll >= GLOBAL_LOCK_AFTER_FAILURES;
}

async function unlockWithCode(
  user: AdminUserRecord,
  input: LoginInput,
  request: RequestInfo,
  delivery: CodeDelivery,
): Promise<void> {
  if (input.code === undefined) {
    await audit(request, 'login.locked');
    // The admin may meet a lock whose code has expired: a new one is on its way (at most one per window).
    await ensureEmergencyCode(request, delivery, 'lock');
    throw locked();
  }
  const code = await guessCode(input.code, request);
  if (code === undefined) {
    await audit(request, 'login.code-failure');
    throw invalidCode();
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await audit(request, 'login.failure');
    throw invalidCredentials();
  }
  // Using the code is deleting it: of two requests with the same code, one delete finds it.
  const used = await EmergencyCode.deleteOne({ _id: code._id });
  if (used.deletedCount !== 1) {
    await audit(request, 'login.code-failure');
    throw invalidCode();
  }
  await Promise.all([
    LoginFailure.deleteMany({ user: ADMIN_USER }),
    CodeGuess.deleteMany({ user: ADMIN_USER, ip: request.ip }),
  ]);
  await audit(request, 'login.code-used');
}

/**
 * The unexpired code that `guess` is, when this address has not used up its guesses; else
 * undefined. Each guess is an inserted document counted after the insert, so parallel guesses
 * from one address cannot share a slot; guesses from other addresses never count here.
 */
async function guessCode(guess: string, request: RequestInfo): Promise<EmergencyCodeRecord | undefined> {
  const now = request.now;
  const codes = await EmergencyCode.find({ user: ADMIN_USER, expiresAt: trusted({ $gt: now }) }).lean<
    EmergencyCodeRecord[]
  >();
  if (codes.length === 0) return undefined;
  await CodeGuess.create({ user: ADMIN_USER, ip: request.ip, at: now });
  const guesses = await CodeGuess.countDocuments({
    user: ADMIN_USER,
    ip: request.ip,
    at: trusted({ $gt: new Date(now.getTime() - CODE_TTL_MS) }),
  });
  if (guesses > MAX_CODE_GUESSES) return undefined;
  return codes.find((code) => {
    const expected = Buffer.from(code.hash, 'hex');
    const actual = Buffer.from(codeHash(guess, code.salt), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
}

/**
 * Records a wrong password. When it locks this address (or everybody), the answer is 423 and
 * a code is made for the admin unless one was made in this window already.
 */
async function recordFailure(request: RequestInfo, delivery: CodeDelivery): Promise<never> {
  await audit(request, 'login.failure');
  await LoginFailure.create({ user: ADMIN_USER, ip: request.ip, at: request.now });
  // Failures older than the window count for nothing; FerretDB 1.x has no TTL index to drop them.
  await LoginFailure.deleteMany({ at: trusted({ $lte: new Date(request.now.getTime() - FAILURE_WINDOW_MS) }) });
  if (!(await isLocked(request))) throw invalidCredentials();
  await audit(request, 'login.lock');
  await ensureEmergencyCode(request, delivery, 'lock');
  throw locked();
}

/**
 * Makes and delivers a code unless one was made in the current 10-minute window; answers
 * where the latest code went. The window's unique key lets one of several simultaneous
 * requests make it, so the admin gets one mail per window however often it is asked for.
 */
export async function ensureEmergencyCode(
  request: RequestInfo,
  delivery: CodeDelivery,
  reason: 'lock' | 'send-otp',
): Promise<'mail' | 'log'> {
  const window = codeWindow(request.now);
  const existing = await EmergencyCode.findOne({ window }).lean<EmergencyCodeRecord>();
  if (existing) return existing.channel;
  return issueEmergencyCode(request, delivery, reason);
}

/**
 * Makes a new code for the current window, stores its salted hash and mails it to the
 * configured admin address only. When the mail fails, the code is written to the server log
 * instead. Answers where the code went (for a request that lost the race for the window: where
 * the winner's went).
 */
export async function issueEmergencyCode(
  request: RequestInfo,
  delivery: CodeDelivery,
  reason: 'lock' | 'send-otp',
): Promise<'mail' | 'log'> {
  const code = String(randomInt(100_000, 1_000_000));
  const salt = randomBytes(16).toString('base64url');
  const window = codeWindow(request.now);
  await EmergencyCode.deleteMany({ user: ADMIN_USER, expiresAt: trusted({ $lte: request.now }) });
  try {
    await EmergencyCode.create({
      user: ADMIN_USER,
      hash: codeHash(code, salt),
      salt,
      window,
      channel: 'mail',
      issuedAt: request.now,
      expiresAt: new Date(request.now.getTime() + CODE_TTL_MS),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await EmergencyCode.findOne({ window }).lean<EmergencyCodeRecord>();
    return winner?.channel ?? 'mail';
  }
  let channel: 'mail' | 'log' = 'mail';
  try {
    await delivery.mailer.send({
      to: delivery.adminEmail,
      subject: 'OGulf admin: emergency access code',
      text: [
        `Your emergency access code is ${code}.`,
        '',
        'It is valid for 10 minutes and can be used once, together with the admin password, at /adm/ogulf.',
        reason === 'lock'
          ? `The admin login was locked after repeated failed attempts (last from ${request.ip || 'an unknown address'}).`
          : `A code was requested from ${request.ip || 'an unknown address'}.`,
        'If this was not you, someone is trying to sign in: keep the password secret and consider changing it.',
      ].join('\n'),
    });
  } catch (error) {
    channel = 'log';
    await EmergencyCode.updateOne({ window }, { $set: { channel } });
    const reasonText = error instanceof Error ? error.message : String(error);
    delivery.log.warn(
      `Emergency admin code ${code} (valid 10 minutes): the mail to the admin could not be sent (${reasonText})`,
    );
  }
  await audit(request, 'code.issue', ADMIN_USER, `${reason} via ${channel}`);
  return channel;
}

function codeWindow(now: Date): string {
  return `${ADMIN_USER}|${Math.floor(now.getTime() / CODE_TTL_MS) * CODE_TTL_MS}`;
}

/** A new session for the admin: a fresh random id, valid 8 hours from now. */
async function startSession(request: RequestInfo): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const loginTime = request.now;
  const expiresAt = new Date(loginTime.getTime() + SESSION_MS);
  // Expired sessions are removed here rather than by a TTL index, which FerretDB 1.x lacks.
  await AdminSession.deleteMany({ expiresAt: trusted({ $lte: loginTime }) });
  await AdminSession.create({
    tokenHash: tokenHash(token),
    user: ADMIN_USER,
    loginTime,
    expiresAt,
    ip: request.ip,
    userAgent: request.userAgent.slice(0, 300),
  });
  return {
    token,
    session: { user: ADMIN_USER, loginTime: loginTime.toISOString(), expiresAt: expiresAt.toISOString() },
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The live session of a cookie value, or undefined (no cookie, forged, expired or logged out). */
export async function findSession(token: string | undefined, now: Date): Promise<SessionView | undefined> {
  if (token === undefined || !TOKEN_SHAPE.test(token)) return undefined;
  const record = await AdminSession.findOne({
    tokenHash: tokenHash(token),
    expiresAt: trusted({ $gt: now }),
  }).lean<AdminSessionRecord>();
  if (!record) return undefined;
  return { user: record.user, loginTime: record.loginTime.toISOString(), expiresAt: record.expiresAt.toISOString() };
}

/** Deletes the session of a cookie value; true when there was one. */
export async function endSession(token: string | undefined, request: RequestInfo): Promise<boolean> {
  if (token === undefined || !TOKEN_SHAPE.test(token)) return false;
  const result = await AdminSession.deleteOne({ tokenHash: tokenHash(token) });
  if (result.deletedCount === 0) return false;
  await audit(request, 'logout');
  return true;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function codeHash(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

function invalidCredentials(): UnauthorizedError {
  return new UnauthorizedError(INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
}

function invalidCode(): UnauthorizedError {
  return new UnauthorizedError('The emergency code is wrong, used or expired', { code: 'INVALID_CODE' });
}

function locked(): AppError {
  return new AppError(423, 'LOCKED', LOCKED_MESSAGE);
}

async function audit(request: RequestInfo, action: string, actor = ADMIN_USER, target = ''): Promise<void> {
  await recordAudit({ at: request.now, actor, action, target, ip: request.ip, userAgent: request.userAgent });
}
