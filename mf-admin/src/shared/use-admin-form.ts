import { useId, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { notify } from '@ogulf/web-kit';
import { useSubmit, valueAt } from '@ogulf/web-kit/forms';
import { bodyResolver } from '@ogulf/web-kit/forms/resolver';
import { focusFirstError } from './fields';
import { adminMessageFor, fieldErrorOf, type FieldError } from './form-messages';
import { serverProblem } from './server-problem';
import { useUnsavedChanges } from './unsaved-changes';
import { useAdminLanguage } from './use-admin-language';

interface FormOptions<V extends FieldValues, B, R> {
  initial: V | (() => V);
  /** The form's check: the API's request schema over the inputs; its output is the request body. */
  schema: $ZodType<B, FieldValues>;
  send: (body: B) => Promise<R>;
  /** After a successful save; `reset` puts new values in the form (e.g. empties it). */
  onSaved: (reply: R, body: B, reset: (values: V) => void) => void | Promise<void>;
  /** Notification after a successful save. */
  savedMessage: string;
}

/**
 * One admin form on react-hook-form: its values (controlled inputs), the field errors of the last
 * refused submit (focus moves to the first), and the server's answer when it refuses the request
 * (kept in the form and notified). Once the form has been submitted, every change checks again
 * the changed field and the fields showing a message, so a message goes as soon as its field is
 * right (a new one shows only on the field being changed). While the form holds changes not yet
 * saved, leaving it asks "Discard unsaved changes?" first (./unsaved-changes).
 */
export function useAdminForm<V extends FieldValues, B, R>({
  initial,
  schema,
  send,
  onSaved,
  savedMessage,
}: FormOptions<V, B, R>) {
  const { t, fieldError } = useAdminLanguage();
  const idPrefix = useId();
  const [defaultValues] = useState<V>(initial);
  const resolver = useMemo(() => bodyResolver<V, B>(schema, adminMessageFor), [schema]);
  const form = useForm<V, unknown, B>({
    // Whole values, which react-hook-form's deep-partial type cannot see.
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { onSubmit, pending, failure, clearFailure } = useSubmit<V, R, B>({
    form,
    send,
    onSent: async (reply, body) => {
      // Saved: nothing left to lose (`onSaved` may still put other values in).
      form.reset(form.getValues());
      notify.success(savedMessage);
      await onSaved(reply, body, (values) => form.reset(values));
    },
    failureText: (error) => {
      const found = serverProblem(error, t('errors.saveFailed'));
      notify.error(found.message);
      return found.message;
    },
    messageFor: adminMessageFor,
    onInvalid: () => {
      clearFailure();
      requestAnimationFrame(() => focusFirstError(formRef.current));
    },
  });

  const values = form.watch() as V;
  const errors = flatErrors(form.formState.errors);
  useUnsavedChanges(form.formState.isDirty);
  const set = <K extends Path<V>>(key: K, value: PathValue<V, K>) => setAndRecheck(form, key, value);
  const setValues = (next: V | ((current: V) => V)) => {
    const resolved = typeof next === 'function' ? next(form.getValues()) : next;
    for (const key of Object.keys(resolved) as Path<V>[]) set(key, resolved[key] as PathValue<V, Path<V>>);
  };

  /** The props of a text control bound to a string field: id, value, onChange and its error. */
  const text = <K extends Path<V>>(field: K) => ({
    id: `${idPrefix}-${field}`,
    // A dotted path (`zones.0.fee`) reads the nested value.
    value: String(valueAt(values, field) ?? ''),
    // Only string fields are bound this way, so the typed text is the field's value.
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as PathValue<V, K>),
    error: fieldError(errors[field]),
  });

  const problem = failure ? serverProblem(failure.error, t('errors.saveFailed')) : null;
  /** What the last refused send threw (for a form that reads more of the reply than its message), else null. */
  const refusal: unknown = failure ? failure.error : null;
  return { values, setValues, set, text, errors, problem, refusal, busy: pending, formRef, submit: onSubmit };
}

/**
 * Sets a field as the admin changed it; once the form has been submitted, checks it again with
 * the fields showing a message (see `recheckedFields`), so a message goes as the field is put right.
 */
export function setAndRecheck<V extends FieldValues, K extends Path<V>>(
  form: UseFormReturn<V, unknown, unknown>,
  key: K,
  value: PathValue<V, K>,
): void {
  form.setValue(key, value, { shouldDirty: true });
  if (form.formState.isSubmitted) void form.trigger(recheckedFields(key, form.formState.errors) as Path<V>[]);
}

/**
 * The fields to check again after `changed` changed: it, and every field showing a message of the
 * form's own checks (a rule across fields, such as "a price or Contact for quote", clears from
 * either side). A message the server gave stays until its own field changes or the next send.
 */
export function recheckedFields(changed: string, errors: object): string[] {
  const fields = new Set([changed]);
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    const type = (node as { type?: unknown }).type;
    if (typeof type === 'string' && path) {
      if (type !== 'server') fields.add(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return [...fields];
}

/** react-hook-form's nested errors as the admin forms read them: by dotted path, with key and limit. */
export function flatErrors(errors: object): Partial<Record<string, FieldError>> {
  const flat: Partial<Record<string, FieldError>> = {};
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    if (typeof (node as { type?: unknown }).type === 'string' && path) {
      flat[path] = fieldErrorOf((node as { message?: string }).message);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return flat;
}
