/** A quotation as `GET /api/admin/quotations/:id` answers it, for the quotation screens' component tests: a new draft unless overridden. */
import type { AdminQuotation } from '@ogulf/contracts';

export function adminQuotation(overrides: Partial<AdminQuotation> = {}): AdminQuotation {
  return {
    id: 'q1',
    number: 'QT-261125-4HX2',
    version: 1,
    status: 'draft',
    language: 'en',
    customer: {
      name: 'Khalid Al-Kuwari',
      company: 'Doha Trading',
      email: 'khalid@example.com',
      phone: '',
      address: '',
    },
    lines: [],
    subtotal: 0,
    discountTotal: 0,
    deliveryCharge: 0,
    installationCharge: 0,
    total: 0,
    currency: 'QAR',
    validUntil: '2099-12-24',
    terms: '',
    sentAt: null,
    acceptedAt: null,
    orderNumber: null,
    requestId: null,
    requestReference: null,
    notes: '',
    customerUrl: null,
    orderId: null,
    changeRequests: [],
    versions: [
      { id: 'q1', version: 1, status: 'draft', total: 0, sentAt: null, createdAt: '2026-11-25T07:00:00.000Z' },
    ],
    isLatest: true,
    createdAt: '2026-11-25T07:00:00.000Z',
    updatedAt: '2026-11-25T07:00:00.000Z',
    ...overrides,
  } as AdminQuotation;
}
