import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver, registerText, useSubmit } from '@ogulf/web-kit/forms';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { errorText } from '../../shared/form-messages';
import { SentPanel } from '../../shared/sent-panel';
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
  const form = useForm({ resolver, defaultValues: EMPTY_CHANGES, mode: 'onTouched', shouldFocusError: false });
  const [sent, setSent] = useState(false);
  const failureOf = useQuotationFailure();
  const { onSubmit, pending, failure } = useSubmit({
    form,
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
    <form
      className="quotation-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="quotation-changes-title"
      data-testid="changes-form"
    >
      <h2 id="quotation-changes-title" className="quotation-form__title">
        {t('quotation.changes.title')}
      </h2>
      <p className="quotation-form__intro">{t('quotation.changes.intro')}</p>
      <Field
        id="quotation-changes-message"
        name="message"
        label={t('quotation.changes.message')}
        required
        error={errorText(t, form.formState.errors, 'message')}
        hint={t('quotation.changes.hint')}
      >
        {(control) => (
          <textarea {...control} {...registerText(form, 'message')} className="input" rows={5} maxLength={5000} />
        )}
      </Field>
      {failure && <FormError key={failure.attempt} title={t('quotation.changes.failedTitle')} text={failure.text} />}
      <button
        type="submit"
        className="btn btn-outline btn-lg quotation-form__submit"
        disabled={pending}
        aria-disabled={pending}
        data-testid="send-changes"
      >
        {pending ? t('quotation.changes.sending') : t('quotation.changes.submit')}
      </button>
    </form>
  );
}
