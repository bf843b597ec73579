import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from './form-field';
import { errorText } from './form-messages';
import { useCartLanguage } from './use-cart-language';

const EMAIL = { autoComplete: 'email' } as const;
const TEL = { autoComplete: 'tel', inputMode: 'tel' } as const;

/** One text control of a form, as data: what it holds, its label and how the browser should help fill it. */
export interface TextFieldSpec<F extends string = string> {
  field: F;
  /** Keys in the cart namespace, of the label and of the hint under the control. */
  label: string;
  /** Marked with an asterisk; `optional` fields say "(optional)" after the label, the others say nothing. */
  required?: boolean;
  optional?: boolean;
  hint?: string;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
  /** A textarea of this many rows; an input otherwise. */
  rows?: number;
  /** Typed left to right whatever the page's direction (emails, phones, numbers). */
  ltr?: boolean;
  type?: 'text' | 'email' | 'tel';
  maxLength: number;
  /** The control's other attributes (autoComplete, inputMode …). */
  attrs?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
}

interface TextFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, V>;
  /** Prefix of the controls' ids (`contact` gives contact-name, contact-email …). */
  idPrefix: string;
  fields: readonly TextFieldSpec<Path<V>>[];
}

/** The text fields of a form, in order: each a `Field` with its control registered (message on leaving it). */
export function TextFields<V extends FieldValues>({ form, idPrefix, fields }: TextFieldsProps<V>) {
  const { t } = useCartLanguage();
  const { errors } = form.formState;
  return fields.map(({ field, label, required, optional, hint, wide, rows, ltr, type = 'text', maxLength, attrs }) => (
    <Field
      key={field}
      id={`${idPrefix}-${field}`}
      name={field}
      label={t(label)}
      required={required}
      optionalText={optional ? t('fields.optional') : undefined}
      hint={hint && t(hint)}
      error={errorText(t, errors, field)}
      {...(wide ? { className: 'field--wide' } : {})}
    >
      {(control) => {
        const props = { ...control, ...attrs, ...registerText(form, field), className: ltr ? 'input ltr' : 'input' };
        return rows ? (
          <textarea {...props} rows={rows} maxLength={maxLength} />
        ) : (
          <input {...props} type={type} maxLength={maxLength} />
        );
      }}
    </Field>
  ));
}

/**
 * The sender's fields: name and email (required) and a phone from anywhere (optional), as the
 * contact and quote forms ask for them; the checkout's name, email and Qatar phone start from them.
 */
export const SENDER_FIELDS = [
  { field: 'name', label: 'fields.name', required: true, maxLength: 100, attrs: { autoComplete: 'name' } },
  { field: 'email', label: 'fields.email', required: true, ltr: true, type: 'email', maxLength: 254, attrs: EMAIL },
  { field: 'phone', label: 'fields.phone', optional: true, ltr: true, type: 'tel', maxLength: 30, attrs: TEL },
] as const satisfies readonly TextFieldSpec[];

/** The Qatar phone an order is placed with (checkout, a quotation's acceptance) and found by again (tracking): required, left to right. */
export const qatarPhoneField = (hint: string): TextFieldSpec<'phone'> => ({
  ...SENDER_FIELDS[2],
  optional: false,
  required: true,
  maxLength: 20,
  hint,
});
