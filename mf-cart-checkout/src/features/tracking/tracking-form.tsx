import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { readApiError } from '@ogulf/web-kit';
import { lazyResolver, registerText, useSubmit } from '@ogulf/web-kit/forms';
import { reloadTrackedOrder, trackOrder } from './api/track-order';
import { TrackedOrder } from './tracked-order';
import { trackingMessages, type TrackingValues } from './tracking-rules';
import { failureText } from '../../shared/failure-text';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { errorText } from '../../shared/form-messages';
import { QatarPhoneField } from '../../shared/qatar-phone-field';
import type { OrderView } from '../../shared/order-types';
import { useCartLanguage } from '../../shared/use-cart-language';

const resolver = lazyResolver(() => import('./tracking-schema').then((schema) => schema.trackingResolver));

/**
 * Order number and phone -> `POST /api/order-tracking`; then the order's timeline, payment,
 * delivery and items under the form (which stays, for another order). A wrong pair says only that
 * no order matches.
 */
export function TrackingForm({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const { t } = useCartLanguage();
  const form = useForm<TrackingValues>({
    resolver,
    defaultValues: { orderNumber: initialOrderNumber, phone: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [order, setOrder] = useState<OrderView | null>(null);
  const [lookup, setLookup] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const { onSubmit, pending, failure } = useSubmit({
    form,
    send: (values) => {
      setAnnouncement('');
      return trackOrder({ orderNumber: values.orderNumber.trim(), phone: values.phone.trim() });
    },
    onSent: (found) => {
      setOrder(found);
      setLookup((count) => count + 1);
    },
    failureText: (error) => {
      setOrder(null);
      return readApiError(error).status === 404 ? t('tracking.noMatchHint') : failureText(error, t);
    },
    messageFor: trackingMessages,
    onInvalid: () => setAnnouncement(t('checkout.fixErrors')),
  });
  const { errors } = form.formState;
  const noMatch = failure !== null && readApiError(failure.error).status === 404;

  return (
    <>
      <form
        className="enquiry-form tracking-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="tracking-form-title"
        data-testid="tracking-form"
      >
        <h2 id="tracking-form-title" className="enquiry-form__title">
          {t('tracking.formTitle')}
        </h2>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <div className="form-grid form-grid--two">
          <Field
            id="tracking-orderNumber"
            name="orderNumber"
            label={t('tracking.orderNumber')}
            required
            error={errorText(t, errors, 'orderNumber')}
            hint={t('tracking.orderNumberHint')}
          >
            {(control) => (
              <input
                {...control}
                {...registerText(form, 'orderNumber')}
                className="input ltr"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
              />
            )}
          </Field>
          <QatarPhoneField form={form} id="tracking-phone" hint={t('tracking.phoneHint')} t={t} />
        </div>
        {failure && (
          <FormError
            key={failure.attempt}
            title={noMatch ? t('tracking.noMatch') : t('tracking.failedTitle')}
            text={failure.text}
          />
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg enquiry-form__submit"
          disabled={pending}
          data-testid="track-order"
        >
          {pending ? t('tracking.searching') : t('tracking.submit')}
        </button>
      </form>
      {order && (
        <TrackedOrder
          key={lookup}
          order={order}
          onChanged={() => {
            void reloadTrackedOrder(order.token).then(setOrder, () => undefined);
          }}
        />
      )}
    </>
  );
}
