import { useTranslation } from 'react-i18next';
import '../catalog.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function CollectionPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('collection.title'));
  return (
    <section className="container page-section">
      <h1>{t('collection.title')}</h1>
      <p className="lead">{t('collection.intro')}</p>
    </section>
  );
}
