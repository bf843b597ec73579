/**
 * A quotation by its private token: `GET /api/quotes/{token}` (the customer's view),
 * `POST …/accept` (an order at the quoted prices), `POST …/request-changes`, and the PDF.
 */
import type { z } from 'zod/mini';
import type {
  acceptQuotationBody,
  CustomerQuotation,
  QuotationAccepted,
  QuotationChangesInput,
} from '@ogulf/contracts';
import { apiQuery, apiSend, useApiQuery } from '@ogulf/web-kit';

export type { CustomerQuotation, QuotationAccepted };

/** The body of an accept as the form sends it (the server fills in the defaults). */
export type AcceptQuotationRequest = z.input<typeof acceptQuotationBody>;

export const quotationPath = (token: string): string => `/api/quotes/${encodeURIComponent(token)}`;

/** The quotation's PDF (English and Arabic), downloaded as a file. */
export const quotationPdfPath = (token: string): string => `${quotationPath(token)}/pdf`;

/** `null` loads nothing (no usable token). */
export const useQuotation = (token: string | null) =>
  useApiQuery(token === null ? null : apiQuery<CustomerQuotation>(quotationPath(token)));

export const acceptQuotation = (token: string, body: AcceptQuotationRequest): Promise<QuotationAccepted> =>
  apiSend<QuotationAccepted>('POST', `${quotationPath(token)}/accept`, body);

export const requestQuotationChanges = (token: string, body: QuotationChangesInput): Promise<CustomerQuotation> =>
  apiSend<CustomerQuotation>('POST', `${quotationPath(token)}/request-changes`, body);
