import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { readApiError, useNavigate } from '@ogulf/web-kit';
import { lazyResolver, registerText, useSubmit } from '@ogulf/web-kit/forms';
import type { DeliverySlotId } from '@ogulf/contracts/constants';
import { useZoneSettings } from '../delivery/api/get-zone-settings';
import { nextFreeOf, SlotPicker, type SlotChoice } from '../delivery/slot-picker';
import { ZoneSelect } from '../delivery/zone-select';
import { NationalAddressFields } from '../checkout/national-address-fields';
import { PaymentOptions } from '../checkout/payment-options';
import { Field } from '../../shared/form-field';
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
  const [slotConflict, setSlotConflict] = useState<{ nextFree: { date: string; slot: DeliverySlotId } | null } | null>(
    null,
  );
  const values = form.watch();
  const setSlot = useCallback(
    (choice: SlotChoice) => {
      form.setValue('deliveryDate', choice.date, { shouldDirty: true });
      form.setValue('deliverySlot', choice.slot, { shouldDirty: true });
    },
    [form],
  );
  const slotValue = useMemo(
    () => ({ date: values.deliveryDate, slot: values.deliverySlot }),
    [values.deliveryDate, values.deliverySlot],
  );
  const failureOf = useQuotationFailure();

  const { onSubmit, pending, failure } = useSubmit({
    form,
    send: (checked) => {
      setAnnouncement('');
      setSlotConflict(null);
      return acceptQuotation(token, acceptRequest(checked));
    },
    onSent: (accepted) => navigate(`/order-confirmation?token=${encodeURIComponent(accepted.order.token)}`),
    failureText: (error) => {
      const found = readApiError(error);
      if (found.code === 'SLOT_UNAVAILABLE') setSlotConflict({ nextFree: nextFreeOf(found.details) });
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
  const zone = zones.status === 'success' ? zones.data.zones.find((z) => z.key === values.zone) : undefined;
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
      <div className="form-grid">
        <Field
          id="quotation-address"
          name="address"
          label={t('fields.address')}
          required
          error={message('address')}
          hint={t('fields.addressHint')}
        >
          {(control) => (
            <textarea
              {...control}
              {...registerText(form, 'address')}
              className="input"
              rows={3}
              autoComplete="street-address"
              maxLength={500}
            />
          )}
        </Field>
        <NationalAddressFields form={form} message={message} idPrefix="quotation" />
        <Field
          id="quotation-zone"
          name="zone"
          label={t('delivery.zone')}
          required
          error={message('zone') ?? (zones.status === 'error' ? t('delivery.zonesFailed') : undefined)}
        >
          {(control) => (
            <ZoneSelect
              control={control}
              ref={form.register('zone').ref}
              settings={zones}
              value={values.zone}
              onChange={(key) =>
                form.setValue('zone', key, { shouldValidate: true, shouldTouch: true, shouldDirty: true })
              }
            />
          )}
        </Field>
        {zones.status === 'error' && (
          <button type="button" className="btn btn-outline btn-sm checkout-retry" onClick={zones.reload}>
            {t('common.retry')}
          </button>
        )}
        <SlotPicker
          zone={zone ? values.zone : ''}
          value={slotValue}
          onChange={setSlot}
          conflict={slotConflict}
          onConflictSeen={() => setSlotConflict(null)}
        />
        {askPhone && <QatarPhoneField form={form} id="quotation-phone" hint={t('quotation.accept.phoneHint')} t={t} />}
        <Field
          id="quotation-notes"
          name="notes"
          label={t('fields.notes')}
          optionalText={t('fields.optional')}
          error={message('notes')}
          hint={t('fields.notesHint')}
        >
          {(control) => (
            <textarea {...control} {...registerText(form, 'notes')} className="input" rows={3} maxLength={1000} />
          )}
        </Field>
      </div>
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
