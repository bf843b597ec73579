/** Orders as the admin API answers them (from @ogulf/contracts: the order view plus the admin's fields). */
import { ORDER_STATUSES, type OrderStatus } from '@ogulf/contracts/constants';

export {
  DELIVERY_SLOTS,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATUSES,
} from '@ogulf/contracts/constants';
export type { DeliverySlotId, OrderStatus, PaymentMethod, PaymentStatus } from '@ogulf/contracts/constants';
export type { AdminOrder, AdminOrderList as OrderList, ReceiptView } from '@ogulf/contracts';

export const isOrderStatus = (value: string | null | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
