import { useRef, type KeyboardEvent } from 'react';
import type { Product } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { isAvailable, type Selection } from './variant-choice';

type Option = Product['options'][number];

/**
 * One radiogroup per option: swatches for colours and finishes (the value's name is the accessible
 * name and shows on hover and when chosen), buttons for sizes and capacities. Arrow keys move and
 * choose in both directions (mirrored in RTL), Home/End jump. A value whose combination with the
 * other choices cannot be bought is struck through and says so, but stays focusable so it is announced.
 */
export function VariantPicker({
  product,
  selection,
  onChoose,
}: {
  product: Product;
  selection: Selection;
  onChoose: (key: string, value: string) => void;
}) {
  return (
    <div className="variant-picker" data-testid="variant-picker">
      {product.options.map((option) => (
        <OptionGroup
          key={option.key}
          product={product}
          option={option}
          selection={selection}
          onChoose={(value) => onChoose(option.key, value)}
        />
      ))}
    </div>
  );
}

function OptionGroup({
  product,
  option,
  selection,
  onChoose,
}: {
  product: Product;
  option: Option;
  selection: Selection;
  onChoose: (value: string) => void;
}) {
  const { t, lang } = useCatalogLanguage();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chosen = selection[option.key];
  const chosenIndex = Math.max(
    0,
    option.values.findIndex((value) => value.key === chosen),
  );
  const swatches = option.kind === 'color' || option.kind === 'finish';
  const label = lang === 'ar' ? option.nameAr || option.name : option.name;
  const valueName = (value: Option['values'][number]) => (lang === 'ar' ? value.nameAr || value.name : value.name);
  const chosenValue = option.values.find((value) => value.key === chosen);

  const move = (index: number) => {
    const next = (index + option.values.length) % option.values.length;
    const value = option.values[next];
    if (!value) return;
    onChoose(value.key);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) move(chosenIndex + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(option.values.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="variant-option">
      <p className="variant-option__label" id={`option-${option.key}`}>
        {label}
        {chosenValue && (
          <>
            {': '}
            <span className="variant-option__chosen">{valueName(chosenValue)}</span>
          </>
        )}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`option-${option.key}`}
        className={`variant-option__values${swatches ? ' variant-option__values--swatches' : ''}`}
        onKeyDown={onKeyDown}
      >
        {option.values.map((value, index) => {
          const checked = value.key === chosen;
          const available = isAvailable(product, selection, option.key, value.key);
          const name = valueName(value);
          return (
            <button
              key={value.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === chosenIndex ? 0 : -1}
              className={[
                swatches ? 'variant-swatch' : 'variant-button',
                checked ? 'is-checked' : '',
                available ? '' : 'is-unavailable',
              ]
                .filter(Boolean)
                .join(' ')}
              title={name}
              onClick={() => onChoose(value.key)}
              data-testid={`option-${option.key}-${value.key}`}
            >
              {swatches ? (
                <>
                  <span
                    className="variant-swatch__colour"
                    style={{ background: value.swatch || 'var(--surface-2, #ddd)' }}
                    aria-hidden="true"
                  />
                  <span className="variant-swatch__name">{name}</span>
                </>
              ) : (
                name
              )}
              {!available && <span className="visually-hidden"> ({t('product.variant.unavailable')})</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
