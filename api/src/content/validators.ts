import { articleSlug } from '@ogulf/contracts';

const COVER_FILE = /^(.+)\.svg$/;

/** The slug in a cover image file name (`<slug>.svg`), or undefined when it is not one. */
export function coverSlug(file: string): string | undefined {
  const slug = COVER_FILE.exec(file)?.[1];
  return slug !== undefined && articleSlug.safeParse(slug).success ? slug : undefined;
}
