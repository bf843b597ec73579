/** `GET /api/orders?status=&q=&page=&limit=`: a page of orders, newest first. */
import { useAdminGet } from '../../shared/use-admin-get';
import { ordersPath, type OrdersQuery } from './orders-query';
import type { OrderList } from './types';

export const useOrders = (query: OrdersQuery) => useAdminGet<OrderList>(ordersPath(query));
