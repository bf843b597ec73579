/** The spec's slug rule: name lowercased, punctuation removed, spaces turned to hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join('-');
}

/** A product's own slug, or one derived from its name when it has none (old data). */
export const productSlug = (product: { slug?: string | undefined; name: string }): string => product.slug?.trim() || slugify(product.name);

/** The product page's address. */
export const productHref = (product: { slug?: string | undefined; name: string }): string => `/product/${encodeURIComponent(productSlug(product))}`;
