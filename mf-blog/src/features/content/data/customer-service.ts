import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './customer-service.json';

/** `/customer-service`: ways to reach us, hours, order tracking and a FAQ. Its text is in `customer-service.json`. */
export const CUSTOMER_SERVICE_PAGE: LocalizedPage = withFacts(page);
