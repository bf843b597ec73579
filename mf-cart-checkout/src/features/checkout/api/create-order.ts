/**
 * `POST /api/orders` with the attempt's `Idempotency-Key` (web-kit's `apiSend` cannot send
 * headers): a retry of the same attempt gets the first order back instead of a second one.
 */
import { postJson } from '../../../shared/post-json';
import type { OrderRequest, OrderView } from '../../../shared/order-types';

export const ORDERS_PATH = '/api/orders';

export const createOrder = (request: OrderRequest, idempotencyKey: string): Promise<OrderView> =>
  postJson<OrderView>(ORDERS_PATH, request, { 'Idempotency-Key': idempotencyKey });
