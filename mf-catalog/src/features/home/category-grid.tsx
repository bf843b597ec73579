import { useId } from 'react';
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon, InfoIcon } from '@ogulf/web-kit/icons';
import '@ogulf/web-kit/styles/status-panel.css';
import { useCategories } from '../../data/get-categories';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { CategoryCard, CategoryCardSkeleton } from './category-card';
import './category-grid.css';
import './home-sections.css';

const SKELETON_COUNT = 4;

/** Desktop columns (3 or 4) that leave the fullest last row: 9 categories sit 3 × 3 rather than 4 + 4 + 1. */
export function desktopColumns(count: number): 3 | 4 {
  const lastRow = (columns: number) => count % columns || columns;
  return lastRow(3) > lastRow(4) ? 3 : 4;
}

/**
 * The home page's category grid (spec section 2): a card per category linking to its listing,
 * 4 skeleton cards while loading, the stored categories when the API fails or has none, an
 * empty message otherwise, and a View All Products button.
 */
export function CategoryGrid() {
  const { t } = useCatalogLanguage();
  const state = useCategories();
  const headingId = useId();
  const columns = desktopColumns(state.categories.length);

  return (
    <section
      className="category-section"
      aria-labelledby={headingId}
      data-testid="category-grid"
      aria-busy={state.status === 'loading'}
    >
      <div className="container">
        <header className="category-section__head">
          <h2 id={headingId} className="home-head__heading heading-rule">
            {t('home.categories.heading')}
          </h2>
          <p className="home-head__intro">{t('home.categories.intro')}</p>
        </header>

        {state.status === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              {t('home.categories.loading')}
            </p>
            <ul className="card-grid category-grid" role="list">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i}>
                  <CategoryCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        )}

        {state.status !== 'loading' && state.categories.length > 0 && (
          <ul
            className="card-grid category-grid"
            role="list"
            data-columns={columns}
            data-from-storage={state.fromStorage || undefined}
          >
            {state.categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} desktopColumns={columns} />
              </li>
            ))}
          </ul>
        )}

        {state.status !== 'loading' && state.categories.length === 0 && (
          <div className="status-panel" data-testid="category-empty">
            <InfoIcon size={28} className="status-panel__icon" />
            <p className="status-panel__title">{t('home.categories.empty')}</p>
            <p className="status-panel__text">{t('home.categories.emptyHint')}</p>
            {state.status === 'error' && (
              <button type="button" className="btn btn-outline" onClick={state.reload}>
                {t('home.categories.retry')}
              </button>
            )}
          </div>
        )}

        <div className="category-section__foot">
          <Link to="/products" className="btn btn-primary btn-lg" data-testid="categories-view-all">
            {t('home.categories.viewAll')}
            <ChevronEndIcon size={20} className="flip-rtl" />
          </Link>
        </div>
      </div>
    </section>
  );
}
