import { useEffect, useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from '../cart-lines';
import { useCartLanguage } from '../../../shared/use-cart-language';
import { QuantityInput } from '@ogulf/web-kit/quantity-input';

interface QuantityStepperProps {
  id: string;
  /** The product's name, for the controls' labels ("Decrease quantity of …"). */
  productName: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − / number / + for one line; typing commits on blur or Enter, an empty or invalid entry goes back to the last quantity. */
export function QuantityStepper({ id, productName, value, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useCartLanguage();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const next = clampQuantity(draft);
    if (next === null || next === value) setDraft(String(value));
    else onChange(next);
  };

  return (
    <div className="stepper" role="group" aria-label={t('cartPage.quantityOf', { name: productName })}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cartPage.decrease', { name: productName })}
        // aria-disabled rather than disabled: the button keeps focus when it reaches the limit.
        aria-disabled={value <= MIN_QUANTITY || undefined}
        disabled={disabled}
        onClick={() => value > MIN_QUANTITY && onChange(value - 1)}
        data-testid="quantity-decrease"
      >
        <span aria-hidden="true">−</span>
      </button>
      <label className="visually-hidden" htmlFor={id}>
        {t('cartPage.quantityOf', { name: productName })}
      </label>
      <QuantityInput
        id={id}
        className="stepper__input"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-testid="quantity-input"
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cartPage.increase', { name: productName })}
        aria-disabled={value >= MAX_QUANTITY || undefined}
        disabled={disabled}
        onClick={() => value < MAX_QUANTITY && onChange(value + 1)}
        data-testid="quantity-increase"
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
