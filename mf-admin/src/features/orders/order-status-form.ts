/** The order forms: a status change (a move the workflow allows, an optional note), a note, and the staff's notes, checked by the API's schemas. */
import { z } from 'zod/mini';
import { canMoveOrder, LIMITS, orderNoteBody, updateOrderBody, updateStatusBody } from '@ogulf/contracts';
import { formIssue } from '../../shared/form-messages';
import { checkForm } from '../../shared/form-schema';
import type { OrderStatus } from './types';

export const NOTE_MAX = LIMITS.notes;
export const ADMIN_NOTES_MAX = LIMITS.adminNotes;

export interface StatusValues {
  status: string;
  note: string;
  tellCustomer: boolean;
}

/** `updateStatusBody` with a status the workflow lets `current` move to; an empty note is left out. */
export function statusSchema(current: OrderStatus) {
  return z.pipe(
    updateStatusBody.check(
      z.superRefine((body, context) => {
        if (body.status === current) context.issues.push(formIssue(['status'], 'sameStatus', body.status));
        else if (!canMoveOrder(current, body.status))
          context.issues.push(formIssue(['status'], 'notAllowed', body.status));
      }),
    ),
    z.transform(({ status, note, tellCustomer }) => ({ status, ...(note ? { note, tellCustomer } : {}) })),
  );
}

export type StatusBody = z.output<ReturnType<typeof statusSchema>>;

export const validateStatusChange = (values: StatusValues, current: OrderStatus) =>
  checkForm<StatusBody, keyof StatusValues>(statusSchema(current), values);

export interface NoteValues {
  note: string;
  notifyCustomer: boolean;
}

/** `POST /api/orders/:id/notes`: the note trimmed, and whether the customer is told. */
export const noteSchema = orderNoteBody;
export type NoteBody = z.output<typeof noteSchema>;

/** The staff's notes on an order, trimmed (`adminNotes` of `PUT /api/orders/:id`). */
export const adminNotesSchema = z.strictObject({ adminNotes: updateOrderBody.shape.adminNotes });
