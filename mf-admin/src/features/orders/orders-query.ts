/** The orders list's filters, kept in the URL (`/admin/orders?status=&q=&page=`). */
import { isOrderStatus, type OrderStatus } from './types';

export const ADMIN_ORDERS_LIMIT = 20;

export interface OrdersQuery {
  status: OrderStatus | '';
  q: string;
  page: number;
}

export function parseOrdersQuery(search: string): OrdersQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function ordersSearch(query: OrdersQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function ordersPath(query: OrdersQuery): string {
  const search = ordersSearch(query);
  return `/api/orders?${search ? `${search}&` : ''}limit=${ADMIN_ORDERS_LIMIT}`;
}
