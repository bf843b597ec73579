import { lazy } from 'react';
import { addNamespace, usePageMatch, type RemotePageProps } from '@ogulf/web-kit';
import en from './i18n/en.json';
import homeEn from './i18n/home.en.json';
const HomePage = lazy(() => import(/* webpackChunkName: "home-page" */ './pages/home-page'));
const ProductsPage = lazy(() => import(/* webpackChunkName: "products-page" */ './pages/products-page'));
const CollectionPage = lazy(() => import(/* webpackChunkName: "collection-page" */ './pages/collection-page'));
const ProductPage = lazy(() => import(/* webpackChunkName: "product-page" */ './pages/product-page'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "category-page" */ './pages/category-page'));
const SubcategoryPage = lazy(() => import(/* webpackChunkName: "subcategory-page" */ './pages/subcategory-page'));
const CityLandingPage = lazy(() => import(/* webpackChunkName: "city-page" */ './pages/city-landing-page'));
const FitOutPage = lazy(() => import(/* webpackChunkName: "fit-out-page" */ './pages/fit-out-page'));

// Home-page texts live in their own files (home.*.json) so the home sections and the browsing pages can change independently.
// The Arabic texts are one chunk fetched only for the Arabic interface (the shell's remote loader waits for them).
addNamespace('catalog', {
  en: { ...en, ...homeEn },
  ar: () =>
    Promise.all([
      import(/* webpackChunkName: "catalog-ar" */ './i18n/ar.json'),
      import(/* webpackChunkName: "catalog-ar" */ './i18n/home.ar.json'),
    ]).then(([ar, homeAr]) => ({ ...ar.default, ...homeAr.default })),
});

/** The paths this remote owns (the shell's ROUTE_TABLE sends them here). */
export const PAGES = [
  ['/products', 'products'],
  ['/collection', 'collection'],
  ['/product/:slug', 'product'],
  ['/category/:id', 'category'],
  ['/subcategory/:id', 'subcategory'],
  ['/', 'home'],
  ['/office-furniture-doha', 'city'],
  ['/office-furniture-lusail', 'city'],
  ['/office-furniture-al-waab', 'city'],
  ['/fit-out', 'fit-out'],
] as const;

export type PageKey = (typeof PAGES)[number][1];

/** Exposed as `catalog/pages`: renders the page for the current path, or the shell's 404. */
export default function Pages({ notFound }: RemotePageProps) {
  const match = usePageMatch(PAGES);
  switch (match?.page) {
    case 'products':
      return <ProductsPage />;
    case 'collection':
      return <CollectionPage />;
    case 'product':
      return <ProductPage key={match.params['slug']} slug={match.params['slug'] ?? ''} notFound={notFound} />;
    case 'category':
      return <CategoryPage key={match.params['id']} id={match.params['id'] ?? ''} notFound={notFound} />;
    case 'subcategory':
      return <SubcategoryPage key={match.params['id']} id={match.params['id'] ?? ''} notFound={notFound} />;
    case 'home':
      return <HomePage />;
    case 'city':
      return <CityLandingPage />;
    case 'fit-out':
      return <FitOutPage />;
    default:
      return notFound;
  }
}
