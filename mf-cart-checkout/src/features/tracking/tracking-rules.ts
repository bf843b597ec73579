/** The tracking form's fields and messages (the check is in ./tracking-schema, loaded when first needed). */
import { messagesFrom } from '../../shared/form-messages';

export const TRACKING_FIELDS = ['orderNumber', 'phone'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingValues = Record<TrackingField, string>;

export const trackingMessages = messagesFrom<TrackingField>({
  orderNumber: { required: 'orderNumberRequired', invalid: 'orderNumberInvalid' },
  phone: { required: 'phoneRequired', invalid: 'phoneQatar' },
});
