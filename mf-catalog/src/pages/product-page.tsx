import { useTranslation } from 'react-i18next';
import '../catalog.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function ProductPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('product.title'));
  return (
    <section className="container page-section">
      <h1>{t('product.title')}</h1>
      <p className="lead">{t('product.intro')}</p>
    </section>
  );
}
