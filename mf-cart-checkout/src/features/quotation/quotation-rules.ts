/**
 * What the quotation page decides without drawing: which state a quotation is in, how many days
 * it has left, a line's name in the page's language, the acceptance form's fields and the body
 * they become (the check is in ./accept-schema, loaded when first needed).
 */
import type { Language } from '@ogulf/web-kit';
import { DELIVERY_SLOT_IDS } from '@ogulf/contracts/constants';
import type { CustomerQuotation } from '@ogulf/contracts';
import {
  checkoutFieldOf,
  checkoutMessages,
  EMPTY_CHECKOUT,
  nationalAddressOf,
  WHERE_AND_WHEN,
  type CheckoutField,
} from '../checkout/checkout-rules';
import type { PaymentMethod } from '../../shared/order-types';
import type { AcceptQuotationRequest } from './api/quotation-api';

/** What the page says about a quotation, first match wins. */
export type QuotationState = 'accepted' | 'withdrawn' | 'superseded' | 'expired' | 'changes-requested' | 'open';

export function quotationState(
  quotation: Pick<CustomerQuotation, 'status' | 'isExpired' | 'newerVersionSent'>,
): QuotationState {
  if (quotation.status === 'accepted') return 'accepted';
  if (quotation.status === 'withdrawn') return 'withdrawn';
  if (quotation.status === 'superseded' || quotation.newerVersionSent) return 'superseded';
  if (quotation.status === 'expired' || quotation.isExpired) return 'expired';
  if (quotation.status === 'changes-requested') return 'changes-requested';
  return 'open';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Qatar keeps UTC+3 all year (no daylight saving). */
const QATAR_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today in Qatar (`YYYY-MM-DD`), the calendar the quotation's `validUntil` is written in. */
export const qatarToday = (now: Date): string => new Date(now.getTime() + QATAR_OFFSET_MS).toISOString().slice(0, 10);

/** Days from today (Qatar) to `validUntil`: 0 on its last day, negative once past. */
export const daysLeft = (validUntil: string, now: Date): number =>
  Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${qatarToday(now)}T00:00:00Z`)) / DAY_MS);

/** A line's name in the page's language (the English one when the shop left the Arabic empty). */
export const lineName = (line: { name: string; nameAr: string }, lang: Language): string =>
  lang === 'ar' && line.nameAr.trim() ? line.nameAr : line.name;

/** The 409 codes of a quotation that can no longer be accepted (or answered), by their text's key. */
export const CLOSED_CODES = {
  QUOTATION_EXPIRED: 'expired',
  QUOTATION_SUPERSEDED: 'superseded',
  QUOTATION_WITHDRAWN: 'withdrawn',
  QUOTATION_ACCEPTED: 'accepted',
} as const;
export type ClosedCode = keyof typeof CLOSED_CODES;

export const isClosedCode = (code: string | null): code is ClosedCode => code !== null && code in CLOSED_CODES;

/** The acceptance form's fields, in screen order. */
export const ACCEPT_FIELDS = [
  ...WHERE_AND_WHEN,
  'phone',
  'notes',
  'paymentMethod',
] as const satisfies readonly CheckoutField[];
export type AcceptField = (typeof ACCEPT_FIELDS)[number];
export type AcceptValues = Record<AcceptField, string>;

/** Empty as the checkout starts (cash preselected). */
export const EMPTY_ACCEPT = Object.fromEntries(
  ACCEPT_FIELDS.map((field) => [field, EMPTY_CHECKOUT[field]]),
) as AcceptValues;

/** The checkout's messages: the same fields, the same words. */
export const acceptMessages = checkoutMessages;

/** The form field a path of the server's `details` names (`nationalAddress.zone` -> `naZone`), or null. */
export function acceptFieldOf(path: string): AcceptField | null {
  const field = checkoutFieldOf(path);
  return field !== null && (ACCEPT_FIELDS as readonly string[]).includes(field) ? (field as AcceptField) : null;
}

/**
 * The `POST /api/quotes/:token/accept` body: trimmed, optional parts left out when empty. Name,
 * email and prices are the quotation's own and never sent.
 */
export function acceptRequest(values: AcceptValues): AcceptQuotationRequest {
  const phone = values.phone.trim();
  const notes = values.notes.trim();
  const nationalAddress = nationalAddressOf(values);
  const slot = DELIVERY_SLOT_IDS.find((id) => id === values.deliverySlot);
  return {
    paymentMethod: values.paymentMethod as PaymentMethod,
    zone: values.zone,
    address: values.address.trim(),
    ...(phone ? { phone } : {}),
    ...(notes ? { notes } : {}),
    ...(nationalAddress ? { nationalAddress } : {}),
    ...(values.deliveryDate && slot ? { delivery: { date: values.deliveryDate, slot } } : {}),
  };
}
