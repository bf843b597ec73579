/**
 * The seven information pages (About, Services, Our Story and the policy pages),
 * rendered from typed bilingual data. Each page file also has a default export, so
 * a route can lazy-load just its own page: `lazy(() => import('./features/content/about-page'))`.
 */
export { AboutPage } from './about-page';
export { ServicesPage } from './services-page';
export { OurStoryPage } from './our-story-page';
export { TermsPage } from './terms-page';
export { CustomerServicePage } from './customer-service-page';
export { DeliveryInfoPage } from './delivery-info-page';
export { ReturnPolicyPage } from './return-policy-page';
export { ContentPage } from './content-page';
export type * from './content-types';
