/**
 * An audit entry in words: the text key under `activity.` and its values. The log stores codes
 * (`login.failure`, `product.update`, or `METHOD /route` for writes that name none); the
 * overview reads them out ("Failed sign-in from 127.0.0.1", "Product “Oak Desk” updated").
 */
import type { AuditEntry } from './get-audit';

export interface ActivityWords {
  key: string;
  values: { name: string; ip: string; code: string };
}

const LOGIN_EVENTS: Record<string, string> = {
  'login.success': 'signedIn',
  'login.failure': 'signInFailed',
  'login.code-failure': 'codeFailed',
  'login.lock': 'locked',
  'login.locked': 'locked',
  'login.code-used': 'codeUsed',
  'code.issue': 'codeSent',
  logout: 'signedOut',
};

/** Writes named by their record kind and what was done to it (`<kind>.<verb>`). */
const RECORD_WRITES = new Set([
  'category.create',
  'category.update',
  'category.delete',
  'subcategory.create',
  'subcategory.update',
  'subcategory.delete',
  'product.create',
  'product.update',
  'product.delete',
  'product.import',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'testimonial.activate',
  'testimonial.deactivate',
  'image.upload',
  'image.delete',
  'zones.update',
  'delivery-schedule.update',
  'fitout-rules.update',
  'quotation.create',
  'quotation.update',
  'quotation.send',
  'quotation.revise',
  'quotation.withdraw',
  'order.update',
  'order.note',
  'order.payment.mark-paid',
  'order.payment.reject-receipt',
  'order.payment.refund',
]);

const ORDER_STATUS = /^order\.status\.(pending|confirmed|processing|out-for-delivery|delivered|cancelled)$/;

/** Writes the log names by their route (`METHOD /api/...`). */
const ROUTE_WRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^DELETE \S*\/orders\/:id$/, 'order.delete'],
  [/^PATCH \S*\/orders\/:id\/status$/, 'order.statusChanged'],
  [/^PATCH \S*\/orders\/:id\/delivery$/, 'order.delivery'],
  [/^PUT \S*\/orders\/:id$/, 'order.update'],
  [/^POST \S*\/orders\/:id\/notes$/, 'order.note'],
  [/^PATCH \S*\/quote-requests\/:id$/, 'inbox.quoteRequestUpdated'],
  [/^POST \S*\/quote-requests\/:id\/reply$/, 'inbox.quoteRequestReplied'],
  [/^PATCH \S*\/messages\/:id$/, 'inbox.messageUpdated'],
  [/^POST \S*\/messages\/:id\/reply$/, 'inbox.messageReplied'],
  [/^PUT \S*\/delivery-schedule$/, 'delivery-schedule.update'],
];

/** The key under `activity.` that tells `entry` in words, with its values. */
export function activityWords(entry: AuditEntry): ActivityWords {
  const values = { name: entry.label || entry.target, ip: entry.ip, code: entry.action };
  const login = LOGIN_EVENTS[entry.action];
  if (login) return { key: `login.${login}`, values };
  if (RECORD_WRITES.has(entry.action)) return { key: keyOf(entry.action), values };
  const status = ORDER_STATUS.exec(entry.action);
  if (status) return { key: `order.status.${status[1]}`, values };
  for (const [pattern, key] of ROUTE_WRITES) if (pattern.test(entry.action)) return { key: keyOf(key), values };
  return { key: 'other', values };
}

/** `delivery-schedule.update` as `deliverySchedule.update` (i18next keys are camel case here). */
function keyOf(action: string): string {
  return action
    .split('.')
    .map((part) => part.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))
    .join('.');
}

/** Whether the entry is a sign-in event (its address is part of the words). */
export function isLoginEvent(entry: AuditEntry): boolean {
  return entry.action in LOGIN_EVENTS;
}
