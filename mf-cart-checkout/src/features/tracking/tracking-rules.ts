/** The tracking form's fields and messages (the check is in ./tracking-schema, loaded when first needed). */
import { messagesFrom } from '../../shared/form-messages';
import { qatarPhoneField, type TextFieldSpec } from '../../shared/text-field';

export const TRACKING_FIELDS = ['orderNumber', 'phone'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingValues = Record<TrackingField, string>;

export const trackingMessages = messagesFrom<TrackingField>({
  orderNumber: { required: 'orderNumberRequired', invalid: 'orderNumberInvalid' },
  phone: { required: 'phoneRequired', invalid: 'phoneQatar' },
});

/** The order number (as printed, any case) and the phone the order was placed with. */
export const TRACKING_TEXT_FIELDS = [
  {
    field: 'orderNumber',
    label: 'tracking.orderNumber',
    hint: 'tracking.orderNumberHint',
    required: true,
    ltr: true,
    maxLength: 40,
    attrs: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
  },
  qatarPhoneField('tracking.phoneHint'),
] as const satisfies readonly TextFieldSpec<TrackingField>[];
