/** `GET /api/orders?status=&q=&page=&limit=`: a page of orders, newest first. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import { ordersPath, type OrdersQuery } from './orders-query';
import type { OrderList } from './types';

export const ordersQuery = (query: OrdersQuery) => apiQuery<OrderList>(ordersPath(query));

export const useOrders = (query: OrdersQuery) => useAdminGet(ordersQuery(query));
