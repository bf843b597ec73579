import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { apiErrorMessage, useNavigate } from '@ogulf/web-kit';
import { cartStore } from '../cart/cart-store';
import type { StoredCartLine } from '../cart/cart-lines';
import { refreshCartPrices } from '../cart/use-price-refresh';
import { useZoneSettings } from '../delivery/api/get-zone-settings';
import { DeliveryNote } from '../delivery/delivery-note';
import { ZoneSelect } from '../delivery/zone-select';
import { cartSubtotal } from '../cart/cart-lines';
import { createOrder } from './api/create-order';
import { CheckoutSummary } from './checkout-summary';
import { CHECKOUT_FIELDS, checkoutRules, EMPTY_CHECKOUT, orderRequest, type CheckoutField, type CheckoutValues } from './checkout-rules';
import { attemptFor, loadAttempt, saveAttempt } from './idempotency';
import { PaymentOptions } from './payment-options';
import { loadDraft, saveDraft } from './checkout-draft';
import { readFailure } from '../../shared/api-failure';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { useForm } from '../../shared/use-form';
import { useCartLanguage } from '../../shared/use-cart-language';
import type { PaymentMethod } from '../../shared/order-types';

interface CheckoutFormProps {
  /** The lines to order (purchasable ones). */
  lines: readonly StoredCartLine[];
  leftOut: number;
}

/** The checkout: contact and delivery details, zone, payment method, summary, and the one Place Order button. */
export function CheckoutForm({ lines, leftOut }: CheckoutFormProps) {
  const { t, lang } = useCartLanguage();
  const navigate = useNavigate();
  const zones = useZoneSettings();
  const zoneKeys = zones.status === 'success' ? zones.data.zones.map((zone) => zone.key) : [];
  const [initial] = useState<CheckoutValues>(() => {
    const draft = loadDraft();
    return { ...EMPTY_CHECKOUT, ...draft, zone: draft.zone || cartStore.getState().zone || '' };
  });
  const form = useForm<CheckoutField>({
    idPrefix: 'checkout',
    initial,
    rules: checkoutRules(zoneKeys),
    order: CHECKOUT_FIELDS,
  });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => saveDraft(form.values), [form.values]);

  const message = (field: CheckoutField) => {
    const key = form.errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const text = (field: Exclude<CheckoutField, 'zone' | 'paymentMethod'>) => ({
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => form.blur(field, event.target.value, event.relatedTarget),
  });
  const zone = zones.status === 'success' ? zones.data.zones.find((z) => z.key === form.values.zone) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return; // a second click while the first is on its way
    if (!form.check()) {
      setAnnouncement(t('checkout.fixErrors'));
      return;
    }
    setAnnouncement('');
    const body = orderRequest(form.values, lines, lang);
    const attempt = attemptFor(body, loadAttempt());
    saveAttempt(attempt);
    inFlight.current = true;
    setSending(true);
    try {
      const order = await createOrder(body, attempt.key);
      setFailure(null);
      saveAttempt(null);
      saveDraft(null);
      navigate(`/order-confirmation?token=${encodeURIComponent(order.token)}`);
      cartStore.getState().removeMany(body.items.map((item) => item.productId));
    } catch (error) {
      const found = readFailure(error);
      if (found.code === 'IDEMPOTENCY_KEY_REUSED') saveAttempt(null);
      if (found.code === 'PRODUCT_UNAVAILABLE' || found.code === 'QUOTE_ONLY') void refreshCartPrices();
      const known: Record<string, string> = {
        PRODUCT_UNAVAILABLE: t('checkout.errors.unavailable'),
        QUOTE_ONLY: t('checkout.errors.quoteOnly'),
        IDEMPOTENCY_KEY_REUSED: t('checkout.errors.tryAgain'),
      };
      const detail =
        found.status === null
          ? t('checkout.errors.network')
          : found.status === 429
            ? t('errors.rateLimited')
            : found.status >= 500
              ? t('checkout.errors.server')
              : (found.code && known[found.code]) || apiErrorMessage(error, t('checkout.errors.generic'));
      setFailure((prev) => ({ text: detail, attempt: (prev?.attempt ?? 0) + 1 }));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form className="checkout-layout" noValidate onSubmit={(event) => void submit(event)} data-testid="checkout-form">
      <div className="checkout-main">
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <section className="checkout-section" aria-labelledby="checkout-contact">
          <h2 id="checkout-contact" className="checkout-section__title">
            {t('checkout.contact')}
          </h2>
          <div className="form-grid form-grid--two">
            <Field id={form.idOf('name')} name="name" label={t('fields.name')} required error={message('name')} className="field--wide">
              {(control) => <input {...control} {...text('name')} className="input" type="text" autoComplete="name" maxLength={100} />}
            </Field>
            <Field id={form.idOf('phone')} name="phone" label={t('fields.phone')} required error={message('phone')} hint={t('fields.phoneHint')}>
              {(control) => <input {...control} {...text('phone')} className="input ltr" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />}
            </Field>
            <Field id={form.idOf('email')} name="email" label={t('fields.email')} required error={message('email')} hint={t('fields.emailHint')}>
              {(control) => <input {...control} {...text('email')} className="input ltr" type="email" autoComplete="email" maxLength={254} />}
            </Field>
          </div>
        </section>

        <section className="checkout-section" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery" className="checkout-section__title">
            {t('checkout.deliveryDetails')}
          </h2>
          <div className="form-grid">
            <Field id={form.idOf('address')} name="address" label={t('fields.address')} required error={message('address')} hint={t('fields.addressHint')}>
              {(control) => <textarea {...control} {...text('address')} className="input" rows={3} autoComplete="street-address" maxLength={500} />}
            </Field>
            <Field
              id={form.idOf('zone')}
              name="zone"
              label={t('delivery.zone')}
              required
              error={message('zone') ?? (zones.status === 'error' ? t('delivery.zonesFailed') : undefined)}
            >
              {(control) => (
                <ZoneSelect
                  control={control}
                  settings={zones}
                  value={form.values.zone}
                  onChange={(key) => {
                    form.setValue('zone', key);
                    form.blur('zone', key);
                    cartStore.getState().setZone(key || null);
                  }}
                />
              )}
            </Field>
            {zones.status === 'error' && (
              <button type="button" className="btn btn-outline btn-sm checkout-retry" onClick={zones.reload}>
                {t('common.retry')}
              </button>
            )}
            <div aria-live="polite">{zone && <DeliveryNote zone={zone} subtotal={cartSubtotal(lines)} />}</div>
            <Field id={form.idOf('notes')} name="notes" label={t('fields.notes')} optionalText={t('fields.optional')} error={message('notes')} hint={t('fields.notesHint')}>
              {(control) => <textarea {...control} {...text('notes')} className="input" rows={3} maxLength={1000} />}
            </Field>
          </div>
        </section>

        <section className="checkout-section">
          <PaymentOptions
            id={form.idOf('paymentMethod')}
            value={form.values.paymentMethod}
            error={message('paymentMethod')}
            onChange={(method: PaymentMethod) => form.setValue('paymentMethod', method)}
          />
        </section>
      </div>

      <div className="checkout-side side-panel">
        <CheckoutSummary lines={lines} leftOut={leftOut} zoneKey={form.values.zone} zones={zones} />
        {failure && <FormError key={failure.attempt} title={t('checkout.errors.title')} text={failure.text} />}
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={sending} aria-disabled={sending} data-testid="place-order">
          {sending ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
        <p className="side-panel__note">{t('checkout.placeNote')}</p>
      </div>
    </form>
  );
}
