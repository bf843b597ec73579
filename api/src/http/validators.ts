import { z } from 'zod';

/** Queries of routes that take none: every key is an unknown key (400 VALIDATION_FAILED). */
export const noQuery = z.strictObject({});

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (blank space
 * pasted into a search box). None belongs in a search or a name, and the database refuses a NUL
 * inside a regular expression (a 500 before they were refused here).
 */
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
export function queryText(max: number, tooLong = `At most ${max} characters`) {
  return z
    .string()
    .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE)
    .trim()
    .max(max, tooLong);
}
