export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

/** `https://shop.example` from whichever origin or URL is given (no trailing slash, no path). */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin;
}

/**
 * The absolute URL of a page in one language: English is the plain path, Arabic adds
 * `lang=ar` (the shell reads it and switches language). `query` is kept in the given order.
 */
export function pageUrl(
  origin: string,
  path: string,
  lang: Lang = 'en',
  query: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(query);
  if (lang === 'ar') params.set('lang', 'ar');
  const search = params.toString();
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** `/product/{slug}` (or `/product/{id}`), with the segment URL-encoded. */
export const productPath = (slugOrId: string): string => `/product/${encodeURIComponent(slugOrId)}`;
export const categoryPath = (id: string): string => `/category/${encodeURIComponent(id)}`;
export const subcategoryPath = (id: string): string => `/subcategory/${encodeURIComponent(id)}`;
export const articlePath = (slug: string): string => `/${encodeURIComponent(slug)}`;
