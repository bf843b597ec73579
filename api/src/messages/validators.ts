import { z } from 'zod';
import { emailAddress, LANGUAGES, orderLines, personName } from '../orders/validators';

export const MAX_QUOTE_LINES = 50;

// Quotes and messages may come from abroad: digits with an optional +, spaces, dashes, brackets.
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;

/** An optional phone number of a sender ('' when not given). */
const optionalPhone = z
  .string('Expected a phone number')
  .trim()
  .max(30, 'Enter a phone number such as +974 5512 3456')
  .refine((phone) => phone === '' || PHONE.test(phone), 'Enter a phone number such as +974 5512 3456')
  .default('');

/** One line of text (no line breaks: it may go into a mail subject). */
function singleLine(max: number) {
  return z
    .string('Expected text')
    .trim()
    .max(max, `Enter at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'Keep it on one line')
    .default('');
}

const language = z.enum(LANGUAGES, 'Expected en or ar').default('en');

/** `POST /api/quote-request` body. */
export const quoteRequestBody = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  company: singleLine(150),
  message: z.string('Expected text').trim().max(5000, 'Enter at most 5000 characters').default(''),
  items: orderLines(MAX_QUOTE_LINES),
  language,
});
export type QuoteRequestInput = z.output<typeof quoteRequestBody>;

/** `POST /api/contact` body. */
export const contactBody = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  subject: singleLine(150),
  message: z.string('Expected a message').trim().min(10, 'Enter at least 10 characters').max(5000, 'Enter at most 5000 characters'),
  language,
});
export type ContactInput = z.output<typeof contactBody>;
