/** The orders list's filters, kept in the URL (`/admin/orders?status=&q=&page=`). */
import { listPath, listSearch, parseListQuery, type ListQuery } from '../../shared/list-query';
import { ORDER_STATUSES, type OrderStatus } from './types';

export const ADMIN_ORDERS_LIMIT = 20;

export type OrdersQuery = ListQuery<OrderStatus>;

export const parseOrdersQuery = (search: string): OrdersQuery => parseListQuery(search, ORDER_STATUSES);

export const ordersSearch = listSearch;

export const ordersPath = (query: OrdersQuery): string => listPath('/api/orders', query, ADMIN_ORDERS_LIMIT);
