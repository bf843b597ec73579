/**
 * The quotations API as the builder uses it: `GET /api/admin/quotations[?…]`,
 * `GET|PUT /api/admin/quotations/:id`, `POST /api/admin/quotations[/:id/send|revise|withdraw]`.
 * A write's reply is shown at once (the write also makes the screens on show load again).
 */
import { apiQuery, apiQueryClient } from '@ogulf/web-kit';
import type { AdminQuotation, AdminQuotationList, QuotationDraftInput } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import { useAdminGet } from '../../shared/use-admin-get';
import { quotationsPath, type QuotationsQuery } from './quotations-query';

const base = '/api/admin/quotations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const quotationQuery = (id: string) => apiQuery<AdminQuotation>(one(id));

export const useQuotation = (id: string) => useAdminGet(quotationQuery(id));

export const useQuotations = (query: QuotationsQuery) =>
  useAdminGet(apiQuery<AdminQuotationList>(quotationsPath(query)));

/** Keeps a quotation a write answered, so its screen shows it without waiting for the reload. */
function shown(quotation: AdminQuotation): AdminQuotation {
  apiQueryClient().setQueryData(quotationQuery(quotation.id).queryKey, quotation);
  return quotation;
}

/** A new draft: from a quote request (its customer and lines, priced from the catalogue) or blank. */
export const createQuotation = (requestId?: string) =>
  adminSend<AdminQuotation>('POST', base, requestId ? { requestId } : {}).then(shown);

export const saveQuotation = (id: string, body: QuotationDraftInput) =>
  adminSend<AdminQuotation>('PUT', one(id), body).then(shown);

export const sendQuotation = (id: string) => adminSend<AdminQuotation>('POST', `${one(id)}/send`).then(shown);

/** The next version (a draft); the sent one stays until that one is sent. */
export const reviseQuotation = (id: string) => adminSend<AdminQuotation>('POST', `${one(id)}/revise`).then(shown);

export const withdrawQuotation = (id: string) => adminSend<AdminQuotation>('POST', `${one(id)}/withdraw`).then(shown);

/** The quotation as a PDF (a draft's too, as a preview); the browser downloads it with the session cookie. */
export const quotationPdfPath = (id: string) => `${one(id)}/pdf`;
