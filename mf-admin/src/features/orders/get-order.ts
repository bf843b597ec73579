/** `GET /api/orders/:id`: one order with its items, totals, customer and status history. */
import { useAdminGet } from '../../shared/use-admin-get';
import type { AdminOrder } from './types';

export const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export const useOrder = (id: string) => useAdminGet<AdminOrder>(orderPath(id));
