import { useSyncExternalStore } from 'react';
import { EVENTS, STORAGE_KEYS, type CartLine } from './contracts';

/** Sum of quantities in the stored cart; tolerant of missing or corrupt storage. */
export function readCartCount(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.cart);
    if (!raw) return 0;
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: Partial<CartLine>) => {
      const q = Number(line?.quantity);
      return Number.isFinite(q) && q > 0 ? sum + Math.floor(q) : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener(EVENTS.cartUpdated, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENTS.cartUpdated, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Live cart item count, following the browser-event contract (`cartUpdated` in
 * this tab, `storage` from other tabs), so the badge needs no cart code loaded.
 */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartCount(),
    () => 0,
  );
}
