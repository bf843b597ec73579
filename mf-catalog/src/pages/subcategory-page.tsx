import type { ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { findSubcategory } from '../data/catalog-lookup';
import { useCategories } from '../data/get-categories';
import { localDescription, localName } from '../data/localize';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { Breadcrumbs } from '../features/products/breadcrumbs';
import { ProductListing } from '../features/products/product-listing';
import { PageTitle } from '../features/products/page-title';
import { TaxonomyHeader, TaxonomyHeaderStatus } from '../features/products/taxonomy-header';
import { waitingPage } from '../features/products/status-panels';
import '../i18n/browse-texts';
import '../catalog.css';
import '@ogulf/web-kit/styles/chip.css';

/**
 * `/subcategory/{id}`: found in the category list (the API has no single-subcategory read; the
 * list is cached and kept in storage), with its siblings as chips, then its products. An id that
 * no category has is the 404.
 */
export default function SubcategoryPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t, lang } = useCatalogLanguage();
  const state = useCategories();
  const found = findSubcategory(state.categories, id);
  const name = found ? localName(found.subcategory, lang) : '';

  if (state.status === 'success' && !found) return <>{notFound}</>;

  const crumbs = found
    ? [
        { label: t('products.title'), to: '/products' },
        { label: localName(found.category, lang), to: `/category/${found.category.id}` },
        { label: name },
      ]
    : [{ label: t('products.title'), to: '/products' }, { label: t('subcategory.title') }];

  return (
    <div className={waitingPage(state.status)} data-testid="subcategory-page">
      <PageTitle title={name || t('subcategory.title')} />
      <Breadcrumbs items={crumbs} />
      <TaxonomyHeaderStatus status={state.status} onRetry={state.reload} />
      {found && (
        <>
          <TaxonomyHeader
            title={name}
            description={localDescription(found.subcategory, lang) || localDescription(found.category, lang)}
            image={found.subcategory.image || found.category.image}
            productCount={found.subcategory.productCount}
          >
            <nav aria-label={t('subcategory.siblings', { category: localName(found.category, lang) })}>
              <ul className="cluster" role="list" data-testid="subcategory-chips">
                <li>
                  <Link to={`/category/${found.category.id}`} className="catalog-chip chip">
                    {t('subcategory.allIn', { category: localName(found.category, lang) })}
                  </Link>
                </li>
                {found.category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={`/subcategory/${sub.id}`}
                      className="catalog-chip chip"
                      aria-current={sub.id === found.subcategory.id ? 'page' : undefined}
                    >
                      {localName(sub, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </TaxonomyHeader>
          <ProductListing basePath={`/subcategory/${id}`} fixed={{ subcategory: found.subcategory.id }} />
        </>
      )}
    </div>
  );
}
