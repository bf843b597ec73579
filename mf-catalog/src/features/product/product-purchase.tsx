import { useEffect, useId, useRef, useState } from 'react';
import {
  formatPrice,
  KEEP_CLEAR_PROPS,
  Link,
  notify,
  quoteRequestPath,
  useNavigate,
  usePageOrigin,
} from '@ogulf/web-kit';
import { CartAddIcon, MinusIcon, PlusIcon, QuoteIcon } from '@ogulf/web-kit/icons';
import { localName } from '../../data/localize';
import { productHref } from '../../data/product-slug';
import type { Product } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { loadCartModule, preloadCartModule } from './cart-module';
import { whenShopperActs } from '../../shared/first-action';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from './quantity';
import { WhatsAppLink } from '../../shared/whatsapp-link';
import { QuantityInput } from '@ogulf/web-kit/quantity-input';

/** Whether a product can only be quoted: marked so, or without a price. */
export const isQuoteOnly = (product: Pick<Product, 'contactForQuote' | 'price'>): boolean =>
  product.contactForQuote || product.price === null || product.price === undefined;

/** The variant chosen on the page, as the cart takes it (its own price; its option values in words). */
export interface ChosenVariant {
  sku: string;
  price: number | null;
  availability: Product['availability'];
  image: string;
  name: string;
  nameAr: string;
}

/**
 * Watches `element` and says whether it has scrolled up out of view (above the viewport, under
 * the sticky header); false while it is on screen or still below. The observed area runs from
 * under the header to far below the screen, so "past" changes exactly when the element crosses
 * the top, even when one jump of the page takes it from below the screen to above.
 */
function useScrolledPast(element: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 64;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: `-${header}px 0px 100000px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return past;
}

/**
 * Quantity stepper, Add to Cart (through the cart remote's `cart` module, loaded at the shopper's
 * first action on the page: a pointer move, touch, key, wheel or scroll, or the first press), Request a Quote and a
 * WhatsApp enquiry. Quote-only and out-of-stock products offer no Add to Cart. On phones, once the
 * main button has scrolled away, a bar fixed to the bottom repeats the name, price, chosen variant
 * and the button (the same quantity and variant), or Request a Quote for what cannot be bought.
 */
export function ProductPurchase({ product, variant }: { product: Product; variant?: ChosenVariant | null }) {
  const { t, lang } = useCatalogLanguage();
  const navigate = useNavigate();
  const id = useId();
  const origin = usePageOrigin();
  const [typed, setTyped] = useState('1');
  const [adding, setAdding] = useState(false);
  const quantity = clampQuantity(typed);
  const price = variant ? variant.price : product.price;
  const availability = variant ? variant.availability : product.availability;
  const quoteOnly = isQuoteOnly({ contactForQuote: product.contactForQuote, price });
  const canBuy = !quoteOnly && availability !== 'out-of-stock';
  const image = variant?.image || product.image;
  const name = localName(product, lang);

  const [watched, setWatched] = useState<HTMLElement | null>(null);
  const pressed = useRef(false);
  const barShown = useScrolledPast(watched);

  const step = (by: number) => setTyped(String(clampQuantity(quantity + by)));

  // The cart remote loads at the shopper's first action on the page (long before a press reaches the
  // button), not with the page: the first press still answers at once.
  useEffect(() => (canBuy ? whenShopperActs(preloadCartModule) : undefined), [canBuy]);

  const addToCart = async () => {
    // A ref as well as the state: two presses in one frame (both buttons) must add once.
    if (pressed.current) return;
    pressed.current = true;
    setAdding(true);
    try {
      const cart = await loadCartModule();
      cart.addToCart(
        {
          id: product.id,
          name: product.name,
          ...(product.nameAr ? { nameAr: product.nameAr } : {}),
          slug: product.slug,
          price,
          ...(image ? { image } : {}),
          contactForQuote: product.contactForQuote,
          ...(variant ? { variantSku: variant.sku, variantName: variant.name, variantNameAr: variant.nameAr } : {}),
        },
        quantity,
      );
      notify.success(t('product.added'), {
        description: t('product.addedDetail', {
          count: quantity,
          name: variant ? `${name} (${lang === 'ar' ? variant.nameAr : variant.name})` : name,
        }),
        action: { label: t('product.viewCart'), onClick: () => navigate('/cart') },
      });
    } catch (error) {
      console.error('[catalog] add to cart failed', error);
      notify.error(t('product.cartUnavailable'), { description: t('product.cartUnavailableHint') });
    } finally {
      pressed.current = false;
      setAdding(false);
    }
  };

  const addButton = (className: string, testId: string, ref?: (button: HTMLButtonElement | null) => void) => (
    <button
      ref={ref}
      type="button"
      className={className}
      onClick={() => void addToCart()}
      onPointerEnter={preloadCartModule}
      onFocus={preloadCartModule}
      aria-busy={adding}
      // Not `disabled`: a disabled button drops keyboard focus to <body>. A second press while
      // adding is ignored by addToCart.
      aria-disabled={adding}
      data-testid={testId}
    >
      <CartAddIcon size={20} />
      {adding ? t('product.adding') : t('product.addToCart')}
    </button>
  );
  const variantLabel = variant ? (lang === 'ar' ? variant.nameAr : variant.name) : '';

  const pageUrl = `${origin}${productHref(product)}`;

  return (
    <div className="product-buy" data-testid="product-purchase" ref={canBuy ? undefined : setWatched}>
      <div className="product-buy__row">
        <div className="product-qty">
          <label htmlFor={`${id}-qty`} className="product-qty__label">
            {t('product.quantity')}
          </label>
          <div className="product-qty__control">
            <button
              type="button"
              className="product-qty__step"
              onClick={() => step(-1)}
              disabled={quantity <= QUANTITY_MIN}
              aria-label={t('product.decrease')}
              aria-controls={`${id}-qty`}
            >
              <MinusIcon size={18} />
            </button>
            <QuantityInput
              id={`${id}-qty`}
              className="product-qty__input"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onBlur={() => setTyped(String(quantity))}
              dir="ltr"
              data-testid="quantity-input"
            />
            <button
              type="button"
              className="product-qty__step"
              onClick={() => step(1)}
              disabled={quantity >= QUANTITY_MAX}
              aria-label={t('product.increase')}
              aria-controls={`${id}-qty`}
            >
              <PlusIcon size={18} />
            </button>
          </div>
        </div>

        {canBuy && addButton('btn btn-primary btn-lg product-buy__add', 'add-to-cart', setWatched)}
      </div>

      <div className="product-buy__row product-buy__row--secondary">
        <Link
          to={quoteRequestPath(product.slug, quantity)}
          className={`btn ${canBuy ? 'btn-outline' : 'btn-primary btn-lg'} product-buy__quote`}
          data-testid="request-quote"
        >
          <QuoteIcon size={20} />
          {t('product.requestQuote')}
        </Link>
        <WhatsAppLink
          message={t('product.whatsappText', { name: product.name, url: pageUrl })}
          label={t('product.whatsapp')}
          className="btn btn-outline product-buy__whatsapp"
          testId="whatsapp-enquiry"
        />
      </div>
      {quoteOnly && <p className="product-buy__note">{t('product.quoteOnlyNote')}</p>}
      {!quoteOnly && availability === 'out-of-stock' && (
        <p className="product-buy__note">{t('product.outOfStockNote')}</p>
      )}
      {barShown && (
        <section
          className="product-sticky"
          aria-label={t('product.stickyBar')}
          data-testid="sticky-buy-bar"
          {...KEEP_CLEAR_PROPS}
        >
          <div className="product-sticky__text">
            <p className="product-sticky__name">{name}</p>
            {variantLabel && (
              <p className="product-sticky__variant" data-testid="sticky-variant">
                {variantLabel}
              </p>
            )}
            <p className="product-sticky__price" data-testid="sticky-price">
              {quoteOnly || price === null || price === undefined
                ? t('price.contactForQuote')
                : formatPrice(price, lang)}
            </p>
          </div>
          {canBuy ? (
            addButton('btn btn-primary product-sticky__action', 'sticky-add-to-cart')
          ) : (
            <Link
              to={quoteRequestPath(product.slug, quantity)}
              className="btn btn-primary product-sticky__action"
              data-testid="sticky-request-quote"
            >
              <QuoteIcon size={20} />
              {t('product.requestQuote')}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
