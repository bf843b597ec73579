/**
 * Exposed as `cart_checkout/cart` (the `CartModule` contract): what other remotes may do to the
 * cart. Loaded on the first Add to Cart click of a product page, so it holds the store only.
 */
import type { CartModule, CartProductInput } from '@ogulf/web-kit';
import { cartStore } from './features/cart/cart-store';

/** Adds `quantity` (default 1) of the product, merging with an existing line; bounded to 1–999 per line. */
export function addToCart(product: CartProductInput, quantity = 1): void {
  cartStore.getState().add(product, quantity);
}

// Checks at compile time that this module keeps the contract.
const cartModule: CartModule = { addToCart };
export default cartModule;
