import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { imageUrl, Link } from '@ogulf/web-kit';
import { lazyResolver, registerText, useSubmit } from '@ogulf/web-kit/forms';
import { CloseIcon } from '@ogulf/web-kit/icons';
import { sendQuoteRequest } from './api/send-quote-request';
import { EMPTY_QUOTE, quoteMessages, quoteItemKey, quoteRequest, type QuoteItem } from './quote-rules';
import { QuantityStepper } from '../cart/components/quantity-stepper';
import { failureText } from '../../shared/failure-text';
import { Field } from '../../shared/form-field';
import { FormError } from '../../shared/form-error';
import { errorText } from '../../shared/form-messages';
import { SenderFields } from '../../shared/sender-fields';
import { SentPanel } from '../../shared/sent-panel';
import { nameWithVariant, useCartLanguage } from '../../shared/use-cart-language';

interface QuoteFormProps {
  items: QuoteItem[];
  setItems: (items: QuoteItem[]) => void;
}

const resolver = lazyResolver(() => import('./quote-schema').then((schema) => schema.quoteResolver));

/** The products to price (quantities editable), then name, email, phone, company, message → `POST /api/quote-request`. */
export function QuoteForm({ items, setItems }: QuoteFormProps) {
  const { t, lang } = useCartLanguage();
  const form = useForm({ resolver, defaultValues: EMPTY_QUOTE, mode: 'onTouched' });
  const [reference, setReference] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const { onSubmit, pending, failure } = useSubmit({
    form,
    ready: () => {
      if (items.length > 0) return true;
      setAnnouncement(t('validation.itemsRequired'));
      itemsHeading.current?.focus();
      return false;
    },
    send: (values) => {
      setAnnouncement('');
      return sendQuoteRequest(quoteRequest(values, items, lang));
    },
    onSent: (sent) => setReference(sent.reference),
    failureText: (error) => failureText(error, t),
    messageFor: quoteMessages,
    onInvalid: () => setAnnouncement(t('checkout.fixErrors')),
  });
  const { errors } = form.formState;

  if (reference) {
    return (
      <SentPanel
        title={t('quote.sentTitle')}
        text={t('quote.sentText')}
        reference={reference}
        referenceLabel={t('contact.reference')}
      >
        <Link className="btn btn-outline" to="/products">
          {t('cartPage.continue')}
        </Link>
      </SentPanel>
    );
  }

  return (
    <form
      className="enquiry-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="quote-form-title"
      data-testid="quote-form"
    >
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
            const name = nameWithVariant(item, lang);
            return (
              <li key={quoteItemKey(item)} className="quote-item" data-testid="quote-item">
                <img
                  src={imageUrl(item.image, { width: 160 })}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
                <span className="quote-item__name">{name}</span>
                <QuantityStepper
                  id={`quote-qty-${quoteItemKey(item)}`}
                  productName={name}
                  value={item.quantity}
                  onChange={(quantity) =>
                    setItems(
                      items.map((other) =>
                        quoteItemKey(other) === quoteItemKey(item) ? { ...other, quantity } : other,
                      ),
                    )
                  }
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-label={t('quote.removeItem', { name })}
                  onClick={() => {
                    setItems(items.filter((other) => quoteItemKey(other) !== quoteItemKey(item)));
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
        <SenderFields form={form} idPrefix="quote" t={t} />
        <Field
          id="quote-company"
          name="company"
          label={t('fields.company')}
          optionalText={t('fields.optional')}
          error={errorText(t, errors, 'company')}
        >
          {(control) => (
            <input
              {...control}
              {...registerText(form, 'company')}
              className="input"
              type="text"
              autoComplete="organization"
              maxLength={150}
            />
          )}
        </Field>
        <Field
          id="quote-message"
          name="message"
          label={t('fields.quoteMessage')}
          optionalText={t('fields.optional')}
          hint={t('fields.quoteMessageHint')}
          error={errorText(t, errors, 'message')}
          className="field--wide"
        >
          {(control) => (
            <textarea {...control} {...registerText(form, 'message')} className="input" rows={5} maxLength={5000} />
          )}
        </Field>
      </div>
      {failure && <FormError key={failure.attempt} title={t('quote.failedTitle')} text={failure.text} />}
      <button
        type="submit"
        className="btn btn-primary btn-lg enquiry-form__submit"
        disabled={pending || items.length === 0}
        data-testid="send-quote"
      >
        {pending ? t('contact.sending') : t('quote.send')}
      </button>
    </form>
  );
}
