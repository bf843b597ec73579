import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './return-policy.json';

/** `/return-policy`: return window, exclusions, damaged items, how to return, refunds, exchanges. Its text is in `return-policy.json`. */
export const RETURN_POLICY_PAGE: LocalizedPage = withFacts(page);
