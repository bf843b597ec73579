import type { Path, UseFormReturn } from 'react-hook-form';
import { TextFields } from '../../shared/text-field';
import { useCartLanguage } from '../../shared/use-cart-language';
import { PLATE_FIELDS, type PlateField } from './checkout-rules';

const LABEL = { naZone: 'zone', naStreet: 'street', naBuilding: 'building', naUnit: 'unit' } as const;

/**
 * The optional Qatar National Address: the blue plate's zone, street, building and unit numbers,
 * in any form that holds them as text (the checkout, a quotation's acceptance).
 */
export function NationalAddressFields<V extends Record<PlateField, string>>({
  form,
  idPrefix = 'checkout',
}: {
  form: UseFormReturn<V, unknown, V>;
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
        <TextFields
          form={form}
          idPrefix={idPrefix}
          fields={PLATE_FIELDS.map((field) => ({
            // V holds every plate field (V extends Record<PlateField, string>); TypeScript cannot see that in Path<V>.
            field: field as Path<V>,
            label: `nationalAddress.${LABEL[field]}`,
            ltr: true,
            maxLength: field === 'naZone' ? 2 : 4,
            attrs: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
          }))}
        />
      </div>
    </fieldset>
  );
}
