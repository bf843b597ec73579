import { useAdminLanguage } from '../../shared/use-admin-language';
import type { FieldError, FieldErrors } from '../../shared/form-messages';
import {
  emptySpecification,
  SPEC_LABEL_MAX,
  SPEC_VALUE_MAX,
  type ProductField,
  type SpecificationValues,
} from './product-form';
import { RowButton } from '../../shared/row-button';

interface SpecificationsEditorProps {
  idPrefix: string;
  rows: SpecificationValues[];
  onChange: (rows: SpecificationValues[]) => void;
  errors: FieldErrors<ProductField>;
}

const PARTS = [
  ['label', 'en'],
  ['labelAr', 'ar'],
  ['value', 'en'],
  ['valueAr', 'ar'],
] as const;

/** The specification table: label and value in English and Arabic per row; add, remove, move. */
export function SpecificationsEditor({ idPrefix, rows, onChange, errors }: SpecificationsEditorProps) {
  const { t, fieldError } = useAdminLanguage();
  const update = (index: number, patch: Partial<SpecificationValues>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="adm-fieldset">
      <legend>{t('specs.title')}</legend>
      <p className="adm-field__hint">{t('specs.hint')}</p>
      {rows.length === 0 && <p className="adm-muted">{t('specs.none')}</p>}
      <ol className="adm-specs" data-testid="specifications">
        {rows.map((row, index) => (
          <li key={row.rowId} className="adm-specs__row">
            <fieldset className="adm-specs__fields">
              <legend className="visually-hidden">{t('specs.row', { n: index + 1 })}</legend>
              {PARTS.map(([part, lang]) => {
                const id = `${idPrefix}-spec-${row.rowId}-${part}`;
                const error: FieldError | undefined = errors[`specifications.${index}.${part}`];
                const message = fieldError(error);
                return (
                  <div key={part} className={`adm-field${message ? ' adm-field--invalid' : ''}`}>
                    <label htmlFor={id} className="adm-field__label">
                      {t(`specs.${part}`)}
                    </label>
                    <input
                      id={id}
                      className="input"
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      maxLength={part.startsWith('label') ? SPEC_LABEL_MAX : SPEC_VALUE_MAX}
                      value={row[part]}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-error` : undefined}
                      onChange={(event) => update(index, { [part]: event.target.value })}
                    />
                    {message && (
                      <p id={`${id}-error`} className="adm-field__error">
                        {message}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
            <div className="adm-specs__actions">
              <RowButton
                tone="ghost"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                name={t('specs.moveUp', { n: index + 1 })}
              >
                ↑
              </RowButton>
              <RowButton
                tone="ghost"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                name={t('specs.moveDown', { n: index + 1 })}
              >
                ↓
              </RowButton>
              <RowButton
                tone="danger"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                name={t('specs.removeN', { n: index + 1 })}
              >
                {t('specs.remove')}
              </RowButton>
            </div>
          </li>
        ))}
      </ol>
      <RowButton tone="outline" onClick={() => onChange([...rows, emptySpecification()])}>
        {t('specs.add')}
      </RowButton>
    </fieldset>
  );
}
