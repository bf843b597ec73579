import { useTranslation } from 'react-i18next';
import { Link } from '@ogulf/web-kit';
import { usePageTitle } from '@ogulf/web-kit';
import { CategoryGrid } from '../features/home/category-grid';
import '../catalog.css';

const STATS = ['years', 'customers', 'rating', 'delivery'] as const;

export default function HomePage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('home.title'));
  return (
    <>
      <section className="catalog-hero" aria-labelledby="hero-title">
        <div className="container catalog-hero__inner">
          <h1 id="hero-title">{t('home.headline')}</h1>
          <p className="lead">{t('home.sub')}</p>
          <div className="catalog-hero__actions">
            <Link className="btn btn-accent" to="/products">
              {t('home.browse')}
            </Link>
            <Link className="btn btn-outline" to="/contact">
              {t('home.quote')}
            </Link>
          </div>
        </div>
      </section>
      <CategoryGrid />
      <section className="container catalog-stats" aria-label={t('home.headline')}>
        {STATS.map((key) => (
          <div key={key} className="catalog-stats__item">
            <strong dir="ltr">{t(`home.stats.${key}`)}</strong>
            <span>{t(`home.stats.${key}Label`)}</span>
          </div>
        ))}
      </section>
    </>
  );
}
