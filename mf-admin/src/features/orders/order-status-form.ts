/** The status change form: a different status, and an optional note of at most 1000 characters. */
import { optionalText, Rules, type Validation } from '../../shared/validate';
import { isOrderStatus, type OrderStatus } from './types';

export const NOTE_MAX = 1000;
export const ADMIN_NOTES_MAX = 5000;

export interface StatusValues {
  status: string;
  note: string;
}

export interface StatusBody {
  status: OrderStatus;
  note?: string;
}

export function validateStatusChange(values: StatusValues, current: OrderStatus): Validation<'status' | 'note', StatusBody> {
  const rules = new Rules<'status' | 'note'>();
  if (!isOrderStatus(values.status)) rules.fail('status', { key: 'required' });
  else if (values.status === current) rules.fail('status', { key: 'sameStatus' });
  const note = rules.check('note', optionalText(values.note, NOTE_MAX));
  return rules.result(() => ({ status: values.status as OrderStatus, ...(note ? { note } : {}) }));
}
