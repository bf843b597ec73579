import request from 'supertest';
import { createApp } from '../src/app';
import type { Mailer } from '../src/mail/mailer';
import { asAdmin } from './admin-stand-in';
import { testConfig, useTestDatabase } from './helpers';

/**
 * What several API test files share: a shop over a test database whose admin guard is stood in
 * for, the shoppers and order bodies they check out with, and the keys an order reply has.
 */

/** A mailer that sends nothing (the tests of mail use their own). */
export const NO_MAIL: Mailer = { destination: 'nowhere', send: async () => undefined };

/**
 * One app over this file's own test database, and requests to it as the admin. The file must
 * stand in for the admin guard first (see admin-stand-in.ts).
 */
export function standInShop() {
  useTestDatabase();
  const server = createApp({ config: testConfig(), mailer: NO_MAIL }).callback();
  return { server, admin: asAdmin(server) };
}

/** The shopper most order tests check out as: a villa in Al Jasra, in the Doha zone. */
export const SHOPPER = {
  name: 'Noura Al-Kuwari',
  phone: '+974 5512 3456',
  email: 'noura@example.qa',
  address: 'Villa 4, Al Jasra',
  zone: 'doha',
  notes: '',
};

/** A second shopper, in a flat in Al Sadd (the checks of a whole order reply expect her). */
export const MARIAM = {
  ...SHOPPER,
  name: 'Mariam Al-Thani',
  phone: '+974 5512-3456',
  email: 'mariam@example.qa',
  address: 'Building 12, Street 340, Al Sadd, Doha',
};

export interface OrderLine {
  productId: string;
  variantSku?: string;
  quantity: number;
}

/**
 * A checkout's body: `items` bought by SHOPPER (with `customer`'s fields changed), paid in cash,
 * in English unless `rest` says otherwise.
 */
export function orderBody(
  items: OrderLine[],
  { customer = {}, ...rest }: { customer?: Record<string, unknown>; [field: string]: unknown } = {},
) {
  return { customer: { ...SHOPPER, ...customer }, items, paymentMethod: 'cash', language: 'en', ...rest };
}

/**
 * Checkouts that each come from a client address of their own, 10.`network`.x.y (the app must
 * trust one proxy hop), with an Idempotency-Key of their own unless given one.
 */
export function checkoutsFrom(network: number, keyPrefix: string) {
  let nextIp = 1;
  return (
    server: Parameters<typeof request>[0],
    body: object,
    key = `${keyPrefix}-${nextIp}-${Math.random().toString(36).slice(2)}`,
  ) => {
    nextIp += 1;
    return request(server)
      .post('/api/orders')
      .set('X-Forwarded-For', `10.${network}.${Math.floor(nextIp / 250)}.${nextIp % 250}`)
      .set('Idempotency-Key', key)
      .send(body);
  };
}

/** The fields of an order as its customer reads it (its page, the checkout's reply). */
export const ORDER_VIEW_KEYS = [
  'bankDetails',
  'createdAt',
  'currency',
  'customer',
  'delivery',
  'deliveryFee',
  'estimatedDeliveryDays',
  'invoiceAvailable',
  'items',
  'language',
  'orderNumber',
  'payment',
  'paymentMethod',
  'status',
  'subtotal',
  'timeline',
  'token',
  'total',
];

/** The fields of an order in the admin's list: the customer's view without its token, with the admin's own. */
export const ADMIN_ORDER_KEYS = [
  ...ORDER_VIEW_KEYS.filter((key) => key !== 'token'),
  'adminNotes',
  'id',
  'statusHistory',
  'updatedAt',
].sort();

/** The business customer the quotation tests ask for a quote as. */
export const FATIMA = {
  name: 'Fatima Al-Sulaiti',
  email: 'fatima@bank.example.qa',
  phone: '+974 4400 1234',
  company: 'Example Bank',
};

/** A quote request's body from the storefront: `items` asked for by FATIMA for a new branch, in English unless `fields` say otherwise. */
export function quoteRequestBody(items: OrderLine[], fields: Record<string, unknown> = {}) {
  return { ...FATIMA, message: 'We need these for our new Lusail branch.', items, language: 'en', ...fields };
}
