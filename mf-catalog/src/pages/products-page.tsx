import { useTranslation } from 'react-i18next';
import '../catalog.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function ProductsPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('products.title'));
  return (
    <section className="container page-section">
      <h1>{t('products.title')}</h1>
      <p className="lead">{t('products.intro')}</p>
    </section>
  );
}
