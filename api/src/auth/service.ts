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
  LoginLock,
  type AdminSessionRecord,
  type AdminUserRecord,
  type EmergencyCodeRecord,
} from './model';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './password';

/** The one admin user name (spec section 6). */
export const ADMIN_USER = 'admin';
/** Sessions last 8 hours from login, however busy (spec section 9). */
export const SESSION_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords in a row that lock the login until the emergency code is used. */
export const LOCK_AFTER_FAILURES = 5;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_GUESSES = 5;

export const LOCKED_MESSAGE = "Too many failed attempts. An emergency access code has been sent to the administrator's email.";
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

export interface SessionView {
  user: string;
  /** ISO 8601. */
  loginTime: string;
  expiresAt: string;
}

export interface LoginInput {
  username: string;
  password: string;
  code?: string | undefined;
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
export async function ensureAdminUser(password: string | undefined): Promise<{ created: boolean; generatedPassword?: string }> {
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
 * the same scrypt work. The fifth wrong password in a row locks the login (423 `LOCKED`) and
 * mails an emergency code; while locked, only the latest unexpired code together with the
 * right password opens a session, and that lifts the lock. A code sent while the login is not
 * locked is refused (401 `INVALID_CODE`), so one code opens at most one session.
 */
export async function login(input: LoginInput, request: RequestInfo, delivery: CodeDelivery): Promise<StartedSession> {
  const user = input.username === ADMIN_USER ? await AdminUser.findOne({ username: ADMIN_USER }).lean<AdminUserRecord>() : null;
  if (!user) {
    await verifyAgainstDummy(input.password);
    await audit(request, 'login.failure', 'unknown');
    throw invalidCredentials();
  }
  if (await LoginLock.exists({ user: ADMIN_USER })) {
    await unlockWithCode(user, input, request);
  } else if (input.code !== undefined) {
    await verifyAgainstDummy(input.password);
    await audit(request, 'login.code-failure');
    throw invalidCode();
  } else if (await verifyPassword(input.password, user.passwordHash)) {
    await LoginFailure.deleteMany({ user: ADMIN_USER });
  } else {
    await recordFailure(request, delivery);
  }
  const started = await startSession(request);
  await audit(request, 'login.success');
  return started;
}

async function unlockWithCode(user: AdminUserRecord, input: LoginInput, request: RequestInfo): Promise<void> {
  if (input.code === undefined) {
    await audit(request, 'login.locked');
    throw locked();
  }
  const code = await guessCode(input.code, request.now);
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
    LoginLock.deleteOne({ user: ADMIN_USER }),
    LoginFailure.deleteMany({ user: ADMIN_USER }),
    EmergencyCode.deleteMany({ user: ADMIN_USER }),
    CodeGuess.deleteMany({ code: code._id }),
  ]);
  await audit(request, 'login.code-used');
}

/**
 * The latest code when `guess` is it, it has not expired, and this is one of its first five
 * guesses; else undefined. Each guess is an inserted document, counted after the insert, so
 * parallel guesses cannot share a slot: a guess counted sixth or later is never checked.
 */
async function guessCode(guess: string, now: Date): Promise<EmergencyCodeRecord | undefined> {
  const code = await EmergencyCode.findOne({ user: ADMIN_USER }).sort({ issuedAt: -1, _id: -1 }).lean<EmergencyCodeRecord>();
  if (!code || code.expiresAt.getTime() <= now.getTime()) return undefined;
  await CodeGuess.create({ code: code._id, at: now });
  if ((await CodeGuess.countDocuments({ code: code._id })) > MAX_CODE_GUESSES) return undefined;
  const expected = Buffer.from(code.hash, 'hex');
  const actual = Buffer.from(codeHash(guess, code.salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? code : undefined;
}

/**
 * Records a wrong password. The fifth since the last successful login locks the login: the
 * request whose insert of the lock succeeds (the unique user lets one win) mails the code.
 */
async function recordFailure(request: RequestInfo, delivery: CodeDelivery): Promise<never> {
  await audit(request, 'login.failure');
  await LoginFailure.create({ user: ADMIN_USER, at: request.now });
  if ((await LoginFailure.countDocuments({ user: ADMIN_USER })) < LOCK_AFTER_FAILURES) throw invalidCredentials();
  let lockedNow = false;
  try {
    await LoginLock.create({ user: ADMIN_USER, at: request.now });
    lockedNow = true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  if (lockedNow) {
    await audit(request, 'login.lock');
    await issueEmergencyCode(request, delivery, 'lock');
  }
  throw locked();
}

/**
 * Makes a new emergency code (the newest code is the only valid one), stores its salted hash
 * and mails it to the configured admin address only. When the mail fails, the code is written
 * to the server log instead. Answers where the code went.
 */
export async function issueEmergencyCode(request: RequestInfo, delivery: CodeDelivery, reason: 'lock' | 'send-otp'): Promise<'mail' | 'log'> {
  const code = String(randomInt(100_000, 1_000_000));
  const salt = randomBytes(16).toString('base64url');
  await EmergencyCode.deleteMany({ user: ADMIN_USER, expiresAt: trusted({ $lte: request.now }) });
  await EmergencyCode.create({
    user: ADMIN_USER,
    hash: codeHash(code, salt),
    salt,
    issuedAt: request.now,
    expiresAt: new Date(request.now.getTime() + CODE_TTL_MS),
  });
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
          ? `The admin login was locked after ${LOCK_AFTER_FAILURES} failed attempts in a row (last from ${request.ip || 'an unknown address'}).`
          : `A new code was requested from ${request.ip || 'an unknown address'}; earlier codes no longer work.`,
        'If this was not you, someone is trying to sign in: keep the password secret and consider changing it.',
      ].join('\n'),
    });
  } catch (error) {
    channel = 'log';
    const reasonText = error instanceof Error ? error.message : String(error);
    delivery.log.warn(`Emergency admin code ${code} (valid 10 minutes): the mail to the admin could not be sent (${reasonText})`);
  }
  await audit(request, 'code.issue', ADMIN_USER, `${reason} via ${channel}`);
  return channel;
}

/** A new session for the admin: a fresh random id, valid 8 hours from now. */
async function startSession(request: RequestInfo): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const loginTime = request.now;
  const expiresAt = new Date(loginTime.getTime() + SESSION_MS);
  // Expired sessions are removed here rather than by a TTL index, which FerretDB 1.x lacks.
  await AdminSession.deleteMany({ expiresAt: trusted({ $lte: loginTime }) });
  await AdminSession.create({ tokenHash: tokenHash(token), user: ADMIN_USER, loginTime, expiresAt, ip: request.ip, userAgent: request.userAgent.slice(0, 300) });
  return { token, session: { user: ADMIN_USER, loginTime: loginTime.toISOString(), expiresAt: expiresAt.toISOString() } };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The live session of a cookie value, or undefined (no cookie, forged, expired or logged out). */
export async function findSession(token: string | undefined, now: Date): Promise<SessionView | undefined> {
  if (token === undefined || !TOKEN_SHAPE.test(token)) return undefined;
  const record = await AdminSession.findOne({ tokenHash: tokenHash(token), expiresAt: trusted({ $gt: now }) }).lean<AdminSessionRecord>();
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
