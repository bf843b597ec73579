import { useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorMessage, readApiError, useNavigate } from '@ogulf/web-kit';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { cartStore } from '../cart/cart-store';
import type { StoredCartLine } from '../cart/cart-lines';
import { refreshCartPrices } from '../cart/use-price-refresh';
import { useZoneSettings } from '../delivery/api/get-zone-settings';
import { useDeliverySlots } from '../delivery/api/get-delivery-slots';
import { DeliveryNote } from '../delivery/delivery-note';
import { zoneOf } from '../delivery/use-delivery-fee';
import { DeliveryDetailsFields, useSlotConflict } from './delivery-details-fields';
import { cartSubtotal } from '../cart/cart-lines';
import { createOrder } from './api/create-order';
import { CheckoutSummary } from './checkout-summary';
import {
  CHECKOUT_CONTACT_FIELDS,
  checkoutFieldOf,
  checkoutMessages,
  EMPTY_CHECKOUT,
  orderRequest,
  type CheckoutValues,
} from './checkout-rules';
import { attemptFor, loadAttempt, saveAttempt } from './idempotency';
import { PaymentOptions } from './payment-options';
import { loadDraft, saveDraft } from './checkout-draft';
import { SubmitRow } from '../../shared/form-frame';
import { failureText } from '../../shared/failure-text';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';
import { TitledSection } from '@ogulf/web-kit/titled-section';

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
  const zoneList = zoneKeys.join(' ');
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./checkout-schema').then((schema) => schema.checkoutResolver(zoneList ? zoneList.split(' ') : [])),
      ),
    [zoneList],
  );
  const [initial] = useState<CheckoutValues>(() => {
    const draft = loadDraft();
    return { ...EMPTY_CHECKOUT, ...draft, zone: draft.zone || cartStore.getState().zone || '' };
  });
  const slotConflict = useSlotConflict();
  const { form, onSubmit, pending, failure, announcement } = useCartForm({
    resolver,
    defaultValues: initial,
    send: (checked) => {
      slotConflict.clear();
      const body = orderRequest(checked, lines, lang);
      const attempt = attemptFor(body, loadAttempt());
      saveAttempt(attempt);
      return createOrder(body, attempt.key).then((order) => ({ order, body }));
    },
    onSent: ({ order, body }) => {
      saveAttempt(null);
      saveDraft(null);
      navigate(`/order-confirmation?token=${encodeURIComponent(order.token)}`);
      cartStore.getState().removeMany(body.items.map((item) => item.productId));
    },
    failureText: (error) => {
      const found = readApiError(error);
      if (found.code === 'IDEMPOTENCY_KEY_REUSED') saveAttempt(null);
      if (found.code === 'PRODUCT_UNAVAILABLE' || found.code === 'QUOTE_ONLY') void refreshCartPrices();
      slotConflict.read(found);
      const known: Record<string, string> = {
        PRODUCT_UNAVAILABLE: t('checkout.errors.unavailable'),
        QUOTE_ONLY: t('checkout.errors.quoteOnly'),
        IDEMPOTENCY_KEY_REUSED: t('checkout.errors.tryAgain'),
        SLOT_UNAVAILABLE: t('checkout.errors.slotUnavailable'),
      };
      if (found.status === null) return t('checkout.errors.network');
      if (found.status === 429) return failureText(error, t);
      if (found.status >= 500) return t('checkout.errors.server');
      return (found.code && known[found.code]) || apiErrorMessage(error, t('checkout.errors.generic'));
    },
    // The API names the customer's fields `customer.name` …; the form holds them flat.
    fieldOf: checkoutFieldOf,
    messageFor: checkoutMessages,
  });
  const values = form.watch();

  useEffect(() => {
    const watching = form.watch((next) => saveDraft({ ...EMPTY_CHECKOUT, ...next }));
    return () => watching.unsubscribe();
  }, [form]);

  // Place Order pressed while the chosen zone's delivery times are still loading waits for them:
  // the slot picker then chooses the first free slot, and the order goes with it (sent before,
  // it would go without a slot, and a retry would carry a different body than its key was made for).
  const slots = useDeliverySlots(values.zone);
  const slotsLoading = Boolean(values.zone) && slots.status === 'loading';
  const [queued, setQueued] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!queued || slotsLoading) return;
    setQueued(false);
    formRef.current?.requestSubmit();
  }, [queued, slotsLoading]);
  const busy = pending || queued;

  const zone = zoneOf(zones, values.zone);

  return (
    <form
      ref={formRef}
      className="side-layout checkout-layout"
      noValidate
      onSubmit={(event) => {
        if (slotsLoading) {
          event.preventDefault();
          setQueued(true);
          return;
        }
        void onSubmit(event);
      }}
      data-testid="checkout-form"
    >
      <div className="stack checkout-main">
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <TitledSection
          className="stack checkout-section"
          headingClassName="checkout-section__title"
          title={t('checkout.contact')}
        >
          <div className="form-grid form-grid--two">
            <TextFields form={form} idPrefix="checkout" fields={CHECKOUT_CONTACT_FIELDS} />
          </div>
        </TitledSection>

        <TitledSection
          className="stack checkout-section"
          headingClassName="checkout-section__title"
          title={t('checkout.deliveryDetails')}
        >
          <DeliveryDetailsFields
            form={form}
            idPrefix="checkout"
            zones={zones}
            slotConflict={slotConflict}
            onZoneChange={(key) => cartStore.getState().setZone(key || null)}
          >
            <div aria-live="polite">{zone && <DeliveryNote zone={zone} subtotal={cartSubtotal(lines)} />}</div>
          </DeliveryDetailsFields>
        </TitledSection>

        <section className="stack checkout-section">
          <PaymentOptions form={form} id="checkout-paymentMethod" />
        </section>
      </div>

      <div className="checkout-side side-layout__sticky side-panel">
        <CheckoutSummary lines={lines} leftOut={leftOut} zoneKey={values.zone} zones={zones} />
        <SubmitRow
          failure={failure}
          failedTitle={t('checkout.errors.title')}
          pending={busy}
          disabled={pending}
          ariaDisabled={busy}
          label={t('checkout.placeOrder')}
          pendingLabel={t('checkout.placing')}
          className="btn btn-primary btn-lg btn-block"
          testId="place-order"
        />
        <p className="muted-note">{t('checkout.placeNote')}</p>
      </div>
    </form>
  );
}
