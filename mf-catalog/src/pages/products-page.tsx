import { usePageTitle } from '@ogulf/web-kit';
import { findCategory } from '../data/catalog-lookup';
import { useCategories } from '../data/get-categories';
import { localDescription, localName } from '../data/localize';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { Breadcrumbs, type Crumb } from '../features/products/breadcrumbs';
import { ProductListing, useListingFilters } from '../features/products/product-listing';
import '../i18n/browse-texts';
import '../catalog.css';

/** `/products[?category=…&subcategory=…&featured=…&sort=…&page=…]`: every product, filtered from the address. */
export default function ProductsPage() {
  const { t, lang } = useCatalogLanguage();
  const filters = useListingFilters();
  const categories = useCategories();
  const category = findCategory(categories.categories, filters.category);
  const subcategory = category?.subcategories.find(
    (sub) => sub.slug === filters.subcategory || sub.id === filters.subcategory,
  );

  // Until the categories arrive (or for a name they do not know) the address's own words are the title.
  const categoryName = category ? localName(category, lang) : filters.category;
  const title = subcategory ? localName(subcategory, lang) : categoryName || t('products.title');
  const intro = subcategory ? localDescription(subcategory, lang) : category ? localDescription(category, lang) : '';
  usePageTitle(title);

  const crumbs: Crumb[] = [{ label: t('products.title'), to: '/products' }];
  if (categoryName)
    crumbs.push({
      label: categoryName,
      to: `/products?category=${encodeURIComponent(category?.name ?? categoryName)}`,
    });
  if (subcategory) crumbs.push({ label: localName(subcategory, lang) });

  return (
    <div className="container catalog-page" data-testid="products-page">
      <Breadcrumbs items={crumbs} />
      <header className="catalog-head">
        <h1 className="catalog-head__title">{title}</h1>
        <p className="catalog-head__intro">{intro || t('products.intro')}</p>
      </header>
      <ProductListing basePath="/products" categories={categories} />
    </div>
  );
}
