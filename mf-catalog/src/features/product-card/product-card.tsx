import { Link, type Language } from '@ogulf/web-kit';
import type { TFunction } from 'i18next';
import { localName } from '../../data/localize';
import { productHref } from '../../data/product-slug';
import type { ProductSummary } from '../../data/types';
import { productPlacement, productPrice } from '../../data/product-text';
import { CatalogImage } from '../../shared/catalog-image';
import './product-card.css';

/** Intrinsic size of the square picture, so nothing shifts while it loads. */
const IMAGE_SIZE = 400;

interface ProductCardProps {
  product: ProductSummary;
  lang: Language;
  t: TFunction<'catalog'>;
  quality: number;
  /** The `sizes` attribute for where the card sits (grid, slider…). */
  sizes: string;
  /** Heading level of the product name inside its section. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture eagerly with high priority. */
  priority?: boolean;
}

/** One product in a list, slider or grid: picture, badges, placement, name, price; the name links over the whole card. */
export function ProductCard({
  product,
  lang,
  t,
  quality,
  sizes,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const name = localName(product, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const quote = product.contactForQuote || product.price === null;
  const badges = [
    product.isNewArrival ? 'new' : null,
    product.isBestSeller ? 'bestSeller' : null,
    product.isFeatured && !product.isNewArrival && !product.isBestSeller ? 'featured' : null,
  ].filter((badge) => badge !== null);
  return (
    <article className="product-card" data-testid="product-card" data-slug={product.slug}>
      <div className="product-card__media">
        <CatalogImage
          image={product.image}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          quality={quality}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {badges.length > 0 && (
          <ul className="product-card__badges" aria-label={t('card.badges')}>
            {badges.map((badge) => (
              <li key={badge} className={`product-card__badge product-card__badge--${badge}`}>
                {t(`card.${badge}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="product-card__body">
        <p className="product-card__placement">{productPlacement(product, lang)}</p>
        <Heading className="product-card__title">
          <Link to={productHref(product)} className="product-card__link">
            {name}
          </Link>
        </Heading>
        <p className={quote ? 'product-card__price product-card__price--quote' : 'product-card__price'}>
          {productPrice(product, lang, t)}
        </p>
      </div>
    </article>
  );
}

/** Same box as a card while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true" data-testid="product-skeleton">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton product-card__skeleton-line" style={{ inlineSize: '50%' }} />
        <span className="skeleton product-card__skeleton-line product-card__skeleton-line--title" />
        <span className="skeleton product-card__skeleton-line" style={{ inlineSize: '35%' }} />
      </div>
    </div>
  );
}
