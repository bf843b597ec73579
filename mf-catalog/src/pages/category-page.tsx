import type { ReactNode } from 'react';
import { isMissing } from '@ogulf/web-kit';
import { useCategory } from '../data/get-category';
import { localDescription, localName } from '../data/localize';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { SubcategoryChip } from '../shared/subcategory-chip';
import { Breadcrumbs } from '../features/products/breadcrumbs';
import { ProductListing } from '../features/products/product-listing';
import { PageTitle } from '../features/products/page-title';
import { TaxonomyHeader, TaxonomyHeaderStatus } from '../features/products/taxonomy-header';
import { waitingPage } from '../features/products/status-panels';
import '../i18n/browse-texts';
import '../catalog.css';

/** `/category/{id}`: the category's picture, description and subcategories, then its products; an unknown id is the 404. */
export default function CategoryPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t, lang } = useCatalogLanguage();
  const reply = useCategory(id);
  const category = reply.status === 'success' ? reply.data : undefined;
  const name = category ? localName(category, lang) : '';

  if (reply.status === 'error' && isMissing(reply.error)) return <>{notFound}</>;

  return (
    <div className={waitingPage(reply.status)} data-testid="category-page">
      <PageTitle title={name || t('category.title')} />
      <Breadcrumbs items={[{ label: t('products.title'), to: '/products' }, { label: name || t('category.title') }]} />
      <TaxonomyHeaderStatus status={reply.status} onRetry={reply.reload} />
      {category && (
        <>
          <TaxonomyHeader
            title={name}
            description={localDescription(category, lang)}
            image={category.image}
            productCount={category.productCount}
          >
            {category.subcategories.length > 0 && (
              <nav aria-label={t('category.subcategories')}>
                <ul className="cluster" role="list" data-testid="subcategory-chips">
                  {category.subcategories.map((sub) => (
                    <li key={sub.id}>
                      <SubcategoryChip subcategory={sub} lang={lang} />
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </TaxonomyHeader>
          <ProductListing basePath={`/category/${id}`} fixed={{ category: category.id }} />
        </>
      )}
    </div>
  );
}
