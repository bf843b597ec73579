import { useState } from 'react';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { FormFrame } from '../../shared/form-frame';
import { SentPanel } from '../../shared/sent-panel';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';
import { requestQuotationChanges, type CustomerQuotation } from './api/quotation-api';
import { CHANGES_FIELDS, changesMessages, EMPTY_CHANGES } from './changes-rules';
import { useQuotationFailure } from './use-quotation-failure';

const resolver = lazyResolver(() => import('./changes-schema').then((schema) => schema.changesResolver));

interface ChangesFormProps {
  token: string;
  quotation: Pick<CustomerQuotation, 'number'>;
  /** After the request was taken, or refused because the quotation changed meanwhile: read it again. */
  onChanged: () => void;
}

/** "Request changes": what the customer would like different, sent to the shop; then a thank-you. */
export function ChangesForm({ token, quotation, onChanged }: ChangesFormProps) {
  const { t } = useCartLanguage();
  const [sent, setSent] = useState(false);
  const failureOf = useQuotationFailure();
  const { form, ...submit } = useCartForm({
    resolver,
    defaultValues: EMPTY_CHANGES,
    send: (values) => requestQuotationChanges(token, { message: values.message.trim() }),
    onSent: () => {
      setSent(true);
      onChanged();
    },
    failureText: (error) => {
      const { text, closed } = failureOf(error);
      if (closed) onChanged();
      return text;
    },
    messageFor: changesMessages,
  });

  if (sent)
    return (
      <SentPanel
        title={t('quotation.changes.sentTitle')}
        text={t('quotation.changes.sentText')}
        reference={quotation.number}
        referenceLabel={t('quotation.changes.reference')}
      />
    );
  return (
    <FormFrame name="changes" submit={submit} intro={t('quotation.changes.intro')} button="btn-outline" quiet>
      <TextFields form={form} idPrefix="quotation-changes" fields={CHANGES_FIELDS} />
    </FormFrame>
  );
}
