/** Orders as the admin API answers them (contracts: OrderView + the admin's fields). */

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'out-for-delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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

export interface OrderCustomer {
  name: string;
  phone: string;
  email: string;
  address: string;
  zone: string;
  zoneName: string;
  zoneNameAr: string;
  notes: string;
}

export interface StatusChange {
  status: OrderStatus;
  note: string;
  at: string;
}

export interface AdminOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  updatedAt: string;
  language: 'en' | 'ar';
  customer: OrderCustomer;
  items: OrderItem[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  currency: 'QAR';
  bankDetails: { bankName: string; accountName: string; iban: string; swift: string } | null;
  estimatedDeliveryDays: number | null;
  statusHistory: StatusChange[];
  adminNotes: string;
}

export interface OrderList {
  items: AdminOrder[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export const isOrderStatus = (value: string | null | undefined): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value ?? '');
