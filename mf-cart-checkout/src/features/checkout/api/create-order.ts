/**
 * `POST /api/orders` with the attempt's `Idempotency-Key`: a retry of the same attempt gets the
 * first order back instead of a second one.
 */
import { apiSend } from '@ogulf/web-kit';
import type { OrderRequest, OrderView } from '../../../shared/order-types';

export const ORDERS_PATH = '/api/orders';

export const createOrder = (request: OrderRequest, idempotencyKey: string): Promise<OrderView> =>
  apiSend<OrderView>('POST', ORDERS_PATH, request, { headers: { 'Idempotency-Key': idempotencyKey } });
