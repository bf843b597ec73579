/** The orders export's form: the first and last Qatar day, checked by the API's own day rule. */
import { z } from 'zod/mini';
import { ORDERS_EXPORT_DAYS } from '@ogulf/contracts';
import { formIssue } from '../../shared/form-messages';
import { addDays, qatarToday } from '../../shared/qatar-day';

export interface OrdersRangeValues {
  from: string;
  to: string;
}

/** The API's days, and the form's wording for a range that ends before it starts. */
export const ordersRangeSchema = z.strictObject(ORDERS_EXPORT_DAYS).check(
  z.superRefine((days, context) => {
    if (days.from > days.to) context.issues.push(formIssue(['to'], 'dayOrder', days.to));
  }),
);

/** The last 30 days, today included. */
export function ordersRangeValues(now = Date.now()): OrdersRangeValues {
  const today = qatarToday(now);
  return { from: addDays(today, -29), to: today };
}
