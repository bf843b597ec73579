import { useState } from 'react';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { sendContact } from './api/send-contact';
import { contactMessages, contactRequest, EMPTY_CONTACT } from './contact-rules';
import { FormFrame } from '../../shared/form-frame';
import { SentPanel } from '../../shared/sent-panel';
import { senderFields, TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';

const resolver = lazyResolver(() => import('./contact-schema').then((schema) => schema.contactResolver));

/** Name, email, phone, subject, message → `POST /api/contact`; then the reference, or what went wrong. */
export function ContactForm() {
  const { t, lang } = useCartLanguage();
  // `?subject=careers` (the footer's Careers link) starts the message with its subject filled in.
  const preset = useSearchParams().get('subject') === 'careers' ? t('contact.subjects.careers') : '';
  const [reference, setReference] = useState<string | null>(null);
  const { form, onSubmit, pending, failure, announcement } = useCartForm({
    resolver,
    defaultValues: { ...EMPTY_CONTACT, subject: preset },
    send: (values) => sendContact(contactRequest(values, lang)),
    onSent: (sent) => setReference(sent.reference),
    messageFor: contactMessages,
  });
  if (reference) {
    return (
      <SentPanel
        title={t('contact.sentTitle')}
        text={t('contact.sentText')}
        reference={reference}
        referenceLabel={t('contact.reference')}
      >
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            form.reset(EMPTY_CONTACT);
            setReference(null);
          }}
        >
          {t('contact.another')}
        </button>
      </SentPanel>
    );
  }

  return (
    <FormFrame
      block="enquiry-form"
      testId="contact-form"
      titleId="contact-form-title"
      title={t('contact.formTitle')}
      announcement={announcement}
      onSubmit={onSubmit}
      failure={failure}
      failedTitle={t('contact.failedTitle')}
      pending={pending}
      label={t('contact.send')}
      pendingLabel={t('contact.sending')}
      submitTestId="send-message"
    >
      <div className="form-grid form-grid--two">
        <TextFields
          form={form}
          idPrefix="contact"
          fields={[
            ...senderFields(t),
            { field: 'subject', label: t('fields.subject'), optional: true, maxLength: 150 },
            { field: 'message', label: t('fields.message'), required: true, wide: true, rows: 6, maxLength: 5000 },
          ]}
        />
      </div>
    </FormFrame>
  );
}
