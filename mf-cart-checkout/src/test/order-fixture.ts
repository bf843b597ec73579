/** An order as `POST /api/order-tracking` and `GET /api/order-confirmation/:token` answer it, for component tests. */
import type { OrderView } from '../shared/order-types';

export const ORDER: OrderView = {
  orderNumber: 'OG-261122-7KQ4',
  token: 'tok_0123456789abcdef',
  status: 'processing',
  paymentMethod: 'bank-transfer',
  createdAt: '2026-11-22T06:30:00.000Z',
  language: 'en',
  customer: {
    name: 'Sara Al-Kuwari',
    phone: '+974 5512 3456',
    email: 'sara@example.qa',
    address: 'Building 12, Street 340, Al Waab',
    zone: 'doha',
    zoneName: 'Doha',
    zoneNameAr: 'الدوحة',
    notes: '',
    nationalAddress: { zone: 45, street: 340, building: 12, unit: null },
  },
  items: [
    {
      productId: '65a1b2c3d4e5f60718293a4b',
      name: 'Oak Desk',
      nameAr: 'مكتب بلوط',
      slug: 'oak-desk',
      image: '/uploads/products/oak-desk.webp',
      unitPrice: 2500,
      quantity: 2,
      lineTotal: 5000,
    },
  ],
  subtotal: 5000,
  deliveryFee: 0,
  total: 5000,
  currency: 'QAR',
  bankDetails: {
    bankName: 'Qatar National Bank',
    accountName: 'OGulf Trading',
    iban: 'QA00QNBA000000000000000000000',
    swift: 'QNBAQAQA',
  },
  estimatedDeliveryDays: 2,
  timeline: [
    { kind: 'status', status: 'pending', at: '2026-11-22T06:30:00.000Z', note: '' },
    { kind: 'status', status: 'confirmed', at: '2026-11-22T09:15:00.000Z', note: '' },
    { kind: 'note', status: 'confirmed', at: '2026-11-22T10:00:00.000Z', note: 'Your desk is being finished in oak.' },
    { kind: 'status', status: 'processing', at: '2026-11-23T13:05:00.000Z', note: '' },
  ],
  payment: {
    status: 'awaiting-confirmation',
    reference: '',
    paidOn: null,
    receipts: [
      {
        id: 'rcpt-0001',
        fileName: 'transfer.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        uploadedAt: '2026-11-22T11:00:00.000Z',
        status: 'pending',
        reason: '',
      },
    ],
  },
  delivery: { date: '2026-11-29', slot: 'morning', start: '09:00', end: '12:00' },
  invoiceAvailable: false,
};
