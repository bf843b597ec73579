import type { UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from '../../shared/form-field';
import { useCartLanguage } from '../../shared/use-cart-language';
import { PLATE_FIELDS, type CheckoutField, type CheckoutValues } from './checkout-rules';

const LABEL = { naZone: 'zone', naStreet: 'street', naBuilding: 'building', naUnit: 'unit' } as const;

/** The optional Qatar National Address: the blue plate's zone, street, building and unit numbers. */
export function NationalAddressFields({
  form,
  message,
}: {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutValues>;
  message: (field: CheckoutField) => string | undefined;
}) {
  const { t } = useCartLanguage();
  return (
    <fieldset className="plate-fields" aria-describedby="checkout-plate-hint" data-testid="national-address">
      <legend className="field__label">
        {t('nationalAddress.title')} <span className="field__optional">{t('fields.optional')}</span>
      </legend>
      <p className="field__hint" id="checkout-plate-hint">
        {t('nationalAddress.hint')}
      </p>
      <div className="plate-fields__grid">
        {PLATE_FIELDS.map((field) => (
          <Field
            key={field}
            id={`checkout-${field}`}
            name={field}
            label={t(`nationalAddress.${LABEL[field]}`)}
            error={message(field)}
          >
            {(control) => (
              <input
                {...control}
                {...registerText(form, field)}
                className="input ltr"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={field === 'naZone' ? 2 : 4}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
