/** The quote form's fields, their check (the API's own `quoteRequestBody`), their messages, and the request they become. */
import { z } from 'zod/mini';
import { LIMITS, quoteRequestBody } from '@ogulf/contracts';
import type { Language } from '@ogulf/web-kit';
import { messagesFrom, SENDER_MESSAGES } from '../../shared/form-messages';
import type { QuoteRequest } from './api/send-quote-request';

/** The fields typed in; the products are checked apart (the form shows them as a list, not a field). */
export const quoteSchema = z.omit(quoteRequestBody, { items: true, language: true });
export type QuoteValues = z.input<typeof quoteSchema>;

export const EMPTY_QUOTE: Required<QuoteValues> = { name: '', email: '', phone: '', company: '', message: '' };

export const quoteMessages = messagesFrom<keyof QuoteValues>({
  ...SENDER_MESSAGES,
  company: { invalid: 'companyLength' },
  message: { invalid: 'messageTooLong' },
});

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
export const MAX_QUOTE_ITEMS = LIMITS.maxQuoteLines;

export function quoteRequest(values: QuoteValues, items: readonly QuoteItem[], language: Language): QuoteRequest {
  const optional = (value: string | undefined) => value?.trim() || undefined;
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
