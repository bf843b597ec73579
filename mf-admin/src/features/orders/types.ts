/** Orders as the admin API answers them (from @ogulf/contracts: the order view plus the admin's fields). */
import { ORDER_STATUSES, type OrderStatus } from '@ogulf/contracts/constants';

export { ORDER_STATUSES, PAYMENT_METHODS } from '@ogulf/contracts/constants';
export type { OrderStatus, PaymentMethod } from '@ogulf/contracts/constants';
export type { AdminOrder, AdminOrderList as OrderList } from '@ogulf/contracts';

export const isOrderStatus = (value: string | null | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
