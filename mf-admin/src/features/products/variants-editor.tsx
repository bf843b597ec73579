import { SelectField, TextField } from '../../shared/fields';
import { useAdminLanguage } from '../../shared/use-admin-language';
import type { FieldErrors } from '../../shared/form-messages';
import type { ProductField } from './product-form';
import {
  emptyOption,
  emptyOptionValue,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_KINDS,
  syncVariants,
  valuesOfCombo,
  type OptionValues,
  type VariantValues,
} from './variant-values';
import { RowButton } from '../../shared/row-button';

interface VariantsEditorProps {
  idPrefix: string;
  slug: string;
  images: readonly string[];
  options: OptionValues[];
  variants: VariantValues[];
  onChange: (next: { options: OptionValues[]; variants: VariantValues[] }) => void;
  errors: FieldErrors<ProductField>;
  /** What the API refused on a field (e.g. a SKU another product uses). */
  serverErrors: Partial<Record<string, string>>;
}

/** A variant's typed fields, with the keyboard each wants on a phone. */
const VARIANT_TEXTS = [
  ['sku', undefined],
  ['price', 'decimal'],
  ['stock', 'numeric'],
] as const;

type Names = { name: string; nameAr: string };
const NAME_LANGUAGES = [
  ['name', 'en'],
  ['nameAr', 'ar'],
] as const;

/** The English and Arabic names of an option or of one of its values. */
function NameFields({
  id,
  labels,
  names,
  onChange,
  errorOf,
}: {
  id: string;
  labels: Names;
  names: Names;
  onChange: (patch: Partial<Names>) => void;
  errorOf: (field: keyof Names) => string | undefined;
}) {
  return NAME_LANGUAGES.map(([field, lang]) => (
    <TextField
      key={field}
      id={`${id}-${field}`}
      label={labels[field]}
      value={names[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errorOf(field)}
      lang={lang}
    />
  ));
}

const hasSwatch = (option: OptionValues) => option.kind === 'color' || option.kind === 'finish';

/** Options (up to 3, each with its values in both languages) and the variants generated from their combinations. */
export function VariantsEditor({
  idPrefix,
  slug,
  images,
  options,
  variants,
  onChange,
  errors,
  serverErrors,
}: VariantsEditorProps) {
  const { t, pick, fieldError } = useAdminLanguage();
  const setOptions = (next: OptionValues[]) =>
    onChange({ options: next, variants: syncVariants(next, variants, slug) });
  const updateOption = (index: number, patch: Partial<OptionValues>) =>
    setOptions(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const setVariant = (index: number, patch: Partial<VariantValues>) =>
    onChange({ options, variants: variants.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const setSku = (index: number, sku: string) => setVariant(index, { sku, skuEdited: true });
  const tooMany = variants.length > MAX_VARIANTS;

  const errorOf = (field: ProductField) => fieldError(errors[field]) ?? serverErrors[field];

  return (
    <fieldset className="adm-fieldset" data-testid="variants-editor">
      <legend>{t('variants.title')}</legend>
      <p className="adm-field__hint">{t('variants.hint')}</p>
      <ol className="adm-specs">
        {options.map((option, o) => {
          const base = `${idPrefix}-option-${option.rowId}`;
          return (
            <li key={option.rowId} className="adm-specs__row" data-testid="product-option">
              <fieldset className="adm-option">
                <legend>{t('variants.optionN', { n: o + 1 })}</legend>
                <div className="adm-grid-2">
                  <NameFields
                    id={base}
                    labels={{ name: t('variants.optionName'), nameAr: t('variants.optionNameAr') }}
                    names={option}
                    onChange={(patch) => updateOption(o, patch)}
                    errorOf={(field) => errorOf(`options.${o}.${field}`)}
                  />
                  <SelectField
                    id={`${base}-kind`}
                    label={t('variants.kind')}
                    value={option.kind}
                    onChange={(event) => updateOption(o, { kind: event.target.value as OptionValues['kind'] })}
                  >
                    {OPTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`variants.kinds.${kind}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <ol className="adm-specs">
                  {option.values.map((value, v) => {
                    const vid = `${base}-value-${value.rowId}`;
                    const setValue = (patch: Partial<typeof value>) =>
                      updateOption(o, {
                        values: option.values.map((item, i) => (i === v ? { ...item, ...patch } : item)),
                      });
                    return (
                      <li key={value.rowId} className="adm-specs__row" data-testid="option-value">
                        <div className="adm-option__value">
                          <NameFields
                            id={vid}
                            labels={{
                              name: t('variants.valueName', { n: v + 1 }),
                              nameAr: t('variants.valueNameAr', { n: v + 1 }),
                            }}
                            names={value}
                            onChange={setValue}
                            errorOf={(field) => errorOf(`options.${o}.values.${v}.${field}`)}
                          />
                          {hasSwatch(option) && (
                            <div className="adm-field">
                              <label htmlFor={`${vid}-swatch`} className="adm-field__label">
                                {t('variants.swatch')}
                              </label>
                              <input
                                id={`${vid}-swatch`}
                                type="color"
                                className="input"
                                value={value.swatch || '#888888'}
                                onChange={(event) => setValue({ swatch: event.target.value })}
                              />
                            </div>
                          )}
                        </div>
                        <div className="adm-specs__actions">
                          <RowButton
                            tone="danger"
                            disabled={option.values.length === 1}
                            onClick={() => updateOption(o, { values: option.values.filter((_, i) => i !== v) })}
                            name={t('variants.removeValueN', { n: v + 1, option: o + 1 })}
                          >
                            {t('specs.remove')}
                          </RowButton>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <RowButton
                  tone="outline"
                  disabled={option.values.length >= MAX_OPTION_VALUES}
                  onClick={() => updateOption(o, { values: [...option.values, emptyOptionValue()] })}
                >
                  {t('variants.addValue')}
                </RowButton>
              </fieldset>
              <div className="adm-specs__actions">
                <RowButton
                  tone="danger"
                  onClick={() => setOptions(options.filter((_, i) => i !== o))}
                  name={t('variants.removeOptionN', { n: o + 1 })}
                >
                  {t('specs.remove')}
                </RowButton>
              </div>
            </li>
          );
        })}
      </ol>
      <RowButton
        tone="outline"
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => setOptions([...options, emptyOption(options.length === 0 ? 'color' : 'size')])}
      >
        {t('variants.addOption')}
      </RowButton>

      {variants.length > 0 && (
        <>
          <h3 className="adm-subsection__title">{t('variants.variantsTitle', { count: variants.length })}</h3>
          {tooMany && (
            <p className="adm-field__error" role="alert">
              {t('variants.tooMany', { max: MAX_VARIANTS })}
            </p>
          )}
          <ol className="adm-variants" data-testid="variants">
            {variants.map((row, index) => {
              const vid = `${idPrefix}-variant-${index}`;
              const name = valuesOfCombo(options, row.combo)
                .map((value) => pick(value.name, value.nameAr) || '…')
                .join(' / ');
              return (
                <li key={row.combo} className="adm-variants__row" data-testid="variant-row">
                  <fieldset className="adm-variants__fields">
                    <legend className="adm-variants__name">{name}</legend>
                    {VARIANT_TEXTS.map(([part, inputMode]) => (
                      <TextField
                        key={part}
                        id={`${vid}-${part}`}
                        label={t(`variants.${part}`)}
                        value={row[part]}
                        onChange={(event) =>
                          part === 'sku'
                            ? setSku(index, event.target.value)
                            : setVariant(index, { [part]: event.target.value })
                        }
                        error={errorOf(`variants.${index}.${part}`)}
                        inputMode={inputMode}
                        dir="ltr"
                      />
                    ))}
                    <SelectField
                      id={`${vid}-image`}
                      label={t('variants.picture')}
                      value={row.image}
                      onChange={(event) => setVariant(index, { image: event.target.value })}
                    >
                      <option value="">{t('variants.productPicture')}</option>
                      {images.map((image, i) => (
                        <option key={image} value={image}>
                          {t('variants.pictureN', { n: i + 1 })}
                        </option>
                      ))}
                    </SelectField>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </fieldset>
  );
}
