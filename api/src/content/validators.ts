import { articleSlug } from '@ogulf/contracts';
import { ValidationError } from '../http/errors';

export { listArticlesQuery } from '@ogulf/contracts';
export type { ListArticlesQuery } from '@ogulf/contracts';

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
