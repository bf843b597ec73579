import type { Path, UseFormReturn } from 'react-hook-form';
import { registerText } from '@ogulf/web-kit/forms';
import { Field } from '../../shared/form-field';
import { useCartLanguage } from '../../shared/use-cart-language';
import { PLATE_FIELDS, type PlateField } from './checkout-rules';

const LABEL = { naZone: 'zone', naStreet: 'street', naBuilding: 'building', naUnit: 'unit' } as const;

/**
 * The optional Qatar National Address: the blue plate's zone, street, building and unit numbers,
 * in any form that holds them as text (the checkout, a quotation's acceptance).
 */
export function NationalAddressFields<V extends Record<PlateField, string>>({
  form,
  message,
  idPrefix = 'checkout',
}: {
  form: UseFormReturn<V, unknown, V>;
  message: (field: PlateField) => string | undefined;
  /** Prefix of the controls' ids (`<prefix>-naZone`). */
  idPrefix?: string;
}) {
  const { t } = useCartLanguage();
  return (
    <fieldset className="plate-fields" aria-describedby={`${idPrefix}-plate-hint`} data-testid="national-address">
      <legend className="field__label">
        {t('nationalAddress.title')} <span className="field__optional">{t('fields.optional')}</span>
      </legend>
      <p className="field__hint" id={`${idPrefix}-plate-hint`}>
        {t('nationalAddress.hint')}
      </p>
      <div className="plate-fields__grid">
        {PLATE_FIELDS.map((field) => (
          <Field
            key={field}
            id={`${idPrefix}-${field}`}
            name={field}
            label={t(`nationalAddress.${LABEL[field]}`)}
            error={message(field)}
          >
            {(control) => (
              <input
                {...control}
                // V holds every plate field (V extends Record<PlateField, string>); TypeScript cannot see that in Path<V>.
                {...registerText(form, field as Path<V>)}
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
