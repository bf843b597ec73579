/** The orders API's shapes (contracts: "Orders"). */
import type { Language } from '@ogulf/web-kit';

export const PAYMENT_METHODS = ['cash', 'card', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'out-for-delivery' | 'delivered' | 'cancelled';

/** `POST /api/orders` body: no prices or totals, the server works them out. */
export interface OrderRequest {
  customer: { name: string; phone: string; email: string; address: string; zone: string; notes?: string };
  items: Array<{ productId: string; quantity: number }>;
  paymentMethod: PaymentMethod;
  language: Language;
}

export interface OrderItem {
  productId: string;
  name: string;
  nameAr: string;
  slug: string;
  image: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface BankDetails {
  bankName: string;
  accountName: string;
  iban: string;
  swift: string;
}

/** What `POST /api/orders` and `GET /api/order-confirmation/{token}` answer. */
export interface OrderView {
  orderNumber: string;
  token: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  language: Language;
  customer: { name: string; phone: string; email: string; address: string; zone: string; zoneName: string; zoneNameAr: string; notes: string };
  items: OrderItem[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  currency: 'QAR';
  bankDetails: BankDetails | null;
  estimatedDeliveryDays: number | null;
}
