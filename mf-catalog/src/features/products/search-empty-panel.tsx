import { Link } from '@ogulf/web-kit';
import { InfoIcon } from '@ogulf/web-kit/icons';
import '@ogulf/web-kit/styles/status-panel.css';
import { localName } from '../../data/localize';
import { isolate } from '../../data/product-filters';
import type { Category } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import '@ogulf/web-kit/styles/chip.css';

interface SearchEmptyPanelProps {
  query: string;
  /** Filters besides the search narrow the list: offer to reset them first. */
  narrowed: boolean;
  onClearFilters: () => void;
  /** The listing without the search (its filters kept). */
  clearSearchHref: string;
  /** The categories to browse instead (none while they load). */
  categories: readonly Category[];
}

/** A search that found nothing: what to try, a way to clear it, and the categories to browse instead. */
export function SearchEmptyPanel({
  query,
  narrowed,
  onClearFilters,
  clearSearchHref,
  categories,
}: SearchEmptyPanelProps) {
  const { t, lang } = useCatalogLanguage();
  return (
    <div className="status-panel catalog-status search-empty" data-testid="search-empty">
      <InfoIcon size={28} className="status-panel__icon" />
      <h2 className="status-panel__title">{t('searchResults.emptyTitle', { query: isolate(query) })}</h2>
      <p className="status-panel__text">{narrowed ? t('searchResults.emptyFiltered') : t('searchResults.emptyHint')}</p>
      <div className="search-empty__actions">
        {narrowed && (
          <button type="button" className="btn btn-primary" onClick={onClearFilters} data-testid="clear-filters">
            {t('filters.clear')}
          </button>
        )}
        <Link
          to={clearSearchHref}
          className={narrowed ? 'btn btn-outline' : 'btn btn-primary'}
          data-testid="clear-search"
        >
          {t('searchResults.clear')}
        </Link>
      </div>
      {categories.length > 0 && (
        <nav className="search-empty__browse" aria-labelledby="search-empty-browse">
          <h3 id="search-empty-browse" className="search-empty__browse-title">
            {t('searchResults.browse')}
          </h3>
          <ul className="cluster search-empty__chips" role="list">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/products?category=${encodeURIComponent(category.name)}`}
                  className="catalog-chip chip"
                  data-testid="search-empty-category"
                >
                  {localName(category, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
