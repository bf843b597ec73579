/**
 * The spec's debug helpers for product flags (section 4): from the browser console on the dashboard,
 * `ogulfDebug.setProductFlag(id, 'isFeatured', true)` changes a product kept under the `products`
 * storage key and fires `productsUpdated`, so pages reading the stored list follow. Local only: the
 * catalogue on the server is changed through the product form.
 */
import { EVENTS, STORAGE_KEYS } from '@ogulf/web-kit';

export const DEBUG_FLAGS = ['isFeatured', 'isNewArrival', 'isBestSeller'] as const;
export type DebugFlag = (typeof DEBUG_FLAGS)[number];

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Sets one flag of one stored product; false when the flag is unknown or the product is not stored. */
export function setStoredProductFlag(storage: Store, productId: string, flag: string, value: boolean): boolean {
  if (!(DEBUG_FLAGS as readonly string[]).includes(flag)) return false;
  let products: unknown;
  try {
    products = JSON.parse(storage.getItem(STORAGE_KEYS.products) ?? '[]');
  } catch {
    return false;
  }
  if (!Array.isArray(products)) return false;
  let found = false;
  const next = products.map((product: unknown) => {
    if (!product || typeof product !== 'object' || (product as { id?: unknown }).id !== productId) return product;
    found = true;
    return { ...product, [flag]: value };
  });
  if (found) storage.setItem(STORAGE_KEYS.products, JSON.stringify(next));
  return found;
}

export interface DebugWindow {
  ogulfDebug?: { setProductFlag: (productId: string, flag: DebugFlag, value: boolean) => boolean };
}

/** Puts `ogulfDebug` on the window while the dashboard is open; returns the function that removes it. */
export function installProductFlagDebug(target: Window & DebugWindow): () => void {
  target.ogulfDebug = {
    setProductFlag(productId, flag, value) {
      const changed = setStoredProductFlag(target.localStorage, productId, flag, value);
      if (changed) target.dispatchEvent(new Event(EVENTS.productsUpdated));
      return changed;
    },
  };
  return () => {
    delete target.ogulfDebug;
  };
}
