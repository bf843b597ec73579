import { usePageTitle } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { CollectionOverview } from '../features/collection/collection-overview';
import { Breadcrumbs } from '../features/products/breadcrumbs';
import '../i18n/browse-texts';
import '../catalog.css';

/** `/collection`: the whole catalogue by category and subcategory. */
export default function CollectionPage() {
  const { t } = useCatalogLanguage();
  usePageTitle(t('collection.title'));
  return (
    <div className="container catalog-page" data-testid="collection-page">
      <Breadcrumbs items={[{ label: t('collection.title') }]} />
      <header className="catalog-head">
        <h1 className="catalog-head__title">{t('collection.title')}</h1>
        <p className="catalog-head__intro">{t('collection.intro')}</p>
      </header>
      <CollectionOverview />
    </div>
  );
}
