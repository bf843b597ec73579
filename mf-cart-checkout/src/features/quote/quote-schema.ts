/** The quote form's check: the API's own `quoteRequestBody` for the fields typed in (the products are checked apart: the form shows them as a list, not a field). */
import { z } from 'zod/mini';
import { quoteRequestBody } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { quoteMessages } from './quote-rules';

export const quoteSchema = z.omit(quoteRequestBody, { items: true, rooms: true, language: true });
export type QuoteValues = z.input<typeof quoteSchema>;

export const quoteResolver = contractResolver(quoteSchema, quoteMessages);
