import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon, ChevronStartIcon } from '@ogulf/web-kit/icons';
import { useProducts } from '../../data/get-products';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductCardList } from '../product-card/product-card';
import { HomeSection } from './home-section';
import { pageScrollLeft, scrollEdges } from './slider-scroll';
import './product-slider.css';

const FEATURED_QUERY = { featured: true, limit: 12 } as const;
/** Card widths: most of a phone's width (the next card peeks in), 2.5 on tablets, 4 on desktops. */
const CARD_SIZES = '(min-width: 1248px) 282px, (min-width: 1024px) 23vw, (min-width: 600px) 38vw, 70vw';

/**
 * Featured products in a horizontal row that snaps card by card, with previous/next buttons that
 * page through it; skeleton cards while loading; hidden when there are none.
 */
export function ProductSlider() {
  const { t, lang } = useCatalogLanguage();
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The reply comes after hydration (the section renders when it nears the viewport); its twelve cards
  // render at a deferred priority, in slices, not in one long task when the reply arrives.
  const reply = useDeferredValue(useProducts(FEATURED_QUERY));
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const products = reply.status === 'success' ? reply.data.items : [];

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setEdges(scrollEdges(track));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, products.length, dir]);

  const page = (step: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: pageScrollLeft(step, track.clientWidth, dir), behavior: smooth ? 'smooth' : 'auto' });
  };

  if (reply.status === 'success' && products.length === 0) return null;

  const loading = reply.status === 'loading';
  const scrollable = !loading && !(edges.atStart && edges.atEnd);

  return (
    <HomeSection
      texts="featured"
      name="featured"
      className="product-slider"
      reply={reply}
      actions={
        <>
          {scrollable && (
            <span className="product-slider__buttons">
              <button
                type="button"
                className="product-slider__button"
                onClick={() => page(-1)}
                disabled={edges.atStart}
                aria-label={t('home.featured.previous')}
                data-testid="featured-prev"
              >
                <ChevronStartIcon size={20} className="flip-rtl" />
              </button>
              <button
                type="button"
                className="product-slider__button"
                onClick={() => page(1)}
                disabled={edges.atEnd}
                aria-label={t('home.featured.next')}
                data-testid="featured-next"
              >
                <ChevronEndIcon size={20} className="flip-rtl" />
              </button>
            </span>
          )}
          <Link to="/products?featured=true" className="home-more" data-testid="featured-view-all">
            {t('home.featured.viewAll')}
            <ChevronEndIcon size={18} className="flip-rtl" />
          </Link>
        </>
      }
    >
      <ProductCardList
        products={products}
        loading={loading}
        sizes={CARD_SIZES}
        className="product-slider__track"
        itemClassName="product-slider__item"
        testId="featured-track"
        ref={trackRef}
      />
    </HomeSection>
  );
}
