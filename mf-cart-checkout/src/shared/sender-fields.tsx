import type { TFunction } from 'i18next';
import type { Path, UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from './form-field';
import { errorText } from './form-messages';

/** The fields every enquiry asks of its sender. */
export interface SenderValues {
  name: string;
  email: string;
  phone: string;
}

interface SenderFieldsProps<V extends SenderValues> {
  form: UseFormReturn<V, unknown, V>;
  /** Prefix of the inputs' ids ("contact" gives contact-name, contact-email, contact-phone). */
  idPrefix: string;
  t: TFunction<'cart'>;
}

/** Name and email (required) and phone (optional), as the contact and quote forms ask for them. */
export function SenderFields<V extends SenderValues>({ form, idPrefix, t }: SenderFieldsProps<V>) {
  const { errors } = form.formState;
  // V has these three fields (V extends SenderValues); TypeScript cannot see that in Path<V>.
  const [name, email, phone] = ['name', 'email', 'phone'] as [Path<V>, Path<V>, Path<V>];
  return (
    <>
      <Field id={`${idPrefix}-name`} name="name" label={t('fields.name')} required error={errorText(t, errors, name)}>
        {(control) => (
          <input
            {...control}
            {...registerText(form, name)}
            className="input"
            type="text"
            autoComplete="name"
            maxLength={100}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-email`}
        name="email"
        label={t('fields.email')}
        required
        error={errorText(t, errors, email)}
      >
        {(control) => (
          <input
            {...control}
            {...registerText(form, email)}
            className="input ltr"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-phone`}
        name="phone"
        label={t('fields.phone')}
        optionalText={t('fields.optional')}
        error={errorText(t, errors, phone)}
      >
        {(control) => (
          <input
            {...control}
            {...registerText(form, phone)}
            className="input ltr"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
          />
        )}
      </Field>
    </>
  );
}
