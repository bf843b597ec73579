import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from './form-field';
import { errorText } from './form-messages';
import { useCartLanguage } from './use-cart-language';

/** One text control of a form, as data: what it holds, its label and how the browser should help fill it. */
export interface TextFieldSpec<F extends string = string> {
  field: F;
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
      label={label}
      required={required}
      optionalText={optional ? t('fields.optional') : undefined}
      hint={hint}
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
export function senderFields(
  t: TFunction<'cart'>,
): [TextFieldSpec<'name'>, TextFieldSpec<'email'>, TextFieldSpec<'phone'>] {
  return [
    { field: 'name', label: t('fields.name'), required: true, maxLength: 100, attrs: { autoComplete: 'name' } },
    {
      field: 'email',
      label: t('fields.email'),
      required: true,
      ltr: true,
      type: 'email',
      maxLength: 254,
      attrs: { autoComplete: 'email' },
    },
    {
      field: 'phone',
      label: t('fields.phone'),
      optional: true,
      ltr: true,
      type: 'tel',
      maxLength: 30,
      attrs: { autoComplete: 'tel', inputMode: 'tel' },
    },
  ];
}

/** The Qatar phone an order is placed with (checkout, a quotation's acceptance) and found by again (tracking): required, left to right. */
export function qatarPhoneField(t: TFunction<'cart'>, hint: string): TextFieldSpec<'phone'> {
  const phone = senderFields(t)[2];
  return { ...phone, optional: false, required: true, maxLength: 20, hint };
}
