/** `GET /api/admin/delivery-schedule`: slot capacities (default and per zone) and the closed days. */
import type { DeliveryScheduleView } from '@ogulf/contracts';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export const SCHEDULE_PATH = '/api/admin/delivery-schedule';

export const scheduleQuery = () => apiQuery<DeliveryScheduleView>(SCHEDULE_PATH);

export const useSchedule = () => useAdminGet(scheduleQuery());
