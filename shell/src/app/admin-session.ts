import { STORAGE_KEYS } from '@ogulf/web-kit';

/** Spec section 9: the admin session lasts 8 hours and is re-checked every 5 minutes. */
export const ADMIN_SESSION_MS = 28_800_000;
export const ADMIN_SESSION_CHECK_MS = 300_000;
export const ADMIN_USER = 'admin';

export type InvalidReason = 'no login flag' | 'no timestamp' | 'invalid user' | 'session timeout';
export type SessionCheck = { valid: true } | { valid: false; reason: InvalidReason };

type Store = Pick<Storage, 'getItem'>;

/**
 * The browser-side mirror of the admin session (spec section 4). It only decides
 * whether to show the admin remote; the server's session cookie is the authority.
 */
export function checkAdminSession(storage: Store, now: number): SessionCheck {
  if (storage.getItem(STORAGE_KEYS.adminLoggedIn) !== 'true') return { valid: false, reason: 'no login flag' };
  const loginTime = Number(storage.getItem(STORAGE_KEYS.adminLoginTime));
  if (!storage.getItem(STORAGE_KEYS.adminLoginTime) || !Number.isFinite(loginTime)) {
    return { valid: false, reason: 'no timestamp' };
  }
  if (storage.getItem(STORAGE_KEYS.adminUser) !== ADMIN_USER) return { valid: false, reason: 'invalid user' };
  if (now - loginTime >= ADMIN_SESSION_MS) return { valid: false, reason: 'session timeout' };
  return { valid: true };
}

/** Clears the admin flags, the one-time code and its timestamp. */
export function clearAdminSession(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of [
    STORAGE_KEYS.adminLoggedIn,
    STORAGE_KEYS.adminLoginTime,
    STORAGE_KEYS.adminUser,
    STORAGE_KEYS.adminOtp,
    STORAGE_KEYS.adminOtpTimestamp,
  ]) {
    storage.removeItem(key);
  }
}
