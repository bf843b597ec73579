import { useNavigate, usePageTitle } from '@ogulf/web-kit';
import { findCategory } from '../data/catalog-lookup';
import { useCategories } from '../data/get-categories';
import { localDescription, localName } from '../data/localize';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { Breadcrumbs, type Crumb } from '../features/products/breadcrumbs';
import { ProductListing, useListingFilters } from '../features/products/product-listing';
import { SearchRefine } from '../features/products/search-refine';
import { changeFilters, isolate, listingHref } from '../data/product-filters';
import '../i18n/browse-texts';
import '../catalog.css';

/**
 * `/products[?q=…&category=…&subcategory=…&featured=…&sort=…&page=…]`: every product, or with `q`
 * the search's results, filtered from the address.
 */
export default function ProductsPage() {
  const { t, lang } = useCatalogLanguage();
  const navigate = useNavigate();
  const filters = useListingFilters();
  const categories = useCategories();
  const category = findCategory(categories.categories, filters.category);
  const subcategory = category?.subcategories.find(
    (sub) => sub.slug === filters.subcategory || sub.id === filters.subcategory,
  );

  // Until the categories arrive (or for a name they do not know) the address's own words are the title.
  const categoryName = category ? localName(category, lang) : filters.category;
  const placeTitle = subcategory ? localName(subcategory, lang) : categoryName || t('products.title');
  const title = filters.q ? t('searchResults.title', { query: isolate(filters.q) }) : placeTitle;
  const intro = subcategory ? localDescription(subcategory, lang) : category ? localDescription(category, lang) : '';
  usePageTitle(title);

  const crumbs: Crumb[] = [{ label: t('products.title'), to: '/products' }];
  if (categoryName)
    crumbs.push({
      label: categoryName,
      to: `/products?category=${encodeURIComponent(category?.name ?? categoryName)}`,
    });
  if (subcategory)
    crumbs.push({
      label: localName(subcategory, lang),
      ...(filters.q ? { to: listingHref('/products', changeFilters(filters, { q: undefined })) } : {}),
    });
  if (filters.q) crumbs.push({ label: t('searchResults.crumb', { query: isolate(filters.q) }) });

  return (
    <div className="container catalog-page" data-testid="products-page">
      <Breadcrumbs items={crumbs} />
      <header className="catalog-head">
        <h1 className="catalog-head__title" data-testid="listing-title">
          {title}
        </h1>
        {filters.q ? (
          <SearchRefine
            key={filters.q}
            query={filters.q}
            onSearch={(q) => navigate(listingHref('/products', changeFilters(filters, { q })))}
          />
        ) : (
          <p className="catalog-head__intro">{intro || t('products.intro')}</p>
        )}
      </header>
      <ProductListing basePath="/products" categories={categories} />
    </div>
  );
}
