/** `POST /api/order-tracking`: the order behind an order number and the phone it was placed with (404 for any wrong pair). */
import { apiGet, apiSend } from '@ogulf/web-kit';
import type { OrderView } from '../../../shared/order-types';
import { orderConfirmationPath } from '../../orders/api/get-order-confirmation';

export const ORDER_TRACKING_PATH = '/api/order-tracking';

export const trackOrder = (body: { orderNumber: string; phone: string }): Promise<OrderView> =>
  apiSend<OrderView>('POST', ORDER_TRACKING_PATH, body);

/** The same order read again by its token (after a receipt upload), without asking for the phone again. */
export const reloadTrackedOrder = (token: string): Promise<OrderView> =>
  apiGet<OrderView>(orderConfirmationPath(token));
