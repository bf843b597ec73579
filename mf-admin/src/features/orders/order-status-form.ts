/** The order forms: a status change (a different status, an optional note) and the staff's notes, checked by the API's schemas. */
import { z } from 'zod/mini';
import { LIMITS, updateOrderBody, updateStatusBody } from '@ogulf/contracts';
import { formIssue } from '../../shared/form-messages';
import { checkForm } from '../../shared/form-schema';
import type { OrderStatus } from './types';

export const NOTE_MAX = LIMITS.notes;
export const ADMIN_NOTES_MAX = LIMITS.adminNotes;

export interface StatusValues {
  status: string;
  note: string;
}

/** `updateStatusBody` with a status other than `current`; an empty note is left out. */
export function statusSchema(current: OrderStatus) {
  return z.pipe(
    updateStatusBody.check(
      z.superRefine((body, context) => {
        if (body.status === current) context.issues.push(formIssue(['status'], 'sameStatus', body.status));
      }),
    ),
    z.transform(({ status, note }) => ({ status, ...(note ? { note } : {}) })),
  );
}

export type StatusBody = z.output<ReturnType<typeof statusSchema>>;

export const validateStatusChange = (values: StatusValues, current: OrderStatus) =>
  checkForm<StatusBody, keyof StatusValues>(statusSchema(current), values);

/** The staff's notes on an order, trimmed (`adminNotes` of `PUT /api/orders/:id`). */
export const adminNotesSchema = z.strictObject({ adminNotes: updateOrderBody.shape.adminNotes });
