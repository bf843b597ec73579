import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { localDescription, localName } from '../../data/localize';
import type { Category } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { BoxSkeleton } from '../../shared/box-skeleton';
import { CategoryImage } from '../../shared/catalog-image';
import '@ogulf/web-kit/styles/card.css';

interface CategoryTileProps {
  category: Category;
  /** The `sizes` attribute for where the tile sits. */
  sizes: string;
  headingLevel?: 2 | 3;
}

/** A category as a picture card linking to its page (`/category/{id}`); the name's link covers the card. */
export function CategoryTile({ category, sizes, headingLevel = 3 }: CategoryTileProps) {
  const { t, lang } = useCatalogLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = localDescription(category, lang);
  return (
    <article className="card category-tile" data-testid="category-tile" data-id={category.id}>
      <div className="card__media category-tile__media">
        <CategoryImage image={category.image} sizes={sizes} />
      </div>
      <div className="card__body category-tile__body">
        <Heading className="category-tile__title">
          <Link to={`/category/${category.id}`} className="card__link category-tile__link">
            {localName(category, lang)}
          </Link>
        </Heading>
        {description && <p className="line-clamp text-note category-tile__description">{description}</p>}
        <p className="category-tile__foot">
          {typeof category.productCount === 'number' && (
            <span>{t('listing.count', { count: category.productCount })}</span>
          )}
          <ChevronEndIcon size={18} className="flip-rtl" />
        </p>
      </div>
    </article>
  );
}

const SKELETON_LINES = [
  { inlineSize: '70%', blockSize: '1.25rem' },
  { inlineSize: '90%', blockSize: '0.9rem' },
];

/** Same box as a tile while the categories load. */
export function CategoryTileSkeleton() {
  return <BoxSkeleton card="all" block="category-tile" lines={SKELETON_LINES} />;
}
