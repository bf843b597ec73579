/** The orders list's filters, kept in the URL (`/admin/orders?status=&q=&from=&to=&payment=&page=`). */
import { ORDER_PAYMENT_FILTERS, type OrderPaymentFilter } from '@ogulf/contracts';
import { parseListQuery, type ListQuery } from '../../shared/list-query';
import { isDay } from '../../shared/qatar-day';
import { ORDER_STATUSES, type OrderStatus } from './types';

export const ADMIN_ORDERS_LIMIT = 20;

export interface OrdersQuery extends ListQuery<OrderStatus> {
  /** The first and last Qatar day of the orders listed (`YYYY-MM-DD`, both included), or ''. */
  from: string;
  to: string;
  /** `unpaid-bank-transfer`: only bank transfers whose money is not confirmed yet; '' for every order. */
  payment: OrderPaymentFilter | '';
}

/** The filters in the address; a day that is not a real `YYYY-MM-DD` reads as none, and so does a last day before the first. */
export function parseOrdersQuery(search: string): OrdersQuery {
  const params = new URLSearchParams(search);
  const day = (name: string): string => {
    const value = params.get(name);
    return isDay(value) ? value : '';
  };
  const from = day('from');
  const to = day('to');
  const payment = ORDER_PAYMENT_FILTERS.find((filter) => filter === params.get('payment')) ?? '';
  return { ...parseListQuery(search, ORDER_STATUSES), from, to: from && to && to < from ? '' : to, payment };
}

/** The filters that are set, as a query string (the first page and empty filters left out). */
export function ordersSearch(query: OrdersQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.payment) params.set('payment', query.payment);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** Why a pair of days cannot filter the list: 'dayOrder' when the last comes before the first, else null. */
export function dayRangeProblem(from: string, to: string): 'dayOrder' | null {
  return from && to && to < from ? 'dayOrder' : null;
}

export const ordersPath = (query: OrdersQuery): string => {
  const search = ordersSearch(query);
  return `/api/orders?${search ? `${search}&` : ''}limit=${ADMIN_ORDERS_LIMIT}`;
};
