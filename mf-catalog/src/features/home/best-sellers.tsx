import { useId, useMemo } from 'react';
import { connectionQuality, Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useProducts } from '../../data/get-products';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductCard, ProductCardSkeleton } from '../product-card/product-card';
import { SectionHead } from './section-head';
import './best-sellers.css';

const BEST_SELLER_QUERY = { bestSeller: true, limit: 8 } as const;
const SKELETON_COUNT = 4;
/** Two columns on phones, four from tablets up (container at most 1200 px). */
const CARD_SIZES = '(min-width: 1248px) 282px, (min-width: 768px) 23vw, 46vw';

/** The best sellers as a grid of product cards; skeletons while loading; hidden when there are none. */
export function BestSellers() {
  const { t, lang } = useCatalogLanguage();
  const reply = useProducts(BEST_SELLER_QUERY);
  const quality = useMemo(() => connectionQuality(), []);
  const headingId = useId();
  const products = reply.status === 'success' ? reply.data.items : [];
  if (reply.status === 'success' && products.length === 0) return null;
  const loading = reply.status === 'loading';

  return (
    <section
      className="home-section home-section--tinted"
      aria-labelledby={headingId}
      aria-busy={loading}
      data-testid="home-best-sellers"
      data-home-section="best-sellers"
    >
      <div className="container">
        <SectionHead
          id={headingId}
          eyebrow={t('home.bestSellers.eyebrow')}
          heading={t('home.bestSellers.heading')}
          intro={t('home.bestSellers.intro')}
          actions={
            <Link to="/products?bestSeller=true" className="home-more" data-testid="best-sellers-view-all">
              {t('home.bestSellers.viewAll')}
              <ChevronEndIcon size={18} className="flip-rtl" />
            </Link>
          }
        />
        {loading && (
          <p className="visually-hidden" role="status">
            {t('home.bestSellers.loading')}
          </p>
        )}
        {reply.status === 'error' ? (
          <div className="home-message" role="alert">
            <span>{t('home.bestSellers.error')}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={reply.reload}>
              {t('home.retry')}
            </button>
          </div>
        ) : (
          <ul className="card-grid best-sellers__grid" role="list">
            {loading
              ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
                  <li key={i}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} lang={lang} t={t} quality={quality} sizes={CARD_SIZES} />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}
