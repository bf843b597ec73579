/** The quote form's fields, rules, and the request they become. */
import type { Language } from '@ogulf/web-kit';
import { emailRule, maxLength, nameRule, optionalPhoneRule, type Rule } from '../../shared/validation';
import type { QuoteRequest } from './api/send-quote-request';

export const QUOTE_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;

export const EMPTY_QUOTE: QuoteValues = { name: '', email: '', phone: '', company: '', message: '' };

export const QUOTE_RULES: Record<QuoteField, Rule> = {
  name: nameRule,
  email: emailRule,
  phone: optionalPhoneRule,
  company: maxLength(150, 'companyLength'),
  message: maxLength(5000, 'messageTooLong'),
};

/** A product in the quote request, with what the form shows of it. */
export interface QuoteItem {
  productId: string;
  name: string;
  nameAr?: string | undefined;
  slug?: string | undefined;
  image?: string | undefined;
  quantity: number;
}

/** The API takes at most 50 lines. */
export const MAX_QUOTE_ITEMS = 50;

export function quoteRequest(values: QuoteValues, items: readonly QuoteItem[], language: Language): QuoteRequest {
  const optional = (value: string) => value.trim() || undefined;
  const phone = optional(values.phone);
  const company = optional(values.company);
  const message = optional(values.message);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(company ? { company } : {}),
    ...(message ? { message } : {}),
    items: items.slice(0, MAX_QUOTE_ITEMS).map((item) => ({ productId: item.productId, quantity: item.quantity })),
    language,
  };
}
