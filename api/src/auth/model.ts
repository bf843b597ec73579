import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The admin account, its sessions and its login state. FerretDB 1.x applies a conditional
 * update (`findOneAndUpdate` with a filter, `$inc`) as read-then-write, so two requests at the
 * same moment can both "win" it; what it does make atomic is an insert against a unique index
 * and a delete. Every rule that must hold under parallel requests is therefore built from
 * those: a failure or a code guess is an inserted document that is counted, at most one code
 * is made per window (unique `window`), and using a code is deleting it (one delete finds it).
 */

export interface AdminUserFields {
  username: string;
  /** `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
  passwordHash: string;
}

export type AdminUserRecord = AdminUserFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const adminUserSchema = new Schema<AdminUserFields>(
  {
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
  },
  { timestamps: true, collection: 'admin_users' },
);

/** One signed-in browser. The cookie holds the random id; only its sha256 is stored. */
export interface AdminSessionFields {
  tokenHash: string;
  user: string;
  loginTime: Date;
  /** Login time + 8 hours, never extended: the session is absolute. */
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export type AdminSessionRecord = AdminSessionFields & { _id: Types.ObjectId };

const adminSessionSchema = new Schema<AdminSessionFields>(
  {
    tokenHash: { type: String, required: true, unique: true },
    user: { type: String, required: true },
    loginTime: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
    ip: { type: String, default: '' },
    userAgent: { type: String, default: '' },
  },
  { collection: 'admin_sessions' },
);

/**
 * A wrong password, with the address it came from. Locks are worked out from these: an address
 * with `LOCK_AFTER_FAILURES` of them in the failure window is locked, and so is everybody once
 * `GLOBAL_LOCK_AFTER_FAILURES` came from all addresses together (a spread-out guessing attack).
 * A lock is lifted by the emergency code with the password, or by the window passing.
 */
export interface LoginFailureFields {
  user: string;
  ip: string;
  at: Date;
}

const loginFailureSchema = new Schema<LoginFailureFields>(
  {
    user: { type: String, required: true },
    ip: { type: String, default: '' },
    at: { type: Date, required: true, index: true },
  },
  { collection: 'admin_login_failures' },
);

/**
 * An emergency code: only its salted sha256 is stored. At most one code is made per code window
 * (the unique `window` lets one of two simultaneous requests make it), and every unexpired code
 * stays valid until it is used: a newer code, a request for one or wrong guesses never take a
 * code away from the admin who received it.
 */
export interface EmergencyCodeFields {
  user: string;
  hash: string;
  salt: string;
  /** `<user>|<start of the code window in ms>`. */
  window: string;
  /** Where the code went: the admin's mailbox, or the server log when mail failed. */
  channel: 'mail' | 'log';
  issuedAt: Date;
  expiresAt: Date;
}

export type EmergencyCodeRecord = EmergencyCodeFields & { _id: Types.ObjectId };

const emergencyCodeSchema = new Schema<EmergencyCodeFields>(
  {
    user: { type: String, required: true },
    hash: { type: String, required: true },
    salt: { type: String, required: true },
    window: { type: String, required: true, unique: true },
    channel: { type: String, enum: ['mail', 'log'], default: 'mail' },
    issuedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'admin_emergency_codes' },
);

/** One guess at a code from one address; each address gets `MAX_CODE_GUESSES` per code lifetime. */
export interface CodeGuessFields {
  user: string;
  ip: string;
  at: Date;
}

const codeGuessSchema = new Schema<CodeGuessFields>(
  {
    user: { type: String, required: true },
    ip: { type: String, default: '' },
    at: { type: Date, required: true, index: true },
  },
  { collection: 'admin_code_guesses' },
);

export const AdminUser = mongoose.model<AdminUserFields>('AdminUser', adminUserSchema);
export const AdminSession = mongoose.model<AdminSessionFields>('AdminSession', adminSessionSchema);
export const LoginFailure = mongoose.model<LoginFailureFields>('LoginFailure', loginFailureSchema);
export const EmergencyCode = mongoose.model<EmergencyCodeFields>('EmergencyCode', emergencyCodeSchema);
export const CodeGuess = mongoose.model<CodeGuessFields>('CodeGuess', codeGuessSchema);

/** Every model of the admin login, for index creation at start. */
export const AUTH_MODELS = [AdminUser, AdminSession, LoginFailure, EmergencyCode, CodeGuess] as const;
