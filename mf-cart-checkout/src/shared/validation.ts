/**
 * Form rules shared by checkout, contact and quote forms, mirroring the API's validators so the
 * shopper hears about a mistake on blur instead of after a round trip. Each rule returns the key
 * of its message under `validation.*` in the cart namespace, or null when the value is fine.
 */

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
  | 'itemsRequired';

export type Rule = (value: string) => ErrorKey | null;

/** Qatar mobile and landline numbers: optional +974 or 00974, then 8 digits starting 3, 4, 5, 6 or 7; spaces and dashes allowed. */
export const QATAR_PHONE = /^(?:\+974|00974)?[3-7]\d{7}$/;

export const isQatarPhone = (value: string): boolean => QATAR_PHONE.test(value.replace(/[\s-]/g, ''));

/** A plain address check (the server has the last word): one @, a dot in the domain, no spaces. */
export const isEmail = (value: string): boolean => value.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);

export const nameRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'nameRequired';
  return v.length < 2 || v.length > 100 ? 'nameLength' : null;
};

export const qatarPhoneRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'phoneRequired';
  return isQatarPhone(v) ? null : 'phoneQatar';
};

/** Optional phone for enquiries, which may come from abroad: digits with an optional +, spaces, dashes, brackets (as the API takes). */
export const optionalPhoneRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return null;
  const digits = v.replace(/\D/g, '').length;
  return /^\+?\d[\d ()-]{5,24}$/.test(v) && digits >= 7 && digits <= 15 ? null : 'phoneInvalid';
};

export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'emailRequired';
  return isEmail(v) ? null : 'emailInvalid';
};

export const addressRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'addressRequired';
  return v.length < 5 || v.length > 500 ? 'addressLength' : null;
};

export const maxLength =
  (max: number, key: ErrorKey): Rule =>
  (value) =>
    value.trim().length > max ? key : null;

export const requiredChoice =
  (allowed: readonly string[], key: ErrorKey): Rule =>
  (value) =>
    allowed.includes(value) ? null : key;

export const messageRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'messageRequired';
  if (v.length < 10) return 'messageLength';
  return v.length > 5000 ? 'messageTooLong' : null;
};

/** Runs each field's rule; the result has an entry only for fields in error. */
export function validateAll<F extends string>(values: Record<F, string>, rules: Record<F, Rule>): Partial<Record<F, ErrorKey>> {
  const errors: Partial<Record<F, ErrorKey>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
