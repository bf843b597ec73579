import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { sendContact } from './api/send-contact';
import { CONTACT_FIELDS, CONTACT_RULES, contactRequest, EMPTY_CONTACT, type ContactField } from './contact-rules';
import { failureText } from '../../shared/failure-text';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { SentPanel } from '../../shared/sent-panel';
import { useForm } from '../../shared/use-form';
import { useCartLanguage } from '../../shared/use-cart-language';

/** Name, email, phone, subject, message → `POST /api/contact`; then the reference, or what went wrong. */
export function ContactForm() {
  const { t, lang } = useCartLanguage();
  const form = useForm<ContactField>({ idPrefix: 'contact', initial: EMPTY_CONTACT, rules: CONTACT_RULES, order: CONTACT_FIELDS });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const message = (field: ContactField) => {
    const key = form.errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const bind = (field: ContactField) => ({
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => form.blur(field, event.target.value, event.relatedTarget),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!form.check()) {
      setAnnouncement(t('checkout.fixErrors'));
      return;
    }
    setAnnouncement('');
    inFlight.current = true;
    setSending(true);
    try {
      const sent = await sendContact(contactRequest(form.values, lang));
      setFailure(null);
      setReference(sent.reference);
    } catch (error) {
      setFailure((prev) => ({ text: failureText(error, t), attempt: (prev?.attempt ?? 0) + 1 }));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  if (reference) {
    return (
      <SentPanel title={t('contact.sentTitle')} text={t('contact.sentText')} reference={reference} referenceLabel={t('contact.reference')}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            form.setAll(EMPTY_CONTACT);
            setReference(null);
          }}
        >
          {t('contact.another')}
        </button>
      </SentPanel>
    );
  }

  return (
    <form className="enquiry-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-form-title" data-testid="contact-form">
      <h2 id="contact-form-title" className="enquiry-form__title">
        {t('contact.formTitle')}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="form-grid form-grid--two">
        <Field id={form.idOf('name')} name="name" label={t('fields.name')} required error={message('name')}>
          {(control) => <input {...control} {...bind('name')} className="input" type="text" autoComplete="name" maxLength={100} />}
        </Field>
        <Field id={form.idOf('email')} name="email" label={t('fields.email')} required error={message('email')}>
          {(control) => <input {...control} {...bind('email')} className="input ltr" type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field id={form.idOf('phone')} name="phone" label={t('fields.phone')} optionalText={t('fields.optional')} error={message('phone')}>
          {(control) => <input {...control} {...bind('phone')} className="input ltr" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />}
        </Field>
        <Field id={form.idOf('subject')} name="subject" label={t('fields.subject')} optionalText={t('fields.optional')} error={message('subject')}>
          {(control) => <input {...control} {...bind('subject')} className="input" type="text" maxLength={150} />}
        </Field>
        <Field id={form.idOf('message')} name="message" label={t('fields.message')} required error={message('message')} className="field--wide">
          {(control) => <textarea {...control} {...bind('message')} className="input" rows={6} maxLength={5000} />}
        </Field>
      </div>
      {failure && <FormError key={failure.attempt} title={t('contact.failedTitle')} text={failure.text} />}
      <button type="submit" className="btn btn-primary btn-lg enquiry-form__submit" disabled={sending} data-testid="send-message">
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
