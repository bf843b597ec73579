/**
 * The spec's admin flags in browser storage (section 3). They only mirror the server's session for
 * the shell's guard; the page never stores a one-time code, only that one was requested and when.
 */
import { STORAGE_KEYS } from '@ogulf/web-kit';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ADMIN_USER = 'admin';
/** An emailed code is valid for 10 minutes (spec section 9). */
export const CODE_VALID_MS = 600_000;
/** What `adminOtp` holds: a marker, never the code. */
export const CODE_REQUESTED = 'requested';

const CODE_KEYS = [STORAGE_KEYS.adminOtp, STORAGE_KEYS.adminOtpTimestamp] as const;

/** After a successful login: the logged-in flag, the login time and the user; the code markers go. */
export function saveLoginFlags(storage: Store, now: number): void {
  storage.setItem(STORAGE_KEYS.adminLoggedIn, 'true');
  storage.setItem(STORAGE_KEYS.adminLoginTime, String(now));
  storage.setItem(STORAGE_KEYS.adminUser, ADMIN_USER);
  for (const key of CODE_KEYS) storage.removeItem(key);
}

/** Clears the flags, the code marker and its timestamp (the shell's guard clears the same keys). */
export function clearAdminFlags(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of [STORAGE_KEYS.adminLoggedIn, STORAGE_KEYS.adminLoginTime, STORAGE_KEYS.adminUser, ...CODE_KEYS])
    storage.removeItem(key);
}

/** Remembers that an emergency code was requested, so a reload keeps the code step open. */
export function markCodeRequested(storage: Store, now: number): void {
  storage.setItem(STORAGE_KEYS.adminOtp, CODE_REQUESTED);
  storage.setItem(STORAGE_KEYS.adminOtpTimestamp, String(now));
}

/** When the last code was requested, if that code can still be valid; else null. */
export function codeRequestedAt(storage: Pick<Storage, 'getItem'>, now: number): number | null {
  if (storage.getItem(STORAGE_KEYS.adminOtp) !== CODE_REQUESTED) return null;
  const at = Number(storage.getItem(STORAGE_KEYS.adminOtpTimestamp));
  return Number.isFinite(at) && at > 0 && now - at < CODE_VALID_MS ? at : null;
}
