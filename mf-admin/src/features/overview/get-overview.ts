/** `GET /api/admin/overview`: order counts by status, the 5 newest orders, catalogue counts and the mail queue. */
import type { AdminOrder, OrderStatus } from '../orders/types';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

/** A mail the server gave up on after its last attempt. */
export interface MailFailure {
  to: string;
  subject: string;
  kind: string;
  lastError: string;
  attempts: number;
  failedAt: string;
}

export interface MailQueueOverview {
  /** Failed for good (kept 30 days). */
  failed: number;
  /** Waiting for their first or next attempt. */
  pending: number;
  /** Held back by the per-address hourly limit (kept 7 days). */
  suppressed: number;
  /** Waiting mails that failed at least once (to be tried again), and the newest of their errors. */
  retrying: number;
  lastRetryError: string;
  recentFailures: MailFailure[];
}

export interface Overview {
  orders: { total: number; byStatus: Record<OrderStatus, number>; recent: AdminOrder[] };
  catalog: { categories: number; subcategories: number; products: number; testimonials: number };
  mail: MailQueueOverview;
}

export const OVERVIEW_PATH = '/api/admin/overview';

export const overviewQuery = () => apiQuery<Overview>(OVERVIEW_PATH);

export const useOverview = () => useAdminGet(overviewQuery());
