import type { ReactNode } from 'react';
import { AlertIcon } from '@ogulf/web-kit/icons';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** The translated message, when the field is in error. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the error message, wired with aria-invalid and aria-describedby. */
export function Field({
  id,
  name,
  label,
  error,
  hint,
  required = false,
  optionalText,
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['stack field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : optionalText ? (
          <span className="field__optional"> {optionalText}</span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} data-testid={`${name}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
