/** The tracking form's check: the API's own `POST /api/order-tracking` body. */
import { trackOrderBody } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { trackingMessages, type TrackingValues } from './tracking-rules';

export const trackingResolver = contractResolver<TrackingValues>(trackOrderBody, trackingMessages);
