/** `POST /api/quote-request` with the builder's rooms beside the lines; the answer carries the reference (Q-…). */
import type { MessageReceipt, QuoteRequestInput } from '@ogulf/contracts';
import { apiSend } from '@ogulf/web-kit';

export const sendFitoutRequest = (request: QuoteRequestInput): Promise<MessageReceipt> =>
  apiSend<MessageReceipt>('POST', '/api/quote-request', request);
