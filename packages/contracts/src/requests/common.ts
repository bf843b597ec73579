/**
 * Building blocks of the request schemas. Written with `zod/mini` (functions instead of
 * methods), so a front end that bundles a schema gets zod's small build; the API parses the same
 * objects (mini and classic share zod's core, and `z.toJSONSchema` reads both).
 */
import { z } from 'zod/mini';
import { OBJECT_ID } from '../constants';

/** Queries of routes that take none: every key is an unknown key (400 VALIDATION_FAILED). */
export const noQuery = z.strictObject({});

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (blank space
 * pasted into a search box). None belongs in a search or a name, and the database refuses a NUL
 * inside a regular expression (a 500 before they were refused here).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL) from the text';

/** Whether `text` holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Free text that a route puts into a database query (a search, a category name): trimmed, at
 * most `max` characters, without control characters.
 */
export function queryText(
  max: number,
  tooLong = `At most ${max} characters`,
  min?: { length: number; message: string },
) {
  return z.string().check(
    z.refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE),
    z.trim(),
    z.maxLength(max, tooLong),
    ...(min ? [z.minLength(min.length, min.message)] : []),
  );
}

/** A whole number in a query string ("2"), within `min`..`max`, or `fallback` when absent. */
export function queryInt(min: number, max: number, fallback: number, digits = 6) {
  return z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(new RegExp(`^\\d{1,${digits}}$`), 'Expected a whole number')),
        z.transform(Number),
      ),
      z.number().check(z.int(), z.gte(min), z.lte(max)),
    ),
    fallback,
  );
}

/** `true` or `false` in a query string, as a boolean. */
export const queryFlag = z.pipe(
  z.enum(['true', 'false'], 'Expected true or false'),
  z.transform((value) => value === 'true'),
);

/** An id in a body: 24 hex digits. */
export const objectId = z.string().check(z.regex(OBJECT_ID, 'Expected an id (24 hex digits)'));

/** Text trimmed and at most `max` characters. */
export function text(max: number, message = `At most ${max} characters`) {
  return z.string().check(z.trim(), z.maxLength(max, message));
}

/** Text trimmed, `min`..`max` characters. */
export function boundedText(min: number, max: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(min, `At least ${min} characters`), z.maxLength(max, `At most ${max} characters`));
}

/** A whole number within ±`bound` (sort orders). */
export function wholeNumber(bound: number) {
  return z.number().check(z.int('Expected a whole number'), z.gte(-bound), z.lte(bound));
}

/** An amount of QAR, 0..`max`, in cents at most. */
export function amount(max: number, negative: string, tooBig: string) {
  return z.number().check(
    z.gte(0, negative),
    z.lte(max, tooBig),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals'),
  );
}

/** A message of free text, trimmed, of `range.min` to `range.max` characters. */
export function messageText(range: { min: number; max: number }) {
  return z
    .string('Expected a message')
    .check(
      z.trim(),
      z.minLength(range.min, `Enter at least ${range.min} characters`),
      z.maxLength(range.max, `Enter at most ${range.max} characters`),
    );
}

/** The quantity of a line: a whole number from 1 to `max`. */
export function lineQuantity(max: number) {
  return z
    .number('Expected a quantity')
    .check(
      z.int('A quantity is a whole number'),
      z.gte(1, 'A quantity is at least 1'),
      z.lte(max, `A quantity is at most ${max}`),
    );
}
