import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { lazyResolver, registerText, useSubmit } from '@ogulf/web-kit/forms';
import { sendContact } from './api/send-contact';
import { contactMessages, contactRequest, EMPTY_CONTACT } from './contact-rules';
import { failureText } from '../../shared/failure-text';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { errorText } from '../../shared/form-messages';
import { SenderFields } from '../../shared/sender-fields';
import { SentPanel } from '../../shared/sent-panel';
import { useCartLanguage } from '../../shared/use-cart-language';

const resolver = lazyResolver(() => import('./contact-schema').then((schema) => schema.contactResolver));

/** Name, email, phone, subject, message → `POST /api/contact`; then the reference, or what went wrong. */
export function ContactForm() {
  const { t, lang } = useCartLanguage();
  // `?subject=careers` (the footer's Careers link) starts the message with its subject filled in.
  const preset = useSearchParams().get('subject') === 'careers' ? t('contact.subjects.careers') : '';
  const form = useForm({ resolver, defaultValues: { ...EMPTY_CONTACT, subject: preset }, mode: 'onTouched' });
  const [reference, setReference] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { onSubmit, pending, failure } = useSubmit({
    form,
    send: (values) => {
      setAnnouncement('');
      return sendContact(contactRequest(values, lang));
    },
    onSent: (sent) => setReference(sent.reference),
    failureText: (error) => failureText(error, t),
    messageFor: contactMessages,
    onInvalid: () => setAnnouncement(t('checkout.fixErrors')),
  });
  const { errors } = form.formState;

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
    <form
      className="enquiry-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title" className="enquiry-form__title">
        {t('contact.formTitle')}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="form-grid form-grid--two">
        <SenderFields form={form} idPrefix="contact" t={t} />
        <Field
          id="contact-subject"
          name="subject"
          label={t('fields.subject')}
          optionalText={t('fields.optional')}
          error={errorText(t, errors, 'subject')}
        >
          {(control) => (
            <input {...control} {...registerText(form, 'subject')} className="input" type="text" maxLength={150} />
          )}
        </Field>
        <Field
          id="contact-message"
          name="message"
          label={t('fields.message')}
          required
          error={errorText(t, errors, 'message')}
          className="field--wide"
        >
          {(control) => (
            <textarea {...control} {...registerText(form, 'message')} className="input" rows={6} maxLength={5000} />
          )}
        </Field>
      </div>
      {failure && <FormError key={failure.attempt} title={t('contact.failedTitle')} text={failure.text} />}
      <button
        type="submit"
        className="btn btn-primary btn-lg enquiry-form__submit"
        disabled={pending}
        data-testid="send-message"
      >
        {pending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
