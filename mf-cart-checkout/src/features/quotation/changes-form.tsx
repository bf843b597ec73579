import { useState } from 'react';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { FormFrame } from '../../shared/form-frame';
import { SentPanel } from '../../shared/sent-panel';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';
import { requestQuotationChanges, type CustomerQuotation } from './api/quotation-api';
import { changesMessages, EMPTY_CHANGES } from './changes-rules';
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
  const { form, onSubmit, pending, failure } = useCartForm({
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
    <FormFrame
      block="quotation-form"
      testId="changes-form"
      titleId="quotation-changes-title"
      title={t('quotation.changes.title')}
      intro={t('quotation.changes.intro')}
      onSubmit={onSubmit}
      failure={failure}
      failedTitle={t('quotation.changes.failedTitle')}
      button="btn-outline"
      pending={pending}
      ariaDisabled={pending}
      label={t('quotation.changes.submit')}
      pendingLabel={t('quotation.changes.sending')}
      submitTestId="send-changes"
    >
      <TextFields
        form={form}
        idPrefix="quotation-changes"
        fields={[
          {
            field: 'message',
            label: t('quotation.changes.message'),
            required: true,
            hint: t('quotation.changes.hint'),
            rows: 5,
            maxLength: 5000,
          },
        ]}
      />
    </FormFrame>
  );
}
