import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './terms.json';

/** `/terms-conditions`: the terms for orders, quotations, payment, delivery and after-sales. Its text is in `terms.json`. */
export const TERMS_PAGE: LocalizedPage = withFacts(page);
