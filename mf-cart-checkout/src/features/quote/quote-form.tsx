import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { imageUrl, Link } from '@ogulf/web-kit';
import { CloseIcon } from '@ogulf/web-kit/icons';
import { sendQuoteRequest } from './api/send-quote-request';
import { EMPTY_QUOTE, QUOTE_FIELDS, QUOTE_RULES, quoteRequest, type QuoteField, type QuoteItem } from './quote-rules';
import { QuantityStepper } from '../cart/components/quantity-stepper';
import { failureText } from '../../shared/failure-text';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { SentPanel } from '../../shared/sent-panel';
import { useForm } from '../../shared/use-form';
import { localName, useCartLanguage } from '../../shared/use-cart-language';

interface QuoteFormProps {
  items: QuoteItem[];
  setItems: (items: QuoteItem[]) => void;
}

/** The products to price (quantities editable), then name, email, phone, company, message → `POST /api/quote-request`. */
export function QuoteForm({ items, setItems }: QuoteFormProps) {
  const { t, lang } = useCartLanguage();
  const form = useForm<QuoteField>({ idPrefix: 'quote', initial: EMPTY_QUOTE, rules: QUOTE_RULES, order: QUOTE_FIELDS });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const itemsHeading = useRef<HTMLHeadingElement>(null);

  const message = (field: QuoteField) => {
    const key = form.errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  const bind = (field: QuoteField) => ({
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
    if (items.length === 0) {
      setAnnouncement(t('validation.itemsRequired'));
      itemsHeading.current?.focus();
      return;
    }
    setAnnouncement('');
    inFlight.current = true;
    setSending(true);
    try {
      const sent = await sendQuoteRequest(quoteRequest(form.values, items, lang));
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
      <SentPanel title={t('quote.sentTitle')} text={t('quote.sentText')} reference={reference} referenceLabel={t('contact.reference')}>
        <Link className="btn btn-outline" to="/products">
          {t('cartPage.continue')}
        </Link>
      </SentPanel>
    );
  }

  return (
    <form className="enquiry-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="quote-form-title" data-testid="quote-form">
      <h2 id="quote-form-title" className="enquiry-form__title">
        {t('quote.formTitle')}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <h3 className="quote-items__title" ref={itemsHeading} tabIndex={-1}>
        {t('quote.items', { count: items.length })}
      </h3>
      {items.length === 0 ? (
        <p className="field__error" data-testid="quote-no-items">
          {t('validation.itemsRequired')} <Link to="/products">{t('cartPage.browse')}</Link>
        </p>
      ) : (
        <ul className="quote-items" role="list" data-testid="quote-items">
          {items.map((item) => {
            const name = localName(item, lang);
            return (
              <li key={item.productId} className="quote-item" data-testid="quote-item">
                <img src={imageUrl(item.image, { width: 160 })} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span className="quote-item__name">{name}</span>
                <QuantityStepper
                  id={`quote-qty-${item.productId}`}
                  productName={name}
                  value={item.quantity}
                  onChange={(quantity) => setItems(items.map((other) => (other.productId === item.productId ? { ...other, quantity } : other)))}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-label={t('quote.removeItem', { name })}
                  onClick={() => {
                    setItems(items.filter((other) => other.productId !== item.productId));
                    itemsHeading.current?.focus();
                  }}
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
        <Field id={form.idOf('company')} name="company" label={t('fields.company')} optionalText={t('fields.optional')} error={message('company')}>
          {(control) => <input {...control} {...bind('company')} className="input" type="text" autoComplete="organization" maxLength={150} />}
        </Field>
        <Field
          id={form.idOf('message')}
          name="message"
          label={t('fields.quoteMessage')}
          optionalText={t('fields.optional')}
          hint={t('fields.quoteMessageHint')}
          error={message('message')}
          className="field--wide"
        >
          {(control) => <textarea {...control} {...bind('message')} className="input" rows={5} maxLength={5000} />}
        </Field>
      </div>
      {failure && <FormError key={failure.attempt} title={t('quote.failedTitle')} text={failure.text} />}
      <button type="submit" className="btn btn-primary btn-lg enquiry-form__submit" disabled={sending || items.length === 0} data-testid="send-quote">
        {sending ? t('contact.sending') : t('quote.send')}
      </button>
    </form>
  );
}
