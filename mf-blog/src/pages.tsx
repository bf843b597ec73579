import { lazy } from 'react';
import { addNamespace, usePageMatch, type RemotePageProps } from '@ogulf/web-kit';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
const AboutPage = lazy(() => import(/* webpackChunkName: "about-page" */ './features/content/about-page'));
const ServicesPage = lazy(() => import(/* webpackChunkName: "services-page" */ './features/content/services-page'));
const TermsPage = lazy(() => import(/* webpackChunkName: "terms-page" */ './features/content/terms-page'));
const CustomerServicePage = lazy(
  () => import(/* webpackChunkName: "customer-service-page" */ './features/content/customer-service-page'),
);
const DeliveryInfoPage = lazy(
  () => import(/* webpackChunkName: "delivery-info-page" */ './features/content/delivery-info-page'),
);
const ReturnPolicyPage = lazy(
  () => import(/* webpackChunkName: "return-policy-page" */ './features/content/return-policy-page'),
);
const OurStoryPage = lazy(() => import(/* webpackChunkName: "our-story-page" */ './features/content/our-story-page'));
const BlogIndexPage = lazy(() => import(/* webpackChunkName: "blog-page" */ './pages/blog-index-page'));
const ArticlePage = lazy(() => import(/* webpackChunkName: "article-page" */ './pages/article-page'));

addNamespace('blog', { en, ar });

/** The paths this remote owns (the shell's ROUTE_TABLE sends them here). */
export const PAGES = [
  ['/about', 'about'],
  ['/services', 'services'],
  ['/terms-conditions', 'terms'],
  ['/customer-service', 'customerService'],
  ['/delivery-info', 'delivery'],
  ['/return-policy', 'returns'],
  ['/our-story', 'story'],
  ['/blog', 'blog'],
  ['/:slug', 'article'],
] as const;

export type PageKey = (typeof PAGES)[number][1];

/** Exposed as `blog/pages`: renders the page for the current path, or the shell's 404. */
export default function Pages({ notFound }: RemotePageProps) {
  const match = usePageMatch(PAGES);
  switch (match?.page) {
    case 'about':
      return <AboutPage />;
    case 'services':
      return <ServicesPage />;
    case 'terms':
      return <TermsPage />;
    case 'customerService':
      return <CustomerServicePage />;
    case 'delivery':
      return <DeliveryInfoPage />;
    case 'returns':
      return <ReturnPolicyPage />;
    case 'story':
      return <OurStoryPage />;
    case 'blog':
      return <BlogIndexPage />;
    case 'article': {
      const slug = match.params.slug ?? '';
      // Keyed by slug: a related-article link starts from a fresh loading state, never the previous article.
      return <ArticlePage key={slug} slug={slug} notFound={notFound} />;
    }
    default:
      return notFound;
  }
}
