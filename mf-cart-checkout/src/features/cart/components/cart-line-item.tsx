import { formatPrice, imageUrl, Link, PLACEHOLDER_IMAGE } from '@ogulf/web-kit';
import { AlertIcon, CloseIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { isQuoteLine, lineTotal, type StoredCartLine } from '../cart-lines';
import type { CartNotice } from '../price-refresh';
import { nameWithVariant, useCartLanguage } from '../../../shared/use-cart-language';
import { QuantityStepper } from './quantity-stepper';

/** Shown at 80 px (96 px from tablet up); the 160 px variant keeps it sharp on 2x screens. */
const THUMB = 96;

interface CartLineItemProps {
  line: StoredCartLine;
  notice: CartNotice | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name, unit price, notices from the price check, quantity, line total, remove. */
export function CartLineItem({ line, notice, onQuantity, onRemove }: CartLineItemProps) {
  const { t, lang } = useCartLanguage();
  const name = nameWithVariant(line, lang) || t('cartPage.unnamed');
  const quote = isQuoteLine(line);
  const gone = line.unavailable === true;
  return (
    <li className={gone ? 'cart-line cart-line--gone' : 'cart-line'} data-testid="cart-line" data-id={line.id}>
      <img
        className="cart-line__image"
        src={imageUrl(line.image, { width: THUMB * 2 })}
        alt=""
        width={THUMB}
        height={THUMB}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          if (event.currentTarget.src !== PLACEHOLDER_IMAGE) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="stack cart-line__main">
        <h2 className="cart-line__name">
          {line.slug && !gone ? <Link to={`/product/${encodeURIComponent(line.slug)}`}>{name}</Link> : name}
        </h2>
        <p className="muted-note">
          {quote
            ? t('cartPage.priceOnRequest')
            : t('cartPage.unitPrice', { price: formatPrice(line.price ?? 0, lang) })}
        </p>
        {gone && (
          <p className="cart-line__notice cart-line__notice--danger" data-testid="line-unavailable">
            <AlertIcon size={16} />
            <span>{t('cartPage.unavailable')}</span>
          </p>
        )}
        {!gone && notice?.kind === 'priceChanged' && (
          <p className="cart-line__notice" data-testid="line-price-changed">
            <InfoIcon size={16} />
            <span>
              {t('cartPage.priceChanged', { from: formatPrice(notice.from, lang), to: formatPrice(notice.to, lang) })}
            </span>
          </p>
        )}
        {!gone && quote && (
          <p className="cart-line__notice" data-testid="line-quote">
            <InfoIcon size={16} />
            <span>{notice?.kind === 'nowQuote' ? t('cartPage.nowQuote') : t('cartPage.quoteOnly')}</span>
          </p>
        )}
      </div>
      <div className="stack cart-line__controls">
        {!gone && (
          <QuantityStepper id={`qty-${line.id}`} productName={name} value={line.quantity} onChange={onQuantity} />
        )}
        <p className="cart-line__total" data-testid="line-total">
          {gone || quote ? '—' : formatPrice(lineTotal(line), lang)}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-sm cart-line__remove"
          onClick={onRemove}
          data-testid="remove-line"
        >
          <CloseIcon size={16} />
          <span>{t('cartPage.remove')}</span> <span className="visually-hidden">{name}</span>
        </button>
      </div>
    </li>
  );
}
