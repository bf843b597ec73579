import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@ogulf/web-kit';
import { focusFirstError } from './fields';
import { serverProblem, type ServerProblem } from './server-problem';
import { useAdminLanguage } from './use-admin-language';
import type { FieldErrors, Validation } from './validate';

interface FormOptions<V, F extends string, B, R> {
  initial: V | (() => V);
  validate: (values: V) => Validation<F, B>;
  send: (body: B) => Promise<R>;
  /** After a successful save; `reset` puts new values in the form (e.g. empties it). */
  onSaved: (reply: R, body: B, reset: (values: V) => void) => void | Promise<void>;
  /** Notification after a successful save. */
  savedMessage: string;
}

/**
 * One admin form: its values, the field errors of the last refused submit (focus moves to the
 * first), and the server's answer when it refuses the request (kept in the form and notified).
 */
export function useAdminForm<V, F extends string, B, R>({ initial, validate, send, onSaved, savedMessage }: FormOptions<V, F, B, R>) {
  const { t, fieldError } = useAdminLanguage();
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(null);
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const reply = await send(checked.body);
      setBusy(false);
      notify.success(savedMessage);
      await onSaved(reply, checked.body, setValues);
    } catch (error) {
      setBusy(false);
      const found = serverProblem(error, t('errors.saveFailed'));
      setProblem(found);
      notify.error(found.message);
    }
  }

  /** The props of a text control bound to a string field: id, value, onChange and its error. */
  const text = <K extends keyof V & F>(field: K) => ({
    id: `${idPrefix}-${String(field)}`,
    value: String(values[field] ?? ''),
    // Only string fields are bound this way, so the typed text is the field's value.
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[K]),
    error: fieldError(errors[field]),
  });

  return { values, setValues, set, text, errors, problem, busy, formRef, submit };
}
