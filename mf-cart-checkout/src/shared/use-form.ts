import { useRef, useState } from 'react';
import { validateAll, type ErrorKey, type Rule } from './validation';

export interface FormOptions<F extends string> {
  /** Prefix of the controls' ids: a field's control is `${idPrefix}-${field}`. */
  idPrefix: string;
  initial: Record<F, string>;
  rules: Record<F, Rule>;
  /** Fields in the order they appear, so the first error is the first one on screen. */
  order: readonly F[];
}

/**
 * Values and messages of a form: a field's message appears when it loses focus (or on submit)
 * and follows every later edit; `check` validates everything and moves focus to the first error.
 */
export function useForm<F extends string>({ idPrefix, initial, rules, order }: FormOptions<F>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, ErrorKey>>>({});
  const shown = useRef(new Set<F>());
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const showFor = (field: F, value: string) => {
    shown.current.add(field);
    const error = rulesRef.current[field](value);
    setErrors((prev) => {
      if (prev[field] === (error ?? undefined)) return prev;
      const next = { ...prev };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  };

  const idOf = (field: F) => `${idPrefix}-${field}`;

  return {
    values,
    errors,
    idOf,
    setValue(field: F, value: string) {
      setValues((prev) => ({ ...prev, [field]: value }));
      if (shown.current.has(field)) showFor(field, value);
    },
    /**
     * Shows the field's message when focus moves on to another field. Not when it moves to a
     * submit button or nowhere (Safari and Firefox do not focus clicked buttons): the message
     * would push the button away between mousedown and mouseup and swallow the click, and the
     * submit checks every field anyway. `movingTo` left out (a select's change) always shows.
     */
    blur(field: F, value: string, movingTo?: EventTarget | null) {
      if (movingTo === null) return;
      if (movingTo instanceof Element && movingTo.matches('button[type="submit"], input[type="submit"]')) return;
      // An untouched empty field is not an error yet: the shopper may just be tabbing through.
      if (!shown.current.has(field) && !value.trim()) return;
      showFor(field, value);
    },
    setAll(next: Partial<Record<F, string>>) {
      setValues((prev) => ({ ...prev, ...next }));
    },
    /** Validates every field, shows each message, focuses the first field in error; true when all pass. */
    check(): boolean {
      const found = validateAll(values, rulesRef.current);
      for (const field of order) shown.current.add(field);
      setErrors(found);
      const first = order.find((field) => found[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return first === undefined;
    },
  };
}
