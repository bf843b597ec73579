/** `GET /api/admin/overview`: order counts by status, the 5 newest orders, catalogue counts and the mail queue. */
import type { AdminOverview as Overview } from '@ogulf/contracts';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export type { AdminOverview as Overview, MailOverview as MailQueueOverview } from '@ogulf/contracts';

export const OVERVIEW_PATH = '/api/admin/overview';

export const overviewQuery = () => apiQuery<Overview>(OVERVIEW_PATH);

export const useOverview = () => useAdminGet(overviewQuery());
