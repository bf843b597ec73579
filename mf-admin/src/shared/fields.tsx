/**
 * Labelled form controls: the label is tied to the control, an error is announced through
 * `aria-describedby` and marks the control `aria-invalid`. A field for the other script gets its
 * own `lang` and direction, so English text stays left-to-right in the Arabic interface and back.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useAdminLanguage } from './use-admin-language';

interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The language the value is written in. */
  lang?: 'en' | 'ar';
  className?: string;
  /** A live "52/60" under the field, in the warning colour past `max` (the field itself does not stop typing). */
  counter?: { length: number; max: number };
}

function describedBy(id: string, error?: string, hint?: string, counter?: FieldFrame['counter']): string | undefined {
  return (
    [hint ? `${id}-hint` : '', counter ? `${id}-counter` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/** "52/60": characters typed of those allowed; past the limit in the warning colour, and said so to screen readers. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useAdminLanguage();
  const over = length > max;
  return (
    <p id={`${id}-counter`} className={`adm-field__counter${over ? ' adm-field__counter--over' : ''}`}>
      <span dir="ltr">
        {length}/{max}
      </span>
      <span className="visually-hidden"> {over ? t('fields.counterOver', { max }) : t('fields.counter')}</span>
    </p>
  );
}

type FrameProps = FieldFrame & { required?: boolean | undefined };

function Frame({
  id,
  label,
  error,
  hint,
  className,
  required,
  counter,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <div className={['adm-field', error ? 'adm-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      {/* The required mark is drawn by CSS (with empty alternative text), so the label's text is the name alone. */}
      <label htmlFor={id} className={`adm-field__label${required ? ' adm-field__label--required' : ''}`}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="adm-field__hint">
          {hint}
        </p>
      )}
      {counter && <Counter id={id} length={counter.length} max={counter.max} />}
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every framed control carries: its id, the `input` look, its error and descriptions, and the value's language. */
function controlProps({ id, error, hint, counter, lang }: FrameProps) {
  return {
    id,
    className: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint, counter),
    ...(lang ? { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } : {}),
  };
}

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'lang' | 'className'>;

export function TextField({ id, label, error, hint, lang, className, counter, ...input }: InputProps) {
  const frame = { id, label, error, hint, lang, className, counter, required: input.required };
  return (
    <Frame {...frame}>
      <input {...controlProps(frame)} {...input} />
    </Frame>
  );
}

type TextAreaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'lang' | 'className'>;

export function TextAreaField({ id, label, error, hint, lang, className, counter, rows = 4, ...input }: TextAreaProps) {
  const frame = { id, label, error, hint, lang, className, counter, required: input.required };
  return (
    <Frame {...frame}>
      <textarea rows={rows} {...controlProps(frame)} {...input} />
    </Frame>
  );
}

type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'lang' | 'className'> & { children: ReactNode };

export function SelectField({ id, label, error, hint, className, children, ...select }: SelectProps) {
  const frame = { id, label, error, hint, className, required: select.required };
  return (
    <Frame {...frame}>
      <select {...controlProps(frame)} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** One `<option>` per record, named in the interface's language (for a SelectField of categories, subcategories…). */
export function NamedOptions({
  items,
}: {
  items: ReadonlyArray<{ id: string; name: string; nameAr?: string | undefined }>;
}) {
  const { pick } = useAdminLanguage();
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {pick(item.name, item.nameAr)}
        </option>
      ))}
    </>
  );
}

type CheckboxProps = {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

export function CheckboxField({ id, label, checked, onChange, disabled }: CheckboxProps) {
  return (
    <div className="adm-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Moves focus to the first control with an error, in document order (after a refused submit). */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
