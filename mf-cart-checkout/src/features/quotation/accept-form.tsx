import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { readApiError, useNavigate } from '@ogulf/web-kit';
import { lazyResolver, useSubmit } from '@ogulf/web-kit/forms';
import { useZoneSettings } from '../delivery/api/get-zone-settings';
import { DeliveryDetailsFields, useSlotConflict } from '../checkout/delivery-details-fields';
import { PaymentOptions } from '../checkout/payment-options';
import { FormError } from '../../shared/form-error';
import { errorText } from '../../shared/form-messages';
import { QatarPhoneField } from '../../shared/qatar-phone-field';
import { useCartLanguage } from '../../shared/use-cart-language';
import type { PaymentMethod } from '../../shared/order-types';
import { acceptQuotation, type CustomerQuotation } from './api/quotation-api';
import {
  acceptFieldOf,
  acceptMessages,
  acceptRequest,
  EMPTY_ACCEPT,
  type AcceptField,
  type AcceptValues,
} from './quotation-rules';
import { useQuotationFailure } from './use-quotation-failure';

interface AcceptFormProps {
  token: string;
  quotation: CustomerQuotation;
  /** After a refusal that means the quotation changed meanwhile (expired, withdrawn…): read it again. */
  onClosed: () => void;
}

/**
 * Accepting a quotation: where it goes (address, optional National Address, zone, day and slot),
 * a phone when the quotation's is not a Qatar number, notes, and how it is paid; the order is
 * placed at the quoted prices and the customer lands on its confirmation.
 */
export function AcceptForm({ token, quotation, onClosed }: AcceptFormProps) {
  const { t } = useCartLanguage();
  const navigate = useNavigate();
  const zones = useZoneSettings();
  const zoneList = zones.status === 'success' ? zones.data.zones.map((zone) => zone.key).join(' ') : '';
  // Null until known: the check of the quotation's phone comes with the schema, loaded apart.
  const [phoneNeeded, setPhoneNeeded] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void import('./accept-schema').then((schema) => {
      if (live) setPhoneNeeded(!schema.isQatarPhone(quotation.customer.phone));
    });
    return () => {
      live = false;
    };
  }, [quotation.customer.phone]);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./accept-schema').then((schema) =>
          schema.acceptResolver(zoneList ? zoneList.split(' ') : [], phoneNeeded === true),
        ),
      ),
    [zoneList, phoneNeeded],
  );
  const form = useForm<AcceptValues>({
    resolver,
    defaultValues: { ...EMPTY_ACCEPT, address: quotation.customer.address },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [announcement, setAnnouncement] = useState('');
  const slotConflict = useSlotConflict();
  const values = form.watch();
  const failureOf = useQuotationFailure();

  const { onSubmit, pending, failure } = useSubmit({
    form,
    send: (checked) => {
      setAnnouncement('');
      slotConflict.clear();
      return acceptQuotation(token, acceptRequest(checked));
    },
    onSent: (accepted) => navigate(`/order-confirmation?token=${encodeURIComponent(accepted.order.token)}`),
    failureText: (error) => {
      slotConflict.read(readApiError(error));
      const { text, closed } = failureOf(error);
      if (closed) onClosed();
      return text;
    },
    fieldOf: acceptFieldOf,
    messageFor: acceptMessages,
    onInvalid: () => setAnnouncement(t('checkout.fixErrors')),
  });
  const { errors } = form.formState;
  const message = (field: AcceptField) => errorText(t, errors, field);
  // Also when the server asked for one (its check of the quotation's phone is the last word).
  const askPhone = phoneNeeded === true || errors.phone !== undefined;

  return (
    <form
      className="quotation-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="quotation-accept-title"
      data-testid="accept-form"
    >
      <h2 id="quotation-accept-title" className="quotation-form__title">
        {t('quotation.accept.title')}
      </h2>
      <p className="quotation-form__intro">{t('quotation.accept.intro')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {askPhone && (
        <div className="form-grid">
          <QatarPhoneField form={form} id="quotation-phone" hint={t('quotation.accept.phoneHint')} t={t} />
        </div>
      )}
      <DeliveryDetailsFields
        form={form}
        idPrefix="quotation"
        zones={zones}
        message={message}
        conflict={slotConflict.conflict}
        onConflictSeen={slotConflict.clear}
      />
      <PaymentOptions
        id="quotation-paymentMethod"
        ref={form.register('paymentMethod').ref}
        value={values.paymentMethod}
        error={message('paymentMethod')}
        onChange={(method: PaymentMethod) =>
          form.setValue('paymentMethod', method, { shouldValidate: form.formState.isSubmitted })
        }
      />
      {failure && <FormError key={failure.attempt} title={t('quotation.accept.failedTitle')} text={failure.text} />}
      <button
        type="submit"
        className="btn btn-primary btn-lg quotation-form__submit"
        disabled={pending}
        aria-disabled={pending}
        data-testid="accept-quotation"
      >
        {pending ? t('quotation.accept.sending') : t('quotation.accept.submit')}
      </button>
      <p className="quotation-form__note">{t('quotation.accept.note')}</p>
    </form>
  );
}
