import { useRef, useState } from 'react';
import { imageUrl, Link } from '@ogulf/web-kit';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { CloseIcon } from '@ogulf/web-kit/icons';
import { sendQuoteRequest } from './api/send-quote-request';
import { EMPTY_QUOTE, QUOTE_FIELDS, quoteMessages, quoteItemKey, quoteRequest, type QuoteItem } from './quote-rules';
import { QuantityStepper } from '../cart/components/quantity-stepper';
import { FormFrame } from '../../shared/form-frame';
import { SentPanel } from '../../shared/sent-panel';
import { TextFields } from '../../shared/text-field';
import { useCartForm } from '../../shared/use-cart-form';
import { nameWithVariant, useCartLanguage } from '../../shared/use-cart-language';

interface QuoteFormProps {
  items: QuoteItem[];
  setItems: (items: QuoteItem[]) => void;
}

const resolver = lazyResolver(() => import('./quote-schema').then((schema) => schema.quoteResolver));

/** The products to price (quantities editable), then name, email, phone, company, message → `POST /api/quote-request`. */
export function QuoteForm({ items, setItems }: QuoteFormProps) {
  const { t, lang } = useCartLanguage();
  const [reference, setReference] = useState<string | null>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const { form, ...submit } = useCartForm({
    resolver,
    defaultValues: EMPTY_QUOTE,
    ready: (_values, announce) => {
      if (items.length > 0) return true;
      announce(t('validation.itemsRequired'));
      itemsHeading.current?.focus();
      return false;
    },
    send: (values) => sendQuoteRequest(quoteRequest(values, items, lang)),
    onSent: (sent) => setReference(sent.reference),
    messageFor: quoteMessages,
  });

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
    <FormFrame name="quote" submit={submit} disabled={submit.pending || items.length === 0}>
      <h3 className="quote-items__title" ref={itemsHeading} tabIndex={-1}>
        {t('quote.items', { count: items.length })}
      </h3>
      {items.length === 0 ? (
        <p className="field__error" data-testid="quote-no-items">
          {t('validation.itemsRequired')} <Link to="/products">{t('cartPage.browse')}</Link>
        </p>
      ) : (
        <ul className="stack quote-items" role="list" data-testid="quote-items">
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
        <TextFields form={form} idPrefix="quote" fields={QUOTE_FIELDS} />
      </div>
    </FormFrame>
  );
}
