import type { LocalizedPage } from '../content-types';
import { ABOUT_PAGE } from './about';
import { CUSTOMER_SERVICE_PAGE } from './customer-service';
import { DELIVERY_INFO_PAGE } from './delivery-info';
import { OUR_STORY_PAGE } from './our-story';
import { RETURN_POLICY_PAGE } from './return-policy';
import { SERVICES_PAGE } from './services';
import { TERMS_PAGE } from './terms';

/** Every information page by its route. Import a single page module where bundle size matters. */
export const CONTENT_PAGES: Readonly<Record<string, LocalizedPage>> = {
  '/about': ABOUT_PAGE,
  '/services': SERVICES_PAGE,
  '/our-story': OUR_STORY_PAGE,
  '/terms-conditions': TERMS_PAGE,
  '/customer-service': CUSTOMER_SERVICE_PAGE,
  '/delivery-info': DELIVERY_INFO_PAGE,
  '/return-policy': RETURN_POLICY_PAGE,
};
