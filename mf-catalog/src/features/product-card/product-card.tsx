import type { Ref } from 'react';
import { LOW_STOCK_THRESHOLD } from '@ogulf/contracts';
import { formatPrice, Link } from '@ogulf/web-kit';
import { localName } from '../../data/localize';
import { productHref } from '../../data/product-slug';
import type { ProductSummary } from '../../data/types';
import { productPlacement, productPrice, saleRegularPrice } from '../../data/product-text';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { BoxSkeleton } from '../../shared/box-skeleton';
import { CatalogImage } from '../../shared/catalog-image';
import '@ogulf/web-kit/styles/card.css';
import './product-card.css';

/** Intrinsic size of the square picture, so nothing shifts while it loads. */
const IMAGE_SIZE = 400;
/** Colour dots shown before "+N". */
const DOTS_MAX = 5;

/** The card's stock label: out of stock, pre-order, or "only N left" when counted stock runs low. */
function stockBadge(product: ProductSummary): { key: string; count?: number } | null {
  if (product.availability === 'out-of-stock') return { key: 'outOfStock' };
  if (product.availability === 'pre-order') return { key: 'preOrder' };
  const stock = product.stock;
  if (stock !== null && stock !== undefined && stock > 0 && stock <= LOW_STOCK_THRESHOLD) {
    return { key: 'onlyLeft', count: stock };
  }
  return null;
}

interface ProductCardProps {
  product: ProductSummary;
  /** The `sizes` attribute for where the card sits (grid, slider…). */
  sizes: string;
  /** Heading level of the product name inside its section. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture eagerly with high priority. */
  priority?: boolean;
}

/** One product in a list, slider or grid: picture, badges, placement, name, price; the name links over the whole card. */
export function ProductCard({ product, sizes, headingLevel = 3, priority = false }: ProductCardProps) {
  const { t, lang } = useCatalogLanguage();
  const name = localName(product, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const quote = product.contactForQuote || product.price === null;
  const regular = saleRegularPrice(product);
  const badges = [
    product.isNewArrival ? 'new' : null,
    product.isBestSeller ? 'bestSeller' : null,
    product.isFeatured && !product.isNewArrival && !product.isBestSeller ? 'featured' : null,
  ].filter((badge) => badge !== null);
  const stock = stockBadge(product);
  const colours = (product.options ?? []).find((option) => option.kind === 'color' || option.kind === 'finish');
  const valueName = (value: { name: string; nameAr: string }) =>
    lang === 'ar' ? value.nameAr || value.name : value.name;
  return (
    <article className="card product-card" data-testid="product-card" data-slug={product.slug}>
      <div className="card__media product-card__media">
        <CatalogImage image={product.image} width={IMAGE_SIZE} height={IMAGE_SIZE} sizes={sizes} priority={priority} />
        {(badges.length > 0 || stock) && (
          <ul className="product-card__badges" aria-label={t('card.badges')}>
            {badges.map((badge) => (
              <li key={badge} className={`product-card__badge product-card__badge--${badge}`}>
                {t(`card.${badge}`)}
              </li>
            ))}
            {stock && (
              <li className={`product-card__badge product-card__badge--${stock.key}`} data-testid="stock-badge">
                {t(`card.${stock.key}`, stock.count === undefined ? {} : { count: stock.count })}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="card__body product-card__body">
        <p className="product-card__placement">{productPlacement(product, lang)}</p>
        <Heading className="product-card__title">
          <Link to={productHref(product)} className="card__link product-card__link">
            {name}
          </Link>
        </Heading>
        <p className={quote ? 'product-card__price product-card__price--quote' : 'product-card__price'}>
          {productPrice(product, lang, t)}
          {regular !== null && (
            <>
              {' '}
              <s className="product-card__was" data-testid="card-regular-price">
                <span className="visually-hidden">{t('price.regular')} </span>
                {formatPrice(regular, lang)}
              </s>
            </>
          )}
        </p>
        {colours && colours.values.length > 1 && (
          <p
            className="product-card__swatches"
            data-testid="card-swatches"
            title={colours.values.map(valueName).join(', ')}
          >
            <span className="visually-hidden">
              {t('card.options', {
                name: lang === 'ar' ? colours.nameAr || colours.name : colours.name,
                values: colours.values.map(valueName).join(lang === 'ar' ? '، ' : ', '),
              })}
            </span>
            {colours.values.slice(0, DOTS_MAX).map((value) => (
              <span
                key={value.key}
                className="product-card__swatch"
                style={{ background: value.swatch || 'var(--color-border)' }}
                aria-hidden="true"
              />
            ))}
            {colours.values.length > DOTS_MAX && (
              <span className="product-card__swatch-more" aria-hidden="true">
                +{colours.values.length - DOTS_MAX}
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

const SKELETON_LINES = [
  { className: 'skeleton-text', inlineSize: '50%' },
  { className: 'skeleton-text product-card__skeleton-line--title' },
  { className: 'skeleton-text', inlineSize: '35%' },
];

/** Same box as a card while products load. */
export function ProductCardSkeleton() {
  return (
    <BoxSkeleton card="all" block="product-card" modifier="skeleton" lines={SKELETON_LINES} testId="product-skeleton" />
  );
}

interface ProductCardListProps {
  products: readonly ProductSummary[];
  /** While they load, `skeletons` boxes hold their place. */
  loading: boolean;
  /** The cards' `sizes` attribute. */
  sizes: string;
  className: string;
  itemClassName?: string;
  testId?: string;
  ref?: Ref<HTMLUListElement>;
  skeletons?: number;
}

/** A list of product cards (a grid, a slider's track), with skeleton cards while the products load. */
export function ProductCardList({
  products,
  loading,
  sizes,
  className,
  itemClassName,
  testId,
  ref,
  skeletons = 4,
}: ProductCardListProps) {
  return (
    <ul className={className} role="list" ref={ref} data-testid={testId}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={i} className={itemClassName}>
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product) => (
            <li key={product.id} className={itemClassName}>
              <ProductCard product={product} sizes={sizes} />
            </li>
          ))}
    </ul>
  );
}
