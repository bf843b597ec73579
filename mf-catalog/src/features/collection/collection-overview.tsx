import { useId } from 'react';
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCategories } from '../../data/get-categories';
import { localDescription, localName } from '../../data/localize';
import type { Category } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { BoxSkeleton } from '../../shared/box-skeleton';
import { CategoryImage } from '../../shared/catalog-image';
import { SubcategoryChip } from '../../shared/subcategory-chip';
import '@ogulf/web-kit/styles/card.css';
import { EmptyPanel, ErrorPanel, LoadingNote, WAITING } from '../products/status-panels';
import '../products/products.css';
import './collection.css';

const SKELETON_LINES = [
  { inlineSize: '55%', blockSize: '1.75rem' },
  { inlineSize: '90%', blockSize: '1rem' },
  { inlineSize: '70%', blockSize: '1rem' },
];
const SIZES = '(min-width: 1248px) 220px, (min-width: 900px) 18vw, (min-width: 600px) 200px, 100vw';

/** Every category with its subcategories and product counts, each linking to its own page and to the listing. */
export function CollectionOverview() {
  const { t } = useCatalogLanguage();
  const state = useCategories();
  const totalProducts = state.categories.reduce((sum, category) => sum + (category.productCount ?? 0), 0);

  return (
    <div aria-busy={state.status === 'loading'} className={state.status === 'loading' ? WAITING : undefined}>
      {state.status === 'success' && state.categories.length > 0 && (
        <p className="collection__summary" data-testid="collection-summary">
          {t('collection.categoriesCount', { count: state.categories.length })} ·{' '}
          {t('listing.count', { count: totalProducts })}
        </p>
      )}
      {state.status === 'loading' && (
        <>
          <LoadingNote text={t('collection.loading')} />
          <ul className="collection grid-list" role="list" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <BoxSkeleton key={i} as="li" card="box" block="collection-entry" lines={SKELETON_LINES} />
            ))}
          </ul>
        </>
      )}
      {state.status === 'error' && <ErrorPanel title={t('collection.error')} onRetry={state.reload} />}
      {state.status === 'success' && state.categories.length === 0 && (
        <EmptyPanel
          title={t('collection.empty')}
          text={t('collection.emptyHint')}
          link={{ to: '/products', label: t('listing.browseAll'), look: 'btn-primary' }}
        />
      )}
      {state.status === 'success' && state.categories.length > 0 && (
        <ul className="collection grid-list" role="list" data-testid="collection">
          {state.categories.map((category) => (
            <li key={category.id}>
              <CollectionEntry category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CollectionEntry({ category }: { category: Category }) {
  const { t, lang } = useCatalogLanguage();
  const headingId = useId();
  const name = localName(category, lang);
  const description = localDescription(category, lang);
  return (
    <section
      className="card collection-entry"
      aria-labelledby={headingId}
      data-testid="collection-entry"
      data-id={category.id}
    >
      <Link to={`/category/${category.id}`} className="collection-entry__media" tabIndex={-1} aria-hidden="true">
        <CategoryImage image={category.image} sizes={SIZES} />
      </Link>
      <div className="collection-entry__body">
        <h2 id={headingId} className="collection-entry__title">
          <Link to={`/category/${category.id}`}>{name}</Link>
        </h2>
        {description && <p className="line-clamp text-note collection-entry__description">{description}</p>}
        {category.subcategories.length > 0 && (
          <ul
            className="collection-entry__subs cluster"
            role="list"
            aria-label={t('collection.subcategoriesOf', { name })}
          >
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <SubcategoryChip subcategory={sub} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/products?category=${encodeURIComponent(category.name)}`}
          className="collection-entry__all"
          data-testid="collection-view-all"
        >
          {typeof category.productCount === 'number'
            ? t('collection.viewAllCount', { count: category.productCount })
            : t('collection.viewAll')}
          <span className="visually-hidden"> {t('collection.inCategory', { name })}</span>
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
    </section>
  );
}
