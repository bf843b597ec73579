import { useSyncExternalStore } from 'react';
import { cartStore, createCartStore, type CartState } from './cart-store';

// What a server render (and the browser's hydration of it) sees: an empty cart, read from no storage.
// The visitor's stored cart shows right after hydration.
const serverState: CartState = createCartStore({ storage: undefined, events: undefined }).getState();

/** Reads from the cart store, re-rendering when the selected value changes. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => selector(cartStore.getState()),
    () => selector(serverState),
  );
}
