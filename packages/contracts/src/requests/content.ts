import { z } from 'zod/mini';
import { MAX_SLUG_LENGTH, PAGE_SIZES, SLUG_PATTERN } from '../constants';
import { queryFlag, queryInt } from './common';

/** `GET /api/articles` query; unknown keys and repeated keys (arrays) are rejected. */
export const listArticlesQuery = z.strictObject({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, PAGE_SIZES.articles.max, PAGE_SIZES.articles.default),
  tag: z.optional(z.string().check(z.maxLength(40), z.regex(SLUG_PATTERN, 'Expected a tag such as office-chairs'))),
  featured: z.optional(queryFlag),
});
export type ListArticlesQuery = z.output<typeof listArticlesQuery>;

/** An article's slug, as in `/api/articles/{slug}`. */
export const articleSlug = z
  .string()
  .check(
    z.maxLength(MAX_SLUG_LENGTH, `A slug has at most ${MAX_SLUG_LENGTH} characters`),
    z.regex(SLUG_PATTERN, 'A slug is lowercase letters and digits joined by single hyphens'),
  );
