/** `GET /api/admin/deliveries?date=`: one day's booked orders, by slot. */
import type { DeliveryDayView } from '@ogulf/contracts';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export const deliveriesPath = (date: string) => `/api/admin/deliveries?date=${encodeURIComponent(date)}`;

export const deliveriesQuery = (date: string) => apiQuery<DeliveryDayView>(deliveriesPath(date));

export const useDeliveries = (date: string) => useAdminGet(deliveriesQuery(date));
