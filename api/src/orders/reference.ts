import { randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference read out over the phone is never ambiguous.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const QATAR_OFFSET_MS = 3 * 3_600_000;

/**
 * A human-friendly reference: prefix, the date in Qatar (YYMMDD, UTC+3 all year), and 4 random
 * characters, e.g. `OG-261122-7KQ4`: about 920,000 per prefix and day. It is not unique by
 * itself; the unique index on the stored field is, and callers draw again on a duplicate.
 */
export function makeReference(prefix: string, now: Date = new Date()): string {
  const qatar = new Date(now.getTime() + QATAR_OFFSET_MS);
  const date = `${String(qatar.getUTCFullYear() % 100).padStart(2, '0')}${String(qatar.getUTCMonth() + 1).padStart(2, '0')}${String(qatar.getUTCDate()).padStart(2, '0')}`;
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${date}-${suffix}`;
}

/** An unguessable url-safe token: 192 random bits as 32 base64url characters. */
export function makeToken(): string {
  return randomBytes(24).toString('base64url');
}
