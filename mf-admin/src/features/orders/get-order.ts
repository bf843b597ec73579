/** `GET /api/orders/:id`: one order with its items, totals, customer and status history. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminOrder } from './types';

export const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export const orderQuery = (id: string) => apiQuery<AdminOrder>(orderPath(id));

export const useOrder = (id: string) => useAdminGet(orderQuery(id));
