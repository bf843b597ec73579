import { apiQueryClient } from '@ogulf/web-kit';
import { orderQuery } from './get-order';
import type { AdminOrder } from './types';

const isAdminOrder = (reply: unknown): reply is AdminOrder =>
  typeof reply === 'object' &&
  reply !== null &&
  typeof (reply as { id?: unknown }).id === 'string' &&
  Array.isArray((reply as { statusHistory?: unknown }).statusHistory);

/**
 * Shows an order a write answered with at once (the write has already made the screen load the
 * order again, so a reply of another shape only waits for that).
 */
export function showOrder(reply: unknown): void {
  if (isAdminOrder(reply)) apiQueryClient().setQueryData(orderQuery(reply.id).queryKey, reply);
}
