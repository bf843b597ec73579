import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './delivery-info.json';

/** `/delivery-info`: free delivery across Qatar, zones and days, installation, delivery day. Its text is in `delivery-info.json`. */
export const DELIVERY_INFO_PAGE: LocalizedPage = withFacts(page);
