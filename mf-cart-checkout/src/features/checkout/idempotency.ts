/**
 * One Idempotency-Key per checkout attempt: the same order details keep the same key (a double
 * click, a retry after a lost reply, a reload mid-submission), changed details get a fresh one
 * (the server refuses a key reused with a different body). Kept in sessionStorage for this tab.
 */

export interface Attempt {
  key: string;
  /** The request body the key was made for. */
  fingerprint: string;
}

export const ATTEMPT_STORAGE_KEY = 'checkoutAttempt';

/** 32 url-safe random characters (192 bits), within the API's 8–128 `[A-Za-z0-9_-]`. */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(32));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}

/** The previous attempt when it was for the same body, else a new one. */
export function attemptFor(
  body: unknown,
  previous: Attempt | null,
  makeKey: () => string = newIdempotencyKey,
): Attempt {
  const fingerprint = JSON.stringify(body);
  return previous && previous.fingerprint === fingerprint ? previous : { key: makeKey(), fingerprint };
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const session = (): SessionStore | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

export function loadAttempt(storage: SessionStore | undefined = session()): Attempt | null {
  try {
    const parsed = JSON.parse(storage?.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    return parsed &&
      typeof parsed.key === 'string' &&
      /^[\w-]{8,128}$/.test(parsed.key) &&
      typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

export function saveAttempt(attempt: Attempt | null, storage: SessionStore | undefined = session()): void {
  try {
    if (attempt) storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    else storage?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    /* the key still holds for this page */
  }
}
