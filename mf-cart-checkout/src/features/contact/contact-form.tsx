import { useState } from 'react';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { sendContact } from './api/send-contact';
import { CONTACT_FIELDS, contactMessages, contactRequest, EMPTY_CONTACT } from './contact-rules';
import { FormFrame } from '../../shared/form-frame';
import { SentPanel } from '../../shared/sent-panel';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { useCartLanguage } from '../../shared/use-cart-language';

const resolver = lazyResolver(() => import('./contact-schema').then((schema) => schema.contactResolver));

/** Name, email, phone, subject, message → `POST /api/contact`; then the reference, or what went wrong. */
export function ContactForm() {
  const { t, lang } = useCartLanguage();
  // `?subject=careers` (the footer's Careers link) starts the message with its subject filled in.
  const preset = useSearchParams().get('subject') === 'careers' ? t('contact.subjects.careers') : '';
  const [reference, setReference] = useState<string | null>(null);
  const { form, ...submit } = useCartForm({
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
    <FormFrame name="contact" submit={submit}>
      <div className="form-grid form-grid--two">
        <TextFields form={form} idPrefix="contact" fields={CONTACT_FIELDS} />
      </div>
    </FormFrame>
  );
}
