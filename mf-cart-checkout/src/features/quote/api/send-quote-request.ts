/** `POST /api/quote-request`: products and quantities to price; the answer carries its reference (Q-…). */
import { apiSend, type Language } from '@ogulf/web-kit';

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

export const sendQuoteRequest = (request: QuoteRequest): Promise<{ reference: string }> => apiSend<{ reference: string }>('POST', QUOTE_REQUEST_PATH, request);
