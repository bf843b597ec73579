/** The orders API's shapes: the replies from @ogulf/contracts, and the request body the checkout builds. */
import type { Language, PaymentMethod } from '@ogulf/contracts';

export { PAYMENT_METHODS } from '@ogulf/contracts/constants';
export type { BankDetails, OrderLineView as OrderItem, OrderStatus, OrderView, PaymentMethod } from '@ogulf/contracts';

/** `POST /api/orders` body: no prices or totals, the server works them out. */
export interface OrderRequest {
  customer: { name: string; phone: string; email: string; address: string; zone: string; notes?: string };
  items: Array<{ productId: string; quantity: number }>;
  paymentMethod: PaymentMethod;
  language: Language;
}
