import { COMPANY } from '@ogulf/contracts/company';

/** Company facts for the generated files and the server's head tags: the storefront's own (one copy, in @ogulf/contracts). */
export const SITE_COMPANY = COMPANY;

/** Showroom and customer-service hours (spec section 9): Sunday to Thursday and Saturday, Friday closed. */
export const OPENING_HOURS = {
  opens: '08:00',
  closes: '18:00',
  openDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
  closedDays: ['Friday'],
} as const;

/** What the shop sells (spec: the product's opening paragraph). */
export const PRODUCT_RANGE = [
  'office furniture',
  'home furniture',
  'IT products (printers, computers, interactive screens)',
  'safes',
  'bank equipment',
  'stationery',
] as const;

/** Returns are accepted within this many days of delivery (the return-policy page). */
export const RETURN_WINDOW_DAYS = 7;

/** Payment methods the checkout offers. */
export const PAYMENT_METHODS = ['cash on delivery', 'credit card on delivery', 'bank transfer'] as const;
