import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { localDescription, localName } from '../../data/localize';
import type { Category } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { BoxSkeleton } from '../../shared/box-skeleton';
import { CategoryImage } from '../../shared/catalog-image';
import '@ogulf/web-kit/styles/card.css';

/** The listing of one category: the spec links it by its (English) name. */
export const categoryHref = (category: Pick<Category, 'name'>): string =>
  `/products?category=${encodeURIComponent(category.name)}`;

/** Rendered widths: 2 columns on phones, 3 on tablets, 3 or 4 on desktops (container at most 1200 px). */
const sizes = (desktopColumns: 3 | 4) =>
  desktopColumns === 3
    ? '(min-width: 1248px) 384px, (min-width: 600px) 31vw, 46vw'
    : '(min-width: 1248px) 282px, (min-width: 1024px) 23vw, (min-width: 600px) 31vw, 46vw';

interface CategoryCardProps {
  category: Category;
  desktopColumns?: 3 | 4;
}

/** One category; the whole card is a single link (its name, stretched over the card). */
export function CategoryCard({ category, desktopColumns = 4 }: CategoryCardProps) {
  const { t, lang } = useCatalogLanguage();
  const name = localName(category, lang);
  const description = localDescription(category, lang);
  return (
    <article className="card category-card" data-testid="category-card" data-name={category.name}>
      <div className="card__media category-card__media">
        <CategoryImage image={category.image} sizes={sizes(desktopColumns)} />
      </div>
      <div className="card__body category-card__body">
        <h3 className="category-card__title">
          <Link to={categoryHref(category)} className="card__link card__link--ring category-card__link">
            {name}
          </Link>
        </h3>
        {description && <p className="line-clamp category-card__description">{description}</p>}
        <p className="category-card__foot">
          {typeof category.productCount === 'number' && category.productCount > 0 && (
            <span>{t('home.categories.products', { count: category.productCount })}</span>
          )}
          <ChevronEndIcon size={18} className="category-card__arrow flip-rtl" />
        </p>
      </div>
    </article>
  );
}

const SKELETON_LINES = [
  { className: 'skeleton-text category-skeleton-line--title' },
  { className: 'skeleton-text' },
  { className: 'skeleton-text', inlineSize: '70%' },
];

/** Same box as a card, so the grid does not move when the categories arrive. */
export function CategoryCardSkeleton() {
  return (
    <BoxSkeleton
      card="all"
      block="category-card"
      modifier="skeleton"
      lines={SKELETON_LINES}
      testId="category-skeleton"
    />
  );
}
