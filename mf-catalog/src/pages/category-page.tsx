import { useTranslation } from 'react-i18next';
import '../catalog.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('category.title'));
  return (
    <section className="container page-section">
      <h1>{t('category.title')}</h1>
      <p className="lead">{t('category.intro')}</p>
    </section>
  );
}
