/**
 * The messages of the checkout, contact and quote forms: keys under `validation.*` in the cart
 * namespace, and how a field the contracts' schema refused (or the server refused) picks one.
 */
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import type { MessageFor } from '@ogulf/web-kit/forms';
import type { TFunction } from 'i18next';

export type ErrorKey =
  | 'nameRequired'
  | 'nameLength'
  | 'phoneRequired'
  | 'phoneQatar'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'addressRequired'
  | 'addressLength'
  | 'zoneRequired'
  | 'notesLength'
  | 'paymentRequired'
  | 'subjectLength'
  | 'companyLength'
  | 'messageRequired'
  | 'messageLength'
  | 'messageTooLong'
  | 'itemsRequired'
  | 'orderNumberRequired'
  | 'orderNumberInvalid'
  | 'nationalAddressNumber'
  | 'nationalAddressIncomplete'
  | 'slotRequired'
  | 'changesRequired'
  | 'changesLength';

/** A field's messages: for a missing value (when it is required), for one too long, for anything else wrong. */
export interface FieldMessages {
  required?: ErrorKey;
  tooLong?: ErrorKey;
  invalid: ErrorKey;
}

/** The sender of a message or a quote request: a name, an email address, and a phone number from anywhere, if they like. */
export const SENDER_MESSAGES = {
  name: { required: 'nameRequired', invalid: 'nameLength' },
  email: { required: 'emailRequired', invalid: 'emailInvalid' },
  phone: { invalid: 'phoneInvalid' },
} as const satisfies Record<string, FieldMessages>;

export function messagesFrom<F extends string>(table: Record<F, FieldMessages>): MessageFor {
  return ({ path, code, value }) => {
    const messages: FieldMessages | undefined = table[path as F];
    // Every field of a form has its entry; only a programming mistake gets here.
    if (!messages) throw new Error(`No messages for the field ${path}`);
    if (messages.required && (typeof value !== 'string' || !value.trim())) return messages.required;
    if (code === 'too_big' && messages.tooLong) return messages.tooLong;
    return messages.invalid;
  };
}

/** The translated message of a field in error, for `Field`'s `error`. */
export function errorText<V extends FieldValues>(
  t: TFunction<'cart'>,
  errors: FieldErrors<V>,
  field: Path<V>,
): string | undefined {
  const key = (errors[field] as { message?: string } | undefined)?.message;
  return key ? t(`validation.${key}`) : undefined;
}
