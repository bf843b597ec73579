/** The quote form's fields, their messages, and the request they become (the check is in ./quote-schema, loaded when first needed). */
import { LIMITS } from '@ogulf/contracts/constants';
import type { Language } from '@ogulf/web-kit';
import { messagesFrom, SENDER_MESSAGES } from '../../shared/form-messages';
import { SENDER_FIELDS, type TextFieldSpec } from '../../shared/text-field';
import type { QuoteRequest } from './api/send-quote-request';
import type { QuoteValues } from './quote-schema';

export type { QuoteValues };

const MESSAGE = { wide: true, rows: 5, maxLength: 5000 } as const;

export const EMPTY_QUOTE: Required<QuoteValues> = { name: '', email: '', phone: '', company: '', message: '' };

/** The form's text fields, in screen order. */
export const QUOTE_FIELDS = [
  ...SENDER_FIELDS,
  {
    field: 'company',
    label: 'fields.company',
    optional: true,
    maxLength: 150,
    attrs: { autoComplete: 'organization' },
  },
  { field: 'message', label: 'fields.quoteMessage', hint: 'fields.quoteMessageHint', optional: true, ...MESSAGE },
] as const satisfies readonly TextFieldSpec<keyof QuoteValues>[];

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
  /** The variant asked about (issue 20), with its option values in words. */
  variantSku?: string | undefined;
  variantName?: string | undefined;
  variantNameAr?: string | undefined;
}

/** A quote line's key: its product, and its variant when it has one. */
export const quoteItemKey = (item: Pick<QuoteItem, 'productId' | 'variantSku'>): string =>
  item.variantSku ? `${item.productId}~${item.variantSku}` : item.productId;

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
    items: items.slice(0, MAX_QUOTE_ITEMS).map((item) => ({
      productId: item.productId,
      ...(item.variantSku ? { variantSku: item.variantSku } : {}),
      quantity: item.quantity,
    })),
    language,
  };
}
