/** The orders API's shapes: the replies from @ogulf/contracts, and the request body the checkout builds. */
import type { z } from 'zod/mini';
import type { createOrderBody } from '@ogulf/contracts';

export { PAYMENT_METHODS } from '@ogulf/contracts/constants';
export type { BankDetails, OrderLineView as OrderItem, OrderStatus, OrderView, PaymentMethod } from '@ogulf/contracts';

/** `POST /api/orders` body as the checkout sends it: no prices or totals, the server works them out. */
export type OrderRequest = z.input<typeof createOrderBody>;
