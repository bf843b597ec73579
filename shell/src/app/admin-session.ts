import { STORAGE_KEYS } from '@ogulf/web-kit';

/** Spec section 9: the admin session lasts 8 hours and is re-checked every 5 minutes. */
export const ADMIN_SESSION_MS = 28_800_000;
export const ADMIN_SESSION_CHECK_MS = 300_000;
export const ADMIN_USER = 'admin';
export const ADMIN_SESSION_PATH = '/api/admin/session';

export type InvalidReason =
  'no login flag' | 'no timestamp' | 'invalid user' | 'session timeout' | 'server session ended';
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

/** Clears the flags and logs why the session ended. */
export function endAdminSession(storage: Pick<Storage, 'removeItem'>, reason: InvalidReason): void {
  clearAdminSession(storage);
  console.warn(`[shell] admin session invalid: ${reason}`);
}

type SessionFetch = (path: string, init: RequestInit) => Promise<Pick<Response, 'status'>>;

/**
 * Asks the server whether its session cookie is still valid. Only a 401 ends the session: a network
 * failure or a server error leaves the decision to the flags, so a passing outage does not log out.
 */
export async function confirmServerSession(fetcher: SessionFetch): Promise<SessionCheck> {
  try {
    const response = await fetcher(ADMIN_SESSION_PATH, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    return response.status === 401 ? { valid: false, reason: 'server session ended' } : { valid: true };
  } catch {
    return { valid: true };
  }
}
