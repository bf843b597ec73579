import { useEffect, useMemo, useState } from 'react';
import { readApiError, useNavigate } from '@ogulf/web-kit';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { useZoneSettings } from '../delivery/api/get-zone-settings';
import { DeliveryDetailsFields, useSlotConflict } from '../checkout/delivery-details-fields';
import { PaymentOptions } from '../checkout/payment-options';
import { FormFrame } from '../../shared/form-frame';
import { qatarPhoneField, TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';
import { acceptQuotation, type CustomerQuotation, type QuotationAccepted } from './api/quotation-api';
import { acceptFieldOf, acceptMessages, acceptRequest, EMPTY_ACCEPT, type AcceptValues } from './quotation-rules';
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
  const slotConflict = useSlotConflict();
  const failureOf = useQuotationFailure();
  const { form, ...submit } = useCartForm<AcceptValues, QuotationAccepted>({
    resolver,
    defaultValues: { ...EMPTY_ACCEPT, address: quotation.customer.address },
    send: (checked) => {
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
  });
  const { errors } = form.formState;
  // Also when the server asked for one (its check of the quotation's phone is the last word).
  const askPhone = phoneNeeded === true || errors.phone !== undefined;

  return (
    <FormFrame name="accept" submit={submit} intro={t('quotation.accept.intro')} note={t('quotation.accept.note')}>
      {askPhone && (
        <div className="form-grid">
          <TextFields form={form} idPrefix="quotation" fields={[qatarPhoneField('quotation.accept.phoneHint')]} />
        </div>
      )}
      <DeliveryDetailsFields form={form} idPrefix="quotation" zones={zones} slotConflict={slotConflict} />
      <PaymentOptions form={form} id="quotation-paymentMethod" />
    </FormFrame>
  );
}
