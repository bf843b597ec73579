import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './services.json';

/** `/services`: each service as a card, how a project runs, and a request for a quote. Its text is in `services.json`. */
export const SERVICES_PAGE: LocalizedPage = withFacts(page);
