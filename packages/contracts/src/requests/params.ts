import { z } from 'zod/mini';
import { IDEMPOTENCY_KEY } from './orders';
import { LIMITS, OBJECT_ID } from '../constants';
import { hasControlCharacter, CONTROL_CHARACTER_MESSAGE } from './common';
import { idOrSlug } from './catalog';
import { articleSlug } from './content';

/** Path parameters and headers of the /api routes (what `:id` in a route may be). */

const lowerCase = z.transform((id: string) => id.toLowerCase());

/** `:id` of an admin write (category, subcategory, product, testimonial). */
export const idParams = z.object({
  id: z.pipe(z.string().check(z.regex(OBJECT_ID, 'Expected an id (24 hex digits)')), lowerCase),
});

/** `:id` of an order (admin). */
export const orderIdParams = z.object({
  id: z.pipe(z.string().check(z.regex(OBJECT_ID, 'Expected an order id (24 hex digits)')), lowerCase),
});

/** `:idOrSlug` of a category or product. */
export const idOrSlugParams = z.object({ idOrSlug });

/** `:slug` of an article. */
export const articleSlugParams = z.object({ slug: articleSlug });

/** `:query` of the product search: as typed (not trimmed), at most 100 characters, no control characters. */
export const searchParams = z.object({
  query: z.string().check(
    z.maxLength(LIMITS.search, { message: `A search has at most ${LIMITS.search} characters`, abort: true }),
    z.refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE),
  ),
});

/** `:token` of an order's confirmation page (any text: one that cannot be a token finds no order). */
export const orderTokenParams = z.object({ token: z.string() });

/** Headers of `POST /api/orders`: an optional `Idempotency-Key` makes a retried checkout place one order. */
export const createOrderHeaders = z.object({
  'idempotency-key': z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine((key) => key === '' || IDEMPOTENCY_KEY.test(key), 'Expected 8 to 128 letters, digits, "_" or "-"'),
        ),
      z.transform((key) => (key === '' ? undefined : key)),
    ),
  ),
});
