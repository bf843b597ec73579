/**
 * A cap on the automatic mails one address receives: order confirmations, re-sent
 * confirmations and the acknowledgements of quote requests and contact messages all count in
 * one bucket per recipient. Those forms are public and take any address, so without it anyone
 * could use the shop to fill a stranger's inbox (the review sent 3,239 confirmations to one
 * address in 150 s). The shop's own copies are not counted: they go to the shop.
 */
import { consumeLimit } from '../http/rate-limit';

/**
 * 5 a hour: a buyer who places several orders in an hour still gets the first five
 * confirmations (and sees every order on its confirmation page); a stranger's inbox gets at most
 * five of the shop's mails an hour whatever the attacker does.
 */
export const RECIPIENT_LIMIT = { windowMs: 60 * 60_000, max: 5 } as const;

/** Why a mail was not sent, as the admin reads it in the queue. */
export const RECIPIENT_LIMIT_REASON = `Not sent: the address had received ${RECIPIENT_LIMIT.max} automatic mails from the shop within the hour`;

/**
 * The inbox an address reaches, for counting: lower case, without a `+tag` in the local part
 * (`Name+1@Example.com` and `name+2@example.com` land in one inbox).
 */
export function recipientBucket(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return `mail-to ${normalized}`;
  const local = normalized.slice(0, at).replace(/\+.*$/, '');
  return `mail-to ${local}${normalized.slice(at)}`;
}

/**
 * Counts one automatic mail to `address`; resolves to 0 when it may be sent, else to the
 * seconds until the address may get one again.
 */
export function consumeRecipientLimit(address: string, nowMs: number): Promise<number> {
  return consumeLimit(recipientBucket(address), RECIPIENT_LIMIT, nowMs);
}
