import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The admin account, its sessions and its login state. FerretDB 1.x applies a conditional
 * update (`findOneAndUpdate` with a filter, `$inc`) as read-then-write, so two requests at the
 * same moment can both "win" it; what it does make atomic is an insert against a unique index
 * and a delete. Every rule that must hold under parallel requests is therefore built from
 * those: the lock is a document with a unique user, a failure or a code guess is an inserted
 * document that is counted, and using a code is deleting it (one delete finds it).
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

/** A wrong password; those since the last successful login are the failures "in a row". */
export interface LoginFailureFields {
  user: string;
  at: Date;
}

const loginFailureSchema = new Schema<LoginFailureFields>(
  { user: { type: String, required: true, index: true }, at: { type: Date, required: true } },
  { collection: 'admin_login_failures' },
);

/** Present while the login is locked; the unique user lets exactly one request lock it (and mail the code). */
export interface LoginLockFields {
  user: string;
  at: Date;
}

const loginLockSchema = new Schema<LoginLockFields>(
  { user: { type: String, required: true, unique: true }, at: { type: Date, required: true } },
  { collection: 'admin_login_locks' },
);

/** An emergency code: only its salted sha256 is stored; the newest one is the only valid one. */
export interface EmergencyCodeFields {
  user: string;
  hash: string;
  salt: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type EmergencyCodeRecord = EmergencyCodeFields & { _id: Types.ObjectId };

const emergencyCodeSchema = new Schema<EmergencyCodeFields>(
  {
    user: { type: String, required: true },
    hash: { type: String, required: true },
    salt: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'admin_emergency_codes' },
);
emergencyCodeSchema.index({ user: 1, issuedAt: -1 });

/** One guess at a code; a guess is only checked while it is among the first five. */
export interface CodeGuessFields {
  code: Types.ObjectId;
  at: Date;
}

const codeGuessSchema = new Schema<CodeGuessFields>(
  { code: { type: Schema.Types.ObjectId, required: true, index: true }, at: { type: Date, required: true } },
  { collection: 'admin_code_guesses' },
);

export const AdminUser = mongoose.model<AdminUserFields>('AdminUser', adminUserSchema);
export const AdminSession = mongoose.model<AdminSessionFields>('AdminSession', adminSessionSchema);
export const LoginFailure = mongoose.model<LoginFailureFields>('LoginFailure', loginFailureSchema);
export const LoginLock = mongoose.model<LoginLockFields>('LoginLock', loginLockSchema);
export const EmergencyCode = mongoose.model<EmergencyCodeFields>('EmergencyCode', emergencyCodeSchema);
export const CodeGuess = mongoose.model<CodeGuessFields>('CodeGuess', codeGuessSchema);

/** Every model of the admin login, for index creation at start. */
export const AUTH_MODELS = [AdminUser, AdminSession, LoginFailure, LoginLock, EmergencyCode, CodeGuess] as const;
