import type { Ref } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/order-types';
import { useCartLanguage } from '../../shared/use-cart-language';

interface PaymentOptionsProps {
  /** Id of the first radio (where focus goes when the choice is missing). */
  id: string;
  value: string;
  error?: string | undefined;
  onChange: (method: PaymentMethod) => void;
  /** The form's handle on the group (registered on the first radio). */
  ref?: Ref<HTMLInputElement>;
}

/** Cash on delivery, credit card on delivery, bank transfer: a radio group with a line about each. */
export function PaymentOptions({ id, value, error, onChange, ref }: PaymentOptionsProps) {
  const { t } = useCartLanguage();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="payment-options"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="checkout-section__title">{t('checkout.payment')}</legend>
      {PAYMENT_METHODS.map((method, index) => (
        <label key={method} className={value === method ? 'payment-option payment-option--selected' : 'payment-option'}>
          <input
            type="radio"
            name="paymentMethod"
            id={index === 0 ? id : `${id}-${method}`}
            ref={index === 0 ? ref : undefined}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            data-testid={`payment-${method}`}
          />
          <span className="payment-option__text">
            <span className="payment-option__name">{t(`payment.${method}.name`)}</span>
            <span className="payment-option__hint">{t(`payment.${method}.hint`)}</span>
          </span>
        </label>
      ))}
      {value === 'bank-transfer' && (
        <p className="payment-options__bank" data-testid="bank-transfer-note">
          {t('payment.bank-transfer.note')}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
