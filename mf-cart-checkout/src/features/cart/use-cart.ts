import { useStore } from 'zustand';
import { cartStore, type CartState } from './cart-store';

/** Reads from the cart store, re-rendering when the selected value changes. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
