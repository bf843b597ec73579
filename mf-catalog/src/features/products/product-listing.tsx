import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@ogulf/web-kit';
import { FilterIcon } from '@ogulf/web-kit/icons';
import { useFacets } from '../../data/get-facets';
import { useProducts } from '../../data/get-products';
import {
  activeFilterCount,
  changeFilters,
  filtersToQuery,
  hasActiveFilters,
  LISTING_PAGE_SIZE,
  listingHref,
  NO_FILTERS,
  parseProductFilters,
  sortsFor,
  type ProductFilters,
} from '../../data/product-filters';
import type { Category, ProductFacets, ProductList, ProductSort } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { DialogHead } from '../../shared/dialog-head';
import { ProductCard, ProductCardSkeleton } from '../product-card/product-card';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { EmptyPanel, ErrorPanel } from './status-panels';
import { SearchEmptyPanel } from './search-empty-panel';
import { useSearchString } from '@ogulf/web-kit/search-params';
import './products.css';

/** Rendered widths of a card: 2 columns on phones, 2 beside the filters on tablets, 3 on desktops. */
const CARD_SIZES = '(min-width: 1248px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 34vw, 46vw';
/** Cards above the fold on most screens: their pictures load first. */
const PRIORITY_CARDS = 3;

interface ProductListingProps {
  /** Where the listing lives: `/products`, `/category/{id}`, `/subcategory/{id}`. */
  basePath: string;
  /** A category or subcategory page keeps its own products whatever the address says. */
  fixed?: { category?: string; subcategory?: string };
  /** The category list in the filters (on `/products` only). */
  categories?: { status: 'loading' | 'success' | 'error'; categories: Category[] };
}

/** The listing's filters as the address has them (back/forward and shared links included). */
export function useListingFilters(): ProductFilters {
  const search = useSearchString();
  return useMemo(() => parseProductFilters(search), [search]);
}

/**
 * A filtered, sorted, paged grid of products whose whole state is in the address: result count,
 * sort, filters (a side column from 768 px, a slide-over panel below), pagination, and the
 * loading, empty and error states.
 */
export function ProductListing({ basePath, fixed, categories }: ProductListingProps) {
  const { t } = useCatalogLanguage();
  const navigate = useNavigate();
  const filters = useListingFilters();
  const query = filtersToQuery(filters, fixed);
  const reply = useProducts(query);
  // The facets' request leaves sort and page out (facetsPath), so paging and sorting reuse one reply.
  const facetsReply = useFacets(query);
  const sortId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  // While a new page of results loads, the previous one stays (dimmed) instead of jumping to skeletons.
  const [held, setHeld] = useState<ProductList | null>(null);
  if (reply.status === 'success' && held !== reply.data) setHeld(reply.data);
  const list = reply.status === 'success' ? reply.data : reply.status === 'loading' ? held : null;
  const loading = reply.status === 'loading';
  // The filters keep the last facets while new ones load, so the panel does not jump.
  const [heldFacets, setHeldFacets] = useState<ProductFacets | undefined>(undefined);
  if (facetsReply.status === 'success' && heldFacets !== facetsReply.data) setHeldFacets(facetsReply.data);
  const facets = facetsReply.status === 'success' ? facetsReply.data : heldFacets;

  const go = (next: ProductFilters) => navigate(listingHref(basePath, next));
  const change = (partial: Partial<ProductFilters>) => go(changeFilters(filters, partial));
  // Reset filters keeps the search; "Clear the search" keeps the filters.
  const clear = () => go({ ...NO_FILTERS, ...(filters.q ? { q: filters.q } : {}), sort: filters.sort });
  const withoutSearch = listingHref(basePath, changeFilters(filters, { q: undefined }));
  const narrowed = hasActiveFilters(fixed ? { ...filters, category: undefined, subcategory: undefined } : filters);
  const activeCount = activeFilterCount(fixed ? { ...filters, category: undefined, subcategory: undefined } : filters);

  const openSheet = () => {
    sheetRef.current?.showModal();
    setSheetOpen(true);
  };
  const closeSheet = () => sheetRef.current?.close();

  // The slide-over is for narrow screens only: widening the window closes it.
  useEffect(() => {
    if (!sheetOpen) return undefined;
    const wide = window.matchMedia('(min-width: 768px)');
    const onChange = () => {
      if (wide.matches) sheetRef.current?.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [sheetOpen]);

  const bringResultsIntoView = () => {
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  const panel = (
    <FilterPanel
      filters={filters}
      basePath={basePath}
      categories={categories}
      facets={facets}
      onChange={change}
      onClear={clear}
    />
  );

  // A search counts results ("5 results"), the listing products.
  const countKey = filters.q ? 'listing.resultCount' : 'listing.count';
  const countText = loading ? t('listing.loading') : list ? t(countKey, { count: list.total }) : '';

  return (
    <div className="listing">
      <aside className="listing__aside" aria-label={t('filters.title')}>
        {panel}
      </aside>

      <div className="listing__main">
        <div className="listing__toolbar">
          <p className="listing__count" role="status" aria-live="polite" data-testid="result-count">
            {countText}
          </p>
          <button
            type="button"
            className="btn btn-outline listing__filters-button"
            onClick={openSheet}
            aria-haspopup="dialog"
            data-testid="open-filters"
          >
            <FilterIcon size={18} />
            {t('filters.title')}
            {activeCount > 0 && (
              <span className="listing__filters-badge">
                <span className="visually-hidden">{t('filters.activeCount', { count: activeCount })}</span>
                <span aria-hidden="true">{activeCount}</span>
              </span>
            )}
          </button>
          <div className="listing__sort">
            <label htmlFor={sortId}>{t('listing.sortBy')}</label>
            <select
              id={sortId}
              className="input listing__sort-select"
              value={filters.sort}
              onChange={(event) => change({ sort: event.currentTarget.value as ProductSort })}
              data-testid="sort-select"
            >
              {sortsFor(filters).map((sort) => (
                <option key={sort} value={sort}>
                  {t(`listing.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div
          className="listing__results"
          ref={resultsRef}
          tabIndex={-1}
          aria-label={t('listing.results')}
          data-testid="listing-results"
        >
          {reply.status === 'error' && <ErrorPanel title={t('listing.error')} onRetry={reply.reload} />}

          {loading && !list && (
            <ul className="card-grid catalog-grid" role="list" aria-hidden="true">
              {Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          )}

          {list && list.items.length > 0 && (
            <ul
              className={`card-grid catalog-grid${loading ? ' catalog-grid--stale' : ''}`}
              role="list"
              aria-busy={loading}
              data-testid="product-grid"
            >
              {list.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    sizes={CARD_SIZES}
                    headingLevel={2}
                    priority={index < PRIORITY_CARDS}
                  />
                </li>
              ))}
            </ul>
          )}

          {!loading && list && list.items.length === 0 && filters.q && (
            <SearchEmptyPanel
              query={filters.q}
              narrowed={narrowed}
              onClearFilters={clear}
              clearSearchHref={withoutSearch}
              categories={categories?.categories ?? []}
            />
          )}

          {!loading && list && list.items.length === 0 && !filters.q && (
            <EmptyPanel
              title={t('listing.emptyTitle')}
              text={narrowed ? t('listing.emptyFiltered') : t('listing.emptyAll')}
              action={
                narrowed ? (
                  <button type="button" className="btn btn-primary" onClick={clear} data-testid="clear-filters">
                    {t('filters.clear')}
                  </button>
                ) : (
                  <Link to="/products" className="btn btn-primary">
                    {t('listing.browseAll')}
                  </Link>
                )
              }
            />
          )}

          {list && (
            <Pagination
              page={filters.page}
              pages={list.pages}
              href={(page) => listingHref(basePath, changeFilters(filters, { page }))}
              onNavigate={bringResultsIntoView}
            />
          )}
        </div>
      </div>

      <dialog
        ref={sheetRef}
        className="filter-sheet"
        aria-labelledby={`${sortId}-sheet-title`}
        onClose={() => setSheetOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (event.target === event.currentTarget) closeSheet();
        }}
        data-testid="filter-sheet"
      >
        <div className="filter-sheet__inner">
          <DialogHead
            block="filter-sheet"
            titleId={`${sortId}-sheet-title`}
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            onClose={closeSheet}
          />
          <div className="filter-sheet__body">{panel}</div>
          <div className="filter-sheet__foot">
            <button type="button" className="btn btn-primary btn-block" onClick={closeSheet} data-testid="show-results">
              {loading || !list ? t('listing.loading') : t('filters.showResults', { count: list.total })}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
