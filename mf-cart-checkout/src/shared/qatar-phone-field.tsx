import type { TFunction } from 'i18next';
import type { Path, UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from './form-field';
import { errorText } from './form-messages';

/** The Qatar phone an order is placed with (checkout) and found by again (tracking): required, left to right. */
export function QatarPhoneField<V extends { phone: string }>({
  form,
  id,
  hint,
  t,
}: {
  form: UseFormReturn<V, unknown, V>;
  id: string;
  hint: string;
  t: TFunction<'cart'>;
}) {
  // V has a phone (V extends { phone }); TypeScript cannot see that in Path<V>.
  const phone = 'phone' as Path<V>;
  return (
    <Field
      id={id}
      name="phone"
      label={t('fields.phone')}
      required
      error={errorText(t, form.formState.errors, phone)}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          {...registerText(form, phone)}
          className="input ltr"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      )}
    </Field>
  );
}
