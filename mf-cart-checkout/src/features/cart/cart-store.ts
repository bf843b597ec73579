/**
 * The cart: the one source of truth for every remote (vanilla zustand core; React reads it through
 * `use-cart.ts`). Lines persist under `localStorage.cart` as a plain array (what the shell's badge
 * reads), every change here fires `cartUpdated`, and changes made by other tabs arrive through
 * the `storage` event. No React and no UI here: the catalogue loads this through `./cart`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { EVENTS, STORAGE_KEYS, type CartProductInput } from '@ogulf/web-kit';
import { addLine, clampQuantity, lineKey, parseStoredLines, productIdOf, type StoredCartLine } from './cart-lines';
import { applyLookups, linesDiffer, type CartNotice, type LookupResult } from './price-refresh';

/** Where the chosen delivery zone is kept between the cart and checkout (this remote's own key). */
export const ZONE_STORAGE_KEY = 'cartZone';

export interface RemovedLine {
  line: StoredCartLine;
  index: number;
}

export interface CartState {
  lines: StoredCartLine[];
  /** Delivery zone key chosen on the cart or checkout page. */
  zone: string | null;
  /** What the last price refresh found, by line id (not persisted). */
  notices: Record<string, CartNotice>;
  /** Adds `quantity` (default 1, bounded 1–999) of the product, merging with its line. */
  add(product: CartProductInput, quantity?: number): void;
  /** Sets a line's quantity, bounded to 1–999; a value that is not a number changes nothing. */
  setQuantity(id: string, quantity: number): void;
  /** Removes a line and returns it with its place, for an undo. */
  remove(id: string): RemovedLine | null;
  /** Puts a removed line back where it was (merging if the product was added again meanwhile). */
  restore(removed: RemovedLine): void;
  removeMany(ids: readonly string[]): void;
  clear(): void;
  setZone(key: string | null): void;
  /** Applies a price refresh (see `price-refresh.ts`). */
  applyLookups(lookups: ReadonlyMap<string, LookupResult>): void;
}

export type CartStore = StoreApi<CartState>;

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartEnvironment {
  /** Defaults to `localStorage` when there is one; without it the cart lives in memory. */
  storage?: CartStorage | undefined;
  /** Where `cartUpdated` is dispatched and `storage` is heard; defaults to `window`. */
  events?: EventTarget | undefined;
}

function defaultStorage(): CartStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage access can throw (blocked cookies)
  }
}

function read(storage: CartStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readZone(storage: CartStorage | undefined): string | null {
  const value = read(storage, ZONE_STORAGE_KEY);
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}

export function createCartStore(env: CartEnvironment = {}): CartStore {
  const storage = 'storage' in env ? env.storage : defaultStorage();
  const events = 'events' in env ? env.events : typeof window === 'undefined' ? undefined : window;
  let lastRaw = read(storage, STORAGE_KEYS.cart);
  let announcing = false;

  const store = createStore<CartState>()((set, get) => {
    /** Saves, updates the state and announces: every change of lines goes through here. */
    const commit = (lines: StoredCartLine[], notices: Record<string, CartNotice> = get().notices) => {
      const raw = JSON.stringify(lines);
      lastRaw = raw;
      try {
        storage?.setItem(STORAGE_KEYS.cart, raw);
      } catch {
        /* full or blocked storage: the cart still works for this page */
      }
      set({ lines, notices });
      announcing = true;
      try {
        events?.dispatchEvent(new Event(EVENTS.cartUpdated));
      } finally {
        announcing = false;
      }
    };
    const without = (notices: Record<string, CartNotice>, ids: readonly string[]) =>
      Object.fromEntries(Object.entries(notices).filter(([id]) => !ids.includes(id)));

    return {
      lines: parseStoredLines(lastRaw),
      zone: readZone(storage),
      notices: {},
      add(product, quantity = 1) {
        const q = clampQuantity(quantity);
        if (q === null || !product.id) return;
        commit(addLine(get().lines, product, q), without(get().notices, [lineKey(product.id, product.variantSku)]));
      },
      setQuantity(id, quantity) {
        const q = clampQuantity(quantity);
        const { lines } = get();
        if (q === null || !lines.some((line) => line.id === id && line.quantity !== q)) return;
        commit(lines.map((line) => (line.id === id ? { ...line, quantity: q } : line)));
      },
      remove(id) {
        const { lines, notices } = get();
        const index = lines.findIndex((line) => line.id === id);
        const line = lines[index];
        if (!line) return null;
        commit(
          lines.filter((other) => other.id !== id),
          without(notices, [id]),
        );
        return { line, index };
      },
      restore({ line, index }) {
        const { lines } = get();
        const existing = lines.find((other) => other.id === line.id);
        if (existing) {
          const q = clampQuantity(existing.quantity + line.quantity) ?? existing.quantity;
          commit(lines.map((other) => (other.id === line.id ? { ...other, quantity: q } : other)));
          return;
        }
        const next = [...lines];
        next.splice(Math.min(index, next.length), 0, line);
        commit(next);
      },
      removeMany(ids) {
        const { lines, notices } = get();
        if (!lines.some((line) => ids.includes(line.id))) return;
        commit(
          lines.filter((line) => !ids.includes(line.id)),
          without(notices, ids),
        );
      },
      clear() {
        commit([], {});
      },
      setZone(key) {
        if (get().zone === key) return;
        try {
          if (key) storage?.setItem(ZONE_STORAGE_KEY, key);
          else storage?.removeItem(ZONE_STORAGE_KEY);
        } catch {
          /* the choice still holds for this page */
        }
        set({ zone: key });
      },
      applyLookups(lookups) {
        const { lines, notices } = applyLookups(get().lines, lookups);
        const kept = Object.fromEntries(
          Object.entries(get().notices).filter(([id]) =>
            lines.some((line) => line.id === id && !lookups.has(productIdOf(line))),
          ),
        );
        if (linesDiffer(lines, get().lines)) commit(lines, { ...kept, ...notices });
        else set({ notices: { ...kept, ...notices } });
      },
    };
  });

  /** Takes what another tab (or another copy of this code on the page) saved, without writing it back. */
  const followStorage = () => {
    const raw = read(storage, STORAGE_KEYS.cart);
    if (raw === lastRaw) return;
    lastRaw = raw;
    const lines = parseStoredLines(raw);
    const notices = Object.fromEntries(
      Object.entries(store.getState().notices).filter(([id]) => lines.some((line) => line.id === id)),
    );
    store.setState({ lines, notices });
  };

  events?.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === STORAGE_KEYS.cart) followStorage();
    if (key === null || key === ZONE_STORAGE_KEY) store.setState({ zone: readZone(storage) });
  });
  events?.addEventListener(EVENTS.cartUpdated, () => {
    if (!announcing) followStorage();
  });

  return store;
}

/** The page's cart, shared by the cart pages and the `./cart` module. */
export const cartStore: CartStore = createCartStore();
