import { useState } from 'react';
import { readApiError } from '@ogulf/web-kit';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { reloadTrackedOrder, trackOrder } from './api/track-order';
import { TrackedOrder } from './tracked-order';
import { TRACKING_TEXT_FIELDS, trackingMessages, type TrackingValues } from './tracking-rules';
import { failureText } from '../../shared/failure-text';
import { FormFrame } from '../../shared/form-frame';
import type { OrderView } from '../../shared/order-types';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';

const resolver = lazyResolver(() => import('./tracking-schema').then((schema) => schema.trackingResolver));

/**
 * Order number and phone -> `POST /api/order-tracking`; then the order's timeline, payment,
 * delivery and items under the form (which stays, for another order). A wrong pair says only that
 * no order matches.
 */
export function TrackingForm({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const { t } = useCartLanguage();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [lookup, setLookup] = useState(0);
  const { form, ...submit } = useCartForm<TrackingValues, OrderView>({
    resolver,
    defaultValues: { orderNumber: initialOrderNumber, phone: '' },
    send: (values) => trackOrder({ orderNumber: values.orderNumber.trim(), phone: values.phone.trim() }),
    onSent: (found) => {
      setOrder(found);
      setLookup((count) => count + 1);
    },
    failureText: (error) => {
      setOrder(null);
      return readApiError(error).status === 404 ? t('tracking.noMatchHint') : failureText(error, t);
    },
    messageFor: trackingMessages,
  });
  const noMatch = submit.failure !== null && readApiError(submit.failure.error).status === 404;

  return (
    <>
      <FormFrame
        name="tracking"
        submit={submit}
        className="tracking-form"
        failedTitle={noMatch ? t('tracking.noMatch') : undefined}
      >
        <div className="form-grid form-grid--two">
          <TextFields form={form} idPrefix="tracking" fields={TRACKING_TEXT_FIELDS} />
        </div>
      </FormFrame>
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
