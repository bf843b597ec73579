/**
 * Bringing stored lines up to date with the catalogue: a product that is gone is flagged (and left
 * out of totals), a changed price is taken and flagged "from X to Y", a product now sold on
 * quotation moves to the quote request. Pure: the store applies the result.
 */
import type { ProductView } from '@ogulf/contracts';
import { MAX_QUANTITY, productIdOf, variantSkuOf, type StoredCartLine } from './cart-lines';

/** What the cart needs of `GET /api/products/{id}`. */
export type ProductSnapshot = Pick<
  ProductView,
  'id' | 'name' | 'nameAr' | 'slug' | 'price' | 'contactForQuote' | 'image'
> & { variants?: ProductView['variants'] };

/** The outcome of looking one line's product up. */
export type LookupResult = { kind: 'found'; product: ProductSnapshot } | { kind: 'gone' } | { kind: 'failed' };

/** What the cart tells the shopper about a line after a refresh. */
export type CartNotice =
  { kind: 'priceChanged'; from: number; to: number } | { kind: 'unavailable' } | { kind: 'nowQuote' };

export interface RefreshOutcome {
  lines: StoredCartLine[];
  notices: Record<string, CartNotice>;
}

const samePrice = (a: number | null | undefined, b: number | null | undefined): boolean => (a ?? null) === (b ?? null);

/**
 * Applies lookups (by line id) to the lines. Lines whose lookup failed (network, server error) or
 * that were not looked up stay exactly as they are.
 */
export function applyLookups(
  lines: readonly StoredCartLine[],
  lookups: ReadonlyMap<string, LookupResult>,
): RefreshOutcome {
  const notices: Record<string, CartNotice> = {};
  const next: StoredCartLine[] = [];
  for (const line of lines) {
    const found = lookups.get(productIdOf(line));
    const sku = variantSkuOf(line);
    const variant =
      sku === undefined || found?.kind !== 'found' ? undefined : found.product.variants?.find((v) => v.sku === sku);
    // A variant the product no longer has is gone like a product that is.
    const result: LookupResult | undefined =
      sku !== undefined && found?.kind === 'found' && variant === undefined ? { kind: 'gone' } : found;
    if (!result || result.kind === 'failed') {
      next.push(line);
      continue;
    }
    if (result.kind === 'gone') {
      next.push(line.unavailable ? line : { ...line, unavailable: true });
      notices[line.id] = { kind: 'unavailable' };
      continue;
    }
    const product = variant ? { ...result.product, price: variant.price } : result.product;
    const quote = product.contactForQuote || product.price === null;
    const { unavailable: _gone, ...rest } = line;
    const updated: StoredCartLine = {
      ...rest,
      id: variant ? line.id : product.id,
      name: product.name,
      slug: product.slug,
      price: quote ? null : product.price,
      contactForQuote: quote,
    };
    if (product.nameAr) updated.nameAr = product.nameAr;
    if (variant?.image || product.image) updated.image = variant?.image || product.image;
    const wasQuote = line.contactForQuote === true || typeof line.price !== 'number';
    if (quote && !wasQuote) notices[updated.id] = { kind: 'nowQuote' };
    else if (
      !quote &&
      !wasQuote &&
      !samePrice(line.price, product.price) &&
      typeof line.price === 'number' &&
      product.price !== null
    ) {
      notices[updated.id] = { kind: 'priceChanged', from: line.price, to: product.price };
    }
    // A line stored under the product's slug and another under its id become one line.
    const twin = next.findIndex((other) => other.id === updated.id);
    const other = next[twin];
    if (other) next[twin] = { ...other, quantity: Math.min(MAX_QUANTITY, other.quantity + updated.quantity) };
    else next.push(updated);
  }
  return { lines: next, notices };
}

/** True when applying the lookups changed a stored field (so the store must write and announce it). */
export function linesDiffer(a: readonly StoredCartLine[], b: readonly StoredCartLine[]): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
