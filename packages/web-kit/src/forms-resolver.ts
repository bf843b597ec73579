/**
 * The schema side of the forms (`@ogulf/web-kit/forms/resolver`): zodResolver over a schema from
 * `@ogulf/contracts`, each error's message replaced by the form's message key. Kept apart from
 * `./forms` so a page loads zod only when a form first checks (see `lazyResolver`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { isFieldError, valueAt, type MessageFor } from './forms';

/**
 * zodResolver over `schema`, with each error's message replaced by `messageFor`'s key. The raw
 * values reach the submit handler (each form builds its request body from them, as it always has).
 */
export function contractResolver<V extends FieldValues>(
  schema: $ZodType<unknown, Partial<V>>,
  messageFor: MessageFor,
): Resolver<V, unknown, V> {
  // The schema takes every V (its input is Partial<V>) and raw mode hands the values themselves on,
  // so this is a Resolver<V>; the types cannot follow field names through Partial.
  return relabel(
    zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V, unknown, V>,
    schema,
    messageFor,
  );
}

/**
 * Like `contractResolver`, but the submit handler gets the schema's output: the request body
 * itself. The schema's input is left unchecked against V: inputs may be wider than the form's
 * values (a day is any string to the schema, one of six to the form).
 */
export function bodyResolver<V extends FieldValues, B>(
  schema: $ZodType<B, FieldValues>,
  messageFor: MessageFor,
): Resolver<V, unknown, B> {
  // The output is the body; the input side is the form's V, which the schema takes.
  return relabel(zodResolver(schema) as unknown as Resolver<V, unknown, B>, schema, messageFor);
}

function relabel<V extends FieldValues, O>(
  check: Resolver<V, unknown, O>,
  schema: $ZodType,
  messageFor: MessageFor,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // zodResolver keeps only code and message; the limits of a too_big or too_small live on the issue.
    const parsed = safeParse(schema, values);
    const issues = parsed.success ? [] : parsed.error.issues;
    const walk = (node: FieldErrors | FieldError, path: string) => {
      if (isFieldError(node) && path) {
        const issue = issues.find((candidate) => candidate.path.join('.') === path);
        node.message = messageFor({ path, code: node.type, value: valueAt(values, path), issue });
        return;
      }
      for (const [key, child] of Object.entries(node)) {
        if (key !== 'ref' && child !== null && typeof child === 'object')
          walk(child as FieldErrors, path ? `${path}.${key}` : key);
      }
    };
    walk(result.errors as FieldErrors, '');
    return result;
  };
}

/** The message keys a resolver gives `values`, by field path (what a unit test of a form's rules asserts). */
export async function messagesOf<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  values: V,
): Promise<Record<string, string>> {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const found: Record<string, string> = {};
  const collect = (node: unknown, path: string) => {
    if (isFieldError(node)) found[path] = node.message ?? '';
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) collect(child, path ? `${path}.${key}` : key);
  };
  collect(errors, '');
  return found;
}
