import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './about.json';

/** `/about`: who we are, what we sell, who we serve, why choose us, our team, the showroom. Its text is in `about.json`. */
export const ABOUT_PAGE: LocalizedPage = withFacts(page);
