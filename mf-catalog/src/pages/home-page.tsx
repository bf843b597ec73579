import { lazy } from 'react';
import { usePageTitle } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { CategoryGrid } from '../features/home/category-grid';
import { HomeHero } from '../features/home/hero/home-hero';
import { LazySection } from '../features/home/lazy-section';
// Kept for the pages that use its shared classes without importing it (the city landings).
import '../catalog.css';

// Below the hero, sections load their code and texts (two small chunks) and their data as they near the viewport.
const productLists = () => import('../features/home/product-lists');
const belowFold = () => import('../features/home/below-fold');
const ProductSlider = lazy(() => productLists().then((m) => ({ default: m.ProductSlider })));
const BestSellers = lazy(() => productLists().then((m) => ({ default: m.BestSellers })));
const CityCards = lazy(() => belowFold().then((m) => ({ default: m.CityCards })));
const StatsStrip = lazy(() => belowFold().then((m) => ({ default: m.StatsStrip })));
const AboutSection = lazy(() => belowFold().then((m) => ({ default: m.AboutSection })));
const Testimonials = lazy(() => belowFold().then((m) => ({ default: m.Testimonials })));

/** The home page in the spec's order: hero, featured products, categories, cities, figures, about, best sellers, testimonials. */
export default function HomePage() {
  const { t } = useCatalogLanguage();
  usePageTitle(t('home.title'));
  return (
    <>
      <HomeHero />
      <LazySection name="featured">
        <ProductSlider />
      </LazySection>
      <CategoryGrid />
      <LazySection name="cities">
        <CityCards />
      </LazySection>
      <LazySection name="stats">
        <StatsStrip />
      </LazySection>
      <LazySection name="about">
        <AboutSection />
      </LazySection>
      <LazySection name="best-sellers">
        <BestSellers />
      </LazySection>
      <LazySection name="testimonials">
        <Testimonials />
      </LazySection>
    </>
  );
}
