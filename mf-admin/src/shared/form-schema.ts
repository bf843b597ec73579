/** The admin forms' schema helpers (zod): numbers typed as text, and a whole form checked at once. */
import { z } from 'zod/mini';
import type { MessageFor } from '@ogulf/web-kit/forms';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import {
  adminMessageFor,
  fieldErrorOf,
  formIssue,
  toLatinDigits,
  type FieldErrors,
  type Validation,
} from './form-messages';

/** Checks `values` against a form's schema at once (what the form does on submit): the body, or each field's first problem. */
export function checkForm<B, F extends string = string>(
  schema: $ZodType<B>,
  values: unknown,
  messageFor: MessageFor = adminMessageFor,
): Validation<F, B> {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues as $ZodIssue[]) {
    const path = issue.path.join('.') as F;
    if (errors[path]) continue;
    const value = issue.path.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
      values,
    );
    const error = fieldErrorOf(messageFor({ path, code: issue.code, value, issue }));
    if (error) errors[path] = error;
  }
  return { ok: false, errors };
}

/**
 * A number typed as text (Latin or Arabic-Indic digits) handed to the contract's number rule.
 * Not a number, or more decimals than `decimals`, is refused here; empty is NaN for the rule to
 * refuse (a missing value), or null when `optional`.
 */
export function numberText<S extends $ZodType>(
  rule: S,
  { decimals, optional = false }: { decimals?: number; optional?: boolean } = {},
) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((input: string, context) => {
        const text = toLatinDigits(input.trim());
        if (!text) return optional ? null : Number.NaN;
        if (!/^-?\d+(\.\d+)?$/.test(text)) {
          context.issues.push(formIssue([], 'number', input));
          return z.NEVER;
        }
        if (decimals !== undefined && (text.split('.')[1] ?? '').length > decimals) {
          context.issues.push(formIssue([], 'decimals', input, decimals));
          return z.NEVER;
        }
        return Number(text);
      }),
    ),
    // The contract's rule takes the number (or null, when `optional`): zod's types cannot see that the input fits.
    rule as unknown as $ZodType<z.output<S>, number | null>,
  );
}
