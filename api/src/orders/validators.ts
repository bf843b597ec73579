import { IDEMPOTENCY_KEY, OBJECT_ID, ORDER_TOKEN } from '@ogulf/contracts';
import { ValidationError } from '../http/errors';

export { createOrderBody, listOrdersQuery, sendOrderBody, updateOrderBody, updateStatusBody } from '@ogulf/contracts';
export type { CreateOrderInput, Language, ListOrdersQuery, UpdateOrderInput, UpdateStatusInput } from '@ogulf/contracts';

/** The `Idempotency-Key` header: absent, or 8..128 characters of letters, digits, `_` and `-`; else 400. */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (IDEMPOTENCY_KEY.test(value)) return value;
  throw new ValidationError('Invalid Idempotency-Key header', [
    { path: 'Idempotency-Key', message: 'Expected 8 to 128 letters, digits, "_" or "-"' },
  ], { code: 'INVALID_IDEMPOTENCY_KEY' });
}

/** Whether `value` has the shape of an order token (the order's only public key). */
export function isOrderToken(value: unknown): value is string {
  return typeof value === 'string' && ORDER_TOKEN.test(value);
}

/** Validates the `:id` of an admin order URL; 400 `INVALID_ID` when it is not 24 hex digits. */
export function parseOrderId(value: unknown): string {
  if (typeof value === 'string' && OBJECT_ID.test(value)) return value.toLowerCase();
  throw new ValidationError('Invalid order id', [{ path: 'id', message: 'Expected an order id (24 hex digits)' }], { code: 'INVALID_ID' });
}
