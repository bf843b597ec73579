import { z } from 'zod';
import { ValidationError } from '../http/errors';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';

/** A whole number in a query string ("2"), within `min`..`max`. */
function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;
const MAX_TAG_LENGTH = 40;

/** `GET /api/articles` query; unknown keys and repeated keys (arrays) are rejected. */
export const listArticlesQuery = z.strictObject({
  page: queryInt(1, MAX_PAGE).default(1),
  limit: queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  tag: z.string().max(MAX_TAG_LENGTH).regex(SLUG_PATTERN, 'Expected a tag such as office-chairs').optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export type ListArticlesQuery = z.output<typeof listArticlesQuery>;

const articleSlug = z
  .string()
  .max(MAX_SLUG_LENGTH, `A slug has at most ${MAX_SLUG_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'A slug is lowercase letters and digits joined by single hyphens');

/** Validates the `:slug` of an article URL; a 400 `INVALID_SLUG` when it cannot be one. */
export function parseArticleSlug(value: unknown): string {
  const result = articleSlug.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(
    'Invalid article slug',
    result.error.issues.map((issue) => ({ path: 'slug', message: issue.message })),
    { code: 'INVALID_SLUG' },
  );
}

const COVER_FILE = /^(.+)\.svg$/;

/** The slug in a cover image file name (`<slug>.svg`), or undefined when it is not one. */
export function coverSlug(file: string): string | undefined {
  const slug = COVER_FILE.exec(file)?.[1];
  return slug !== undefined && articleSlug.safeParse(slug).success ? slug : undefined;
}
