/**
 * The one way forms work (`@ogulf/web-kit/forms`, a subpath so the shared singleton entry does
 * not grow): react-hook-form holds the values, a schema from `@ogulf/contracts` checks them
 * through @hookform/resolvers' zodResolver (`@ogulf/web-kit/forms/resolver`, loaded lazily by
 * `lazyResolver`), every failed field carries the i18n key of its message (so it reads in English
 * and Arabic), and `useSubmit` sends the checked values, maps a refusal's `details` onto the
 * fields and keeps the rest for the form's alert. Nothing here imports zod.
 */
import { useRef, useState, type FocusEvent } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { $ZodIssue } from 'zod/v4/core';
// Through the shared entry, not './api-client': the subpath is bundled into each remote, the client must stay one.
import { readApiError } from '@ogulf/web-kit';

/** A field that failed: where, why (a zod issue code, or `server`), with what. */
export interface FieldProblem {
  /** Dotted path of the field: `name`, `specifications.0.label`. */
  path: string;
  /** The zod issue code (`too_small`, `invalid_format`, `custom`, …), or `server` for the API's `details`. */
  code: string;
  value: unknown;
  /** The zod issue itself (its `minimum`, `maximum`, custom `params`); absent for `server`. */
  issue?: $ZodIssue | undefined;
}

/** The message key a form shows for a problem (looked up in the form's i18n namespace when shown). */
export type MessageFor = (problem: FieldProblem) => string;

export const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );

export const isFieldError = (node: unknown): node is FieldError =>
  node !== null && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string';

/**
 * A resolver whose schema is loaded on first use (the first blur or submit), so the schema
 * library and the contracts stay out of the page's first load: `lazyResolver(() =>
 * import('./contact-schema').then((m) => m.contactResolver))`.
 */
export function lazyResolver<V extends FieldValues, O>(
  load: () => Promise<Resolver<V, unknown, O>>,
): Resolver<V, unknown, O> {
  let loading: Promise<Resolver<V, unknown, O>> | undefined;
  return async (values, context, options) => {
    // A failed load (a blip, a chunk gone after a redeploy) is tried again at the next check.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

/** `{ key, limit }` kept in one message string, for forms whose messages take a limit ("at most {{limit}} characters"). */
export const withLimit = (key: string, limit: number | bigint | undefined): string =>
  limit === undefined ? key : `${key}:${String(limit)}`;

export function readMessage(message: string | undefined): { key: string; limit?: number } | undefined {
  if (!message) return undefined;
  const [key = '', limit] = message.split(':');
  return limit === undefined ? { key } : { key, limit: Number(limit) };
}

/**
 * A text control's registration whose message appears when focus moves on to another field. Not
 * when it moves to a submit button or nowhere (Safari and Firefox do not focus clicked buttons):
 * the message would push the button away between mousedown and mouseup and swallow the click, and
 * the submit checks every field anyway. An untouched empty field is not an error yet: the shopper
 * may just be tabbing through. Use with `mode: 'onTouched'`.
 */
export function registerText<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  field: Path<V>,
): UseFormRegisterReturn<Path<V>> {
  const registered = form.register(field);
  return {
    ...registered,
    onBlur: async (event) => {
      // react-hook-form types its handlers' events loosely; this one is bound to an input's blur.
      const { relatedTarget: movingTo, target } = event as FocusEvent<HTMLInputElement | HTMLTextAreaElement>;
      if (movingTo === null) return;
      if (movingTo instanceof Element && movingTo.matches('button[type="submit"], input[type="submit"]')) return;
      if (!form.getFieldState(field).isTouched && !target.value.trim()) return;
      await registered.onBlur(event);
    },
  };
}

export interface Failure {
  text: string;
  /** Counts refusals, so the alert can be re-mounted (and re-announced) for each. */
  attempt: number;
  /** What the send threw (for a form that shows more of it than a sentence). */
  error: unknown;
}

export interface SubmitOptions<V extends FieldValues, Reply, Checked = V> {
  form: UseFormReturn<V, unknown, Checked>;
  /** Sends the checked values (through web-kit's `apiSend`). */
  send: (values: Checked) => Promise<Reply>;
  onSent: (reply: Reply, values: Checked) => void | Promise<void>;
  /** The alert's text for a failed send. */
  failureText: (error: unknown) => string;
  /** The form field a path of the server's `details` names (`customer.name` -> `name`); null when none. Default: the path itself. */
  fieldOf?: (path: string) => Path<V> | null;
  /** The message key of a field the server refused. */
  messageFor: MessageFor;
  /** After a submit stopped by the form's own checks (focus is already on the first field in error). */
  onInvalid?: () => void;
  /** A last check of what is not a field (the quote's products); false stops the submit. */
  ready?: (values: Checked) => boolean;
}

/**
 * Submitting a form: the checks (focus moves to the first field in error), one request at a time,
 * `pending` while it is on its way, and on a refusal the server's field problems on their fields
 * and the rest in `failure` for the alert; the values stay for the next try.
 */
export function useSubmit<V extends FieldValues, Reply, Checked = V>({
  form,
  send,
  onSent,
  failureText,
  fieldOf,
  messageFor,
  onInvalid,
  ready,
}: SubmitOptions<V, Reply, Checked>) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (inFlight.current) return; // a second click while the first is on its way
      if (ready && !ready(values)) return;
      inFlight.current = true;
      setPending(true);
      let reply: Reply;
      try {
        reply = await send(values);
      } catch (error) {
        const current = form.getValues();
        for (const detail of fieldDetails(error)) {
          const field = fieldOf ? fieldOf(detail) : (detail as Path<V>);
          const value = field ? valueAt(current, field) : undefined;
          if (field && value !== undefined)
            form.setError(field, { type: 'server', message: messageFor({ path: field, code: 'server', value }) });
        }
        const text = failureText(error);
        setFailure((prev) => ({ text, attempt: (prev?.attempt ?? 0) + 1, error }));
        return;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
      setFailure(null);
      await onSent(reply, values);
    },
    (errors) => {
      focusFirstError(errors);
      onInvalid?.();
    },
  );

  return { onSubmit, pending, failure, clearFailure: () => setFailure(null) };
}

/**
 * Focuses the first control in error in document order (react-hook-form's own focusing follows
 * the order fields registered in, which is not the screen's when a control registers late):
 * forms using `useSubmit` pass `shouldFocusError: false`.
 */
function focusFirstError(errors: FieldErrors): void {
  const elements: HTMLElement[] = [];
  const collect = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const ref = (node as { ref?: unknown }).ref;
    if (isFieldError(node) && ref instanceof HTMLElement) elements.push(ref);
    // A radio group's ref is only its name: its first radio stands for it.
    else if (
      isFieldError(node) &&
      ref !== null &&
      typeof ref === 'object' &&
      typeof (ref as { name?: unknown }).name === 'string'
    ) {
      const first = document.getElementsByName((ref as { name: string }).name)[0];
      if (first) elements.push(first);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') collect(child);
  };
  collect(errors);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}

/** The paths of a refusal's `details` (`[{ path, message }]`, as the API's validation answers carry). */
function fieldDetails(error: unknown): string[] {
  const { details } = readApiError(error);
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const path = detail !== null && typeof detail === 'object' ? (detail as { path?: unknown }).path : undefined;
    return typeof path === 'string' && path ? [path] : [];
  });
}
