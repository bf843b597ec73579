/**
 * The admin forms' messages. A form checks its inputs (strings, as the inputs give them) with the
 * API's own request schema from `@ogulf/contracts` (./form-schema: `numberText` reads numbers
 * typed as text first); every refusal becomes an i18n key under `errors.*` with its limit, so the
 * same rule reads in English and Arabic. Nothing here imports zod, so the sign-in page can load it
 * only when the form first checks.
 */
import { readMessage, withLimit, type MessageFor } from '@ogulf/web-kit/forms';

export const FIELD_ERROR_KEYS = [
  'required',
  'tooLong',
  'tooShort',
  'number',
  'integer',
  'min',
  'max',
  'decimals',
  'email',
  'pattern',
  'duplicate',
  'code',
  'priceOrQuote',
  'tooMany',
  'sameStatus',
  'notAllowed',
  'dayOrder',
  'saleBelowPrice',
] as const;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export interface FieldError {
  key: FieldErrorKey;
  limit?: number;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export type Validation<F extends string, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<F> };

/** A form's own rule (one the API has no words for), as a zod issue whose `params` name its message. */
export function formIssue(path: PropertyKey[], key: FieldErrorKey, input: unknown, limit?: number) {
  return {
    code: 'custom' as const,
    path,
    message: key,
    input,
    params: { key, ...(limit === undefined ? {} : { limit }) },
  };
}

const isEmpty = (value: unknown): boolean =>
  (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);

/** The message of a refused field: the form's own rule by name, a missing value, else by what the schema said. */
export const adminMessageFor: MessageFor = ({ value, issue }) => {
  const params =
    issue?.code === 'custom' ? (issue.params as { key?: FieldErrorKey; limit?: number } | undefined) : undefined;
  if (params?.key) return withLimit(params.key, params.limit);
  if (isEmpty(value)) return 'required';
  switch (issue?.code) {
    case 'too_small':
      return issue.origin === 'number'
        ? withLimit('min', issue.minimum)
        : issue.origin === 'array'
          ? 'required'
          : withLimit('tooShort', issue.minimum);
    case 'too_big':
      return issue.origin === 'number'
        ? withLimit('max', issue.maximum)
        : issue.origin === 'array'
          ? withLimit('tooMany', issue.maximum)
          : withLimit('tooLong', issue.maximum);
    case 'invalid_type':
      return issue.expected === 'int' ? 'integer' : 'number';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'pattern';
    case 'custom':
      return 'pattern';
    default:
      // invalid_value (a choice not offered) and the rest: nothing usable was given.
      return 'required';
  }
};

/** A stored message key ("tooLong:150") as the field error the forms show. */
export function fieldErrorOf(message: string | undefined): FieldError | undefined {
  const read = readMessage(message);
  if (!read) return undefined;
  return read.limit === undefined
    ? { key: read.key as FieldErrorKey }
    : { key: read.key as FieldErrorKey, limit: read.limit };
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits typed on an Arabic keyboard, read as Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
