import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import { errorText } from '../../shared/form-messages';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/order-types';
import { useCartLanguage } from '../../shared/use-cart-language';

interface PaymentOptionsProps<V extends { paymentMethod: string }> {
  /** The form holding `paymentMethod` (the checkout, a quotation's acceptance). */
  form: UseFormReturn<V, unknown, V>;
  /** Id of the first radio (where focus goes when the choice is missing). */
  id: string;
}

/** Cash on delivery, credit card on delivery, bank transfer: a radio group with a line about each. */
export function PaymentOptions<V extends { paymentMethod: string }>({ form, id }: PaymentOptionsProps<V>) {
  const { t } = useCartLanguage();
  // V has a paymentMethod (V extends { paymentMethod }); TypeScript cannot see that in Path<V>.
  const field = 'paymentMethod' as Path<V>;
  const value = form.watch(field) as string;
  const error = errorText(t, form.formState.errors, field);
  // The form's handle on the group is registered on the first radio.
  const { ref } = form.register(field);
  const onChange = (method: PaymentMethod) =>
    form.setValue(field, method as PathValue<V, Path<V>>, { shouldValidate: form.formState.isSubmitted });
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="stack payment-options"
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
