/**
 * How the shop writes a phone number everywhere (pages, mails, PDFs): Qatar numbers as
 * `+974 XXXX XXXX`, whichever way they were typed or stored. Without zod, so the browser's shared
 * code can use it cheaply.
 */

/** A Qatar number: 8 digits, with or without the country code (`+974`, `00974`, `974`). */
const QATAR = /^(?:\+974|00974|974)?(\d{4})(\d{4})$/;

/**
 * `+97455512345`, `55512345`, `+974 5551-2345` → `+974 5551 2345`. Anything else (a foreign
 * number, a typo) comes back as typed, trimmed, so nothing the customer wrote is lost.
 * Show it in a left-to-right span (`dir="ltr"`) inside Arabic text.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = QATAR.exec(trimmed.replace(/[\s\-().\u200e\u200f]/g, ''));
  return digits ? `+974 ${digits[1]} ${digits[2]}` : trimmed;
}

/** A `tel:` link for the number (digits and a leading `+` only). */
export const phoneHref = (phone: string): string => `tel:${formatPhone(phone).replace(/[^\d+]/g, '')}`;
