import { z } from 'zod/mini';
import { LIMITS } from '../constants';
import { messageText } from './common';
import { fitoutRooms } from './fitout';
import { emailAddress, language, orderLines, personName } from './orders';

// Quotes and messages may come from abroad: digits with an optional +, spaces, dashes, brackets.
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;

/** An optional phone number of a sender ('' when not given). */
export const optionalPhone = z._default(
  z.string('Expected a phone number').check(
    z.trim(),
    z.maxLength(LIMITS.phone, 'Enter a phone number such as +974 5512 3456'),
    z.refine((phone) => phone === '' || PHONE.test(phone), 'Enter a phone number such as +974 5512 3456'),
  ),
  '',
);

/** One line of text (no line breaks: it may go into a mail subject). */
export function singleLine(max: number) {
  return z._default(
    z.string('Expected text').check(
      z.trim(),
      z.maxLength(max, `Enter at most ${max} characters`),
      z.refine((value) => !/[\r\n]/.test(value), 'Keep it on one line'),
    ),
    '',
  );
}

/** `POST /api/quote-request` body. */
export const quoteRequestBody = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  company: singleLine(LIMITS.company),
  message: z._default(
    z
      .string('Expected text')
      .check(z.trim(), z.maxLength(LIMITS.quoteMessage, `Enter at most ${LIMITS.quoteMessage} characters`)),
    '',
  ),
  items: orderLines(LIMITS.maxQuoteLines),
  /** The rooms of a request made with the fit-out builder (`/fit-out`), carried with its lines. */
  rooms: z.optional(fitoutRooms),
  language,
});
export type QuoteRequestInput = z.output<typeof quoteRequestBody>;

/** `POST /api/contact` body. */
export const contactBody = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  subject: singleLine(LIMITS.subject),
  message: messageText(LIMITS.message),
  language,
});
export type ContactInput = z.output<typeof contactBody>;
