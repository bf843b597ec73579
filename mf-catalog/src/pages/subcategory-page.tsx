import { useTranslation } from 'react-i18next';
import '../catalog.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function SubcategoryPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('subcategory.title'));
  return (
    <section className="container page-section">
      <h1>{t('subcategory.title')}</h1>
      <p className="lead">{t('subcategory.intro')}</p>
    </section>
  );
}
