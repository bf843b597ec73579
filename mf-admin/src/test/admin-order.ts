/** An order as `GET /api/orders/:id` answers it, for the order view's component tests. */
import type { AdminOrder } from '@ogulf/contracts';

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'order-1',
    orderNumber: 'OG-261125-7KQ4',
    status: 'pending',
    paymentMethod: 'bank-transfer',
    createdAt: '2026-11-25T07:30:00.000Z',
    updatedAt: '2026-11-25T07:30:00.000Z',
    language: 'ar',
    customer: {
      name: 'Mariam Al-Sulaiti',
      phone: '+974 5512 3456',
      email: 'mariam@example.com',
      address: 'Building 7, Street 820, Lusail',
      zone: 'lusail',
      zoneName: 'Lusail',
      zoneNameAr: 'لوسيل',
      notes: '',
      nationalAddress: null,
    },
    items: [
      {
        productId: 'p1',
        name: 'Walnut desk',
        nameAr: 'مكتب من خشب الجوز',
        slug: 'walnut-desk',
        image: '/assets/images/shop/products/desk.webp',
        unitPrice: 1200,
        quantity: 1,
        lineTotal: 1200,
        variantSku: '',
        variantName: '',
        variantNameAr: '',
      },
    ],
    subtotal: 1200,
    deliveryFee: 0,
    total: 1200,
    currency: 'QAR',
    bankDetails: null,
    estimatedDeliveryDays: 2,
    timeline: [],
    payment: { status: 'unpaid', reference: '', paidOn: null, receipts: [] },
    delivery: null,
    invoiceAvailable: false,
    statusHistory: [{ kind: 'status', status: 'pending', note: '', at: '2026-11-25T07:30:00.000Z', notified: false }],
    adminNotes: '',
    ...overrides,
  };
}
