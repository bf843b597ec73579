/** `POST /api/quote-request`: products and quantities to price; the answer carries its reference (Q-…). */
import type { Language } from '@ogulf/web-kit';
import { postJson } from '../../../shared/post-json';

export const QUOTE_REQUEST_PATH = '/api/quote-request';

export interface QuoteRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  items: Array<{ productId: string; quantity: number }>;
  language: Language;
}

export const sendQuoteRequest = (request: QuoteRequest): Promise<{ reference: string }> => postJson<{ reference: string }>(QUOTE_REQUEST_PATH, request);
