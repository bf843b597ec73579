import { catalogSlug } from '@ogulf/contracts/constants';

/** A product's own slug, or, for old data without one, the slug the server makes from its name. */
export const productSlug = (product: { slug?: string | undefined; name: string }): string =>
  product.slug?.trim() || catalogSlug(product.name);

/** The product page's address. */
export const productHref = (product: { slug?: string | undefined; name: string }): string =>
  `/product/${encodeURIComponent(productSlug(product))}`;
