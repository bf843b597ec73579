/**
 * Pure rules for cart lines: what a stored line may hold, quantity bounds, merging and totals.
 * The store applies them; tests exercise them without a browser.
 */
import type { CartLine, CartProductInput } from '@ogulf/web-kit';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** One line as kept under `localStorage.cart`: the contract's fields plus what the cart pages show. */
export interface StoredCartLine extends CartLine {
  nameAr?: string;
  contactForQuote?: boolean;
  /** Set when the refresh found the product gone: kept so the shopper sees it, left out of totals and orders. */
  unavailable?: boolean;
  /** A variant's line: its product, SKU and option values in words (absent for a product without variants). */
  productId?: string;
  variantSku?: string;
  variantName?: string;
  variantNameAr?: string;
}

/**
 * A line's key: the product id, or `<productId>~<variantSku>` for a variant, so two variants of one
 * product are two lines while a cart stored before variants (keys = product ids) reads unchanged.
 */
export const lineKey = (productId: string, variantSku?: string): string =>
  variantSku ? `${productId}~${variantSku}` : productId;

/** The product a line is of (its key without the variant). */
export const productIdOf = (line: Pick<StoredCartLine, 'id' | 'productId'>): string =>
  typeof line.productId === 'string' && line.productId ? line.productId : line.id.split('~')[0]!;

/** The variant's SKU, or undefined for a product without variants. */
export const variantSkuOf = (line: StoredCartLine): string | undefined =>
  typeof line.variantSku === 'string' && line.variantSku ? line.variantSku : undefined;

/** A whole number from 1 to 999, or null when the value is not a usable quantity (empty, not a number). */
export function clampQuantity(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(n)));
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A line built from what another remote passes to `addToCart`. */
export function lineFromProduct(product: CartProductInput, quantity: number): StoredCartLine {
  const line: StoredCartLine = {
    id: lineKey(product.id, product.variantSku),
    name: product.name,
    slug: product.slug,
    price: isPrice(product.price) ? product.price : null,
    contactForQuote: product.contactForQuote === true || !isPrice(product.price),
    quantity,
  };
  if (product.nameAr) line.nameAr = product.nameAr;
  if (product.image) line.image = product.image;
  if (product.variantSku) {
    line.productId = product.id;
    line.variantSku = product.variantSku;
    line.variantName = product.variantName ?? '';
    line.variantNameAr = product.variantNameAr ?? '';
  }
  return line;
}

/**
 * Reads whatever is stored under `cart` into valid lines: drops entries without an id or with a
 * quantity below 1, bounds quantities, merges repeated ids. Corrupt storage reads as an empty cart.
 */
export function parseStoredLines(raw: string | null | undefined): StoredCartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: StoredCartLine[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item = entry as Record<string, unknown>;
    const id = typeof item.id === 'string' ? item.id.trim() : typeof item.id === 'number' ? String(item.id) : '';
    const raw = Number(item.quantity);
    if (!id || !Number.isFinite(raw) || raw < MIN_QUANTITY) continue;
    const quantity = clampQuantity(raw) ?? MIN_QUANTITY;
    const existing = lines.find((line) => line.id === id);
    if (existing) {
      existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
      continue;
    }
    lines.push({
      ...item,
      id,
      name: typeof item.name === 'string' ? item.name : '',
      price: isPrice(item.price) ? item.price : null,
      quantity,
    });
  }
  return lines;
}

/** Adds `quantity` of the product, merging into its line (bounded at 999) or appending a new one. */
export function addLine(
  lines: readonly StoredCartLine[],
  product: CartProductInput,
  quantity: number,
): StoredCartLine[] {
  const key = lineKey(product.id, product.variantSku);
  const existing = lines.find((line) => line.id === key);
  if (!existing) return [...lines, lineFromProduct(product, quantity)];
  return lines.map((line) => {
    if (line.id !== key) return line;
    // The catalogue just showed the product, so its data is current and it is on sale again.
    const { unavailable: _gone, ...rest } = line;
    return { ...rest, ...lineFromProduct(product, Math.min(MAX_QUANTITY, line.quantity + quantity)) };
  });
}

/** Sold on quotation: no price, or flagged contact-for-quote. */
export const isQuoteLine = (line: StoredCartLine): boolean => line.contactForQuote === true || !isPrice(line.price);

/** A line that can go into an order: still sold, with a price. */
export const isPurchasable = (line: StoredCartLine): boolean => !line.unavailable && !isQuoteLine(line);

const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

export const lineTotal = (line: StoredCartLine): number =>
  isPurchasable(line) && isPrice(line.price) ? roundMoney(line.price * line.quantity) : 0;

/** Sum of the purchasable lines (quote-only and unavailable ones are not in it). */
export const cartSubtotal = (lines: readonly StoredCartLine[]): number =>
  roundMoney(lines.reduce((sum, line) => sum + lineTotal(line), 0));

/** Number of items (sum of quantities) across the given lines. */
export const itemCount = (lines: readonly StoredCartLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
