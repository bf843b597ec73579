/**
 * Field rules shared by the admin forms. Forms hold their inputs as strings (what the inputs give) and
 * validate them into the exact request body before sending; a failed rule names an i18n key under
 * `errors.*` (with its limit), so the same rule reads in English and Arabic.
 */

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
] as const;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export interface FieldError {
  key: FieldErrorKey;
  limit?: number;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export type Validation<F extends string, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<F> };

/** Collects the rules' results field by field; `result(body)` answers the body only when every rule passed. */
export class Rules<F extends string> {
  readonly errors: FieldErrors<F> = {};

  check<T>(field: F, outcome: { value: T } | { error: FieldError }): T | undefined {
    if ('error' in outcome) {
      this.errors[field] ??= outcome.error;
      return undefined;
    }
    return outcome.value;
  }

  fail(field: F, error: FieldError): void {
    this.errors[field] ??= error;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  result<B>(build: () => B): Validation<F, B> {
    return this.ok ? { ok: true, body: build() } : { ok: false, errors: this.errors };
  }
}

type Outcome<T> = { value: T } | { error: FieldError };

/** A required text, trimmed, of `min`..`max` characters. */
export function requiredText(input: string, max: number, min = 1): Outcome<string> {
  const value = input.trim();
  if (!value) return { error: { key: 'required' } };
  if (value.length < min) return { error: { key: 'tooShort', limit: min } };
  if (value.length > max) return { error: { key: 'tooLong', limit: max } };
  return { value };
}

/** An optional text, trimmed; empty gives ''. */
export function optionalText(input: string, max: number): Outcome<string> {
  const value = input.trim();
  if (value.length > max) return { error: { key: 'tooLong', limit: max } };
  return { value };
}

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Most digits after the decimal point (QAR: 2). */
  decimals?: number;
}

/** A number typed as text (Latin or Arabic-Indic digits); empty is an error unless `optionalNumber` is used. */
export function requiredNumber(input: string, rule: NumberRule = {}): Outcome<number> {
  const text = toLatinDigits(input.trim());
  if (!text) return { error: { key: 'required' } };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: { key: 'number' } };
  const value = Number(text);
  if (rule.integer && !Number.isInteger(value)) return { error: { key: 'integer' } };
  const fraction = text.split('.')[1] ?? '';
  if (rule.decimals !== undefined && fraction.length > rule.decimals) return { error: { key: 'decimals', limit: rule.decimals } };
  if (rule.min !== undefined && value < rule.min) return { error: { key: 'min', limit: rule.min } };
  if (rule.max !== undefined && value > rule.max) return { error: { key: 'max', limit: rule.max } };
  return { value };
}

/** Like `requiredNumber`, but empty gives null. */
export function optionalNumber(input: string, rule: NumberRule = {}): Outcome<number | null> {
  return input.trim() ? requiredNumber(input, rule) : { value: null };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredEmail(input: string): Outcome<string> {
  const value = input.trim();
  if (!value) return { error: { key: 'required' } };
  if (value.length > 254 || !EMAIL.test(value)) return { error: { key: 'email' } };
  return { value };
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits typed on an Arabic keyboard, read as Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
