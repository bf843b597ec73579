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

  const input = (
    id: string,
    label: string,
    value: string,
    onInput: (value: string) => void,
    error: ProductField,
    extra: { lang?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => {
    const message = fieldError(errors[error]) ?? serverErrors[error];
    return (
      <div className={`adm-field${message ? ' adm-field--invalid' : ''}`}>
        <label htmlFor={id} className="adm-field__label">
          {label}
        </label>
        <input
          id={id}
          className="input"
          value={value}
          lang={extra.lang}
          dir={extra.lang === 'ar' ? 'rtl' : 'ltr'}
          inputMode={extra.inputMode}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => onInput(event.target.value)}
        />
        {message && (
          <p id={`${id}-error`} className="adm-field__error">
            {message}
          </p>
        )}
      </div>
    );
  };

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
                  {input(
                    `${base}-name`,
                    t('variants.optionName'),
                    option.name,
                    (name) => updateOption(o, { name }),
                    `options.${o}.name`,
                    { lang: 'en' },
                  )}
                  {input(
                    `${base}-nameAr`,
                    t('variants.optionNameAr'),
                    option.nameAr,
                    (nameAr) => updateOption(o, { nameAr }),
                    `options.${o}.nameAr`,
                    { lang: 'ar' },
                  )}
                  <div className="adm-field">
                    <label htmlFor={`${base}-kind`} className="adm-field__label">
                      {t('variants.kind')}
                    </label>
                    <select
                      id={`${base}-kind`}
                      className="input"
                      value={option.kind}
                      onChange={(event) => updateOption(o, { kind: event.target.value as OptionValues['kind'] })}
                    >
                      {OPTION_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`variants.kinds.${kind}`)}
                        </option>
                      ))}
                    </select>
                  </div>
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
                          {input(
                            `${vid}-name`,
                            t('variants.valueName', { n: v + 1 }),
                            value.name,
                            (name) => setValue({ name }),
                            `options.${o}.values.${v}.name`,
                            { lang: 'en' },
                          )}
                          {input(
                            `${vid}-nameAr`,
                            t('variants.valueNameAr', { n: v + 1 }),
                            value.nameAr,
                            (nameAr) => setValue({ nameAr }),
                            `options.${o}.values.${v}.nameAr`,
                            { lang: 'ar' },
                          )}
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
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm adm-text-danger"
                            disabled={option.values.length === 1}
                            onClick={() => updateOption(o, { values: option.values.filter((_, i) => i !== v) })}
                            aria-label={t('variants.removeValueN', { n: v + 1, option: o + 1 })}
                          >
                            {t('specs.remove')}
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={option.values.length >= MAX_OPTION_VALUES}
                  onClick={() => updateOption(o, { values: [...option.values, emptyOptionValue()] })}
                >
                  {t('variants.addValue')}
                </button>
              </fieldset>
              <div className="adm-specs__actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm adm-text-danger"
                  onClick={() => setOptions(options.filter((_, i) => i !== o))}
                  aria-label={t('variants.removeOptionN', { n: o + 1 })}
                >
                  {t('specs.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => setOptions([...options, emptyOption(options.length === 0 ? 'color' : 'size')])}
      >
        {t('variants.addOption')}
      </button>

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
                    {input(
                      `${vid}-sku`,
                      t('variants.sku'),
                      row.sku,
                      (sku) => setSku(index, sku),
                      `variants.${index}.sku`,
                    )}
                    {input(
                      `${vid}-price`,
                      t('variants.price'),
                      row.price,
                      (price) => setVariant(index, { price }),
                      `variants.${index}.price`,
                      { inputMode: 'decimal' },
                    )}
                    {input(
                      `${vid}-stock`,
                      t('variants.stock'),
                      row.stock,
                      (stock) => setVariant(index, { stock }),
                      `variants.${index}.stock`,
                      { inputMode: 'numeric' },
                    )}
                    <div className="adm-field">
                      <label htmlFor={`${vid}-image`} className="adm-field__label">
                        {t('variants.picture')}
                      </label>
                      <select
                        id={`${vid}-image`}
                        className="input"
                        value={row.image}
                        onChange={(event) => setVariant(index, { image: event.target.value })}
                      >
                        <option value="">{t('variants.productPicture')}</option>
                        {images.map((image, i) => (
                          <option key={image} value={image}>
                            {t('variants.pictureN', { n: i + 1 })}
                          </option>
                        ))}
                      </select>
                    </div>
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
