/** `POST /api/quote-request`: products and quantities to price; the answer carries its reference (Q-…). */
import type { z } from 'zod/mini';
import type { MessageReceipt, quoteRequestBody } from '@ogulf/contracts';
import { apiSend } from '@ogulf/web-kit';

export const QUOTE_REQUEST_PATH = '/api/quote-request';

export type QuoteRequest = z.input<typeof quoteRequestBody>;

export const sendQuoteRequest = (request: QuoteRequest): Promise<MessageReceipt> =>
  apiSend<MessageReceipt>('POST', QUOTE_REQUEST_PATH, request);
