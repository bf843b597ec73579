/** A quotation as `GET /api/quotes/:token` answers it, for component tests. */
import type { CustomerQuotation } from '@ogulf/contracts';

export const QUOTE_TOKEN = 'qt_0123456789abcdefghij';

/** The Qatar day `days` from now (`YYYY-MM-DD`), so the fixture stays valid whatever day the tests run. */
export const dayFromNow = (days: number): string =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Sent in English, open for 10 more days: two catalogue lines (one discounted), delivery and installation. */
export const QUOTATION: CustomerQuotation = {
  number: 'QT-261125-7KQ4',
  version: 2,
  status: 'sent',
  language: 'en',
  customer: {
    name: 'Khalid Al-Thani',
    company: 'Gulf Trading W.L.L.',
    email: 'khalid@gulftrading.qa',
    phone: '+97455123456',
    address: 'Tower 3, West Bay, Doha',
  },
  lines: [
    {
      productId: '65a1b2c3d4e5f60718293a4b',
      name: 'Executive Desk',
      nameAr: 'مكتب تنفيذي',
      description: 'Walnut, 180 × 90 cm',
      quantity: 12,
      unitPrice: 2500,
      discountPercent: 10,
      netUnitPrice: 2250,
      lineTotal: 27000,
    },
    {
      productId: null,
      name: 'Teller counter (custom)',
      nameAr: 'كاونتر صراف (حسب الطلب)',
      description: '',
      quantity: 1,
      unitPrice: 8000,
      discountPercent: 0,
      netUnitPrice: 8000,
      lineTotal: 8000,
    },
  ],
  subtotal: 38000,
  discountTotal: 3000,
  deliveryCharge: 150,
  installationCharge: 1200,
  total: 36350,
  currency: 'QAR',
  validUntil: dayFromNow(10),
  terms: '50% advance, balance on delivery.',
  sentAt: '2026-11-25T06:00:00.000Z',
  acceptedAt: null,
  orderNumber: null,
  isExpired: false,
  newerVersionSent: false,
  canAccept: true,
  canRequestChanges: true,
  orderToken: null,
};
