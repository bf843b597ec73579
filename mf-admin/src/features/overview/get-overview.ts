/** `GET /api/admin/overview`: order counts by status, the 5 newest orders, and catalogue counts. */
import type { AdminOrder, OrderStatus } from '../orders/types';
import { useAdminGet } from '../../shared/use-admin-get';

export interface Overview {
  orders: { total: number; byStatus: Record<OrderStatus, number>; recent: AdminOrder[] };
  catalog: { categories: number; subcategories: number; products: number; testimonials: number };
}

export const OVERVIEW_PATH = '/api/admin/overview';

export const useOverview = () => useAdminGet<Overview>(OVERVIEW_PATH);
